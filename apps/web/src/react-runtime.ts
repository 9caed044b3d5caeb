// React, React DOM and the router, imported for their evaluation alone (boot.ts): the app's modules
// then evaluate in a task of their own.
import 'react'
import 'react-dom/client'
import 'react-router'
