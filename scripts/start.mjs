// `npm start`: install when needed, build, then run the server on the embedded database with demo content.
import { build, ensureDependencies, useProjectNode } from './ensure.mjs'
import { spawn } from 'node:child_process'

ensureDependencies()
await useProjectNode()
build()
console.log(`> starting on http://localhost:${process.env.PORT || 3000} (Node ${process.versions.node})`)
// As apps/server's start script runs it (its start picks Node's settings for the database and becomes
// the server), but as this process's child: a signal reaches it.
const server = spawn(process.execPath, ['apps/server/dist/start.js'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal))
server.on('exit', (status, signal) => process.exit(status ?? (signal ? 1 : 0)))
