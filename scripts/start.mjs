// `npm start`: install when needed, build, then run the server on the embedded database with demo content.
import { build, ensureDependencies, useProjectNode } from './ensure.mjs'
import { spawn } from 'node:child_process'

ensureDependencies()
await useProjectNode()
build()
console.log(`> starting on http://localhost:${process.env.PORT || 3000} (Node ${process.versions.node})`)
// Memory: see docs/benchmarks.md (PGlite's WebAssembly compiled by the baseline compiler only, a smaller young generation).
const server = spawn(process.execPath, ['--liftoff-only', '--max-semi-space-size=8', '--optimize-for-size', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal))
server.on('exit', (status, signal) => process.exit(status ?? (signal ? 1 : 0)))
