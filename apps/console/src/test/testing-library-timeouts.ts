import { configure } from '@testing-library/react'

// findBy… and waitFor give up after 1 s by default: a render in happy-dom takes longer than that on a
// machine that runs the server and browser suites beside these.
configure({ asyncUtilTimeout: 5_000 })
