// `npm start`: install when needed, build, then run the server on the embedded database with demo content.
import { build, ensureDependencies, run } from './ensure.mjs'

ensureDependencies()
build()
console.log('> starting on http://localhost:' + (process.env.PORT || 3000))
run('node apps/server/dist/main.js')
