// `npm start`: install when needed, build, then run the server on the embedded database with demo content.
import { build, ensureDependencies, useProjectNode } from './ensure.mjs'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

ensureDependencies()
await useProjectNode()
build()
console.log(`> starting on http://localhost:${process.env.PORT || 3000} (Node ${process.versions.node})`)
// As apps/server's start script runs it (`[NAME=value ...] node <flags> dist/main.js`), with its memory
// settings (docs/benchmarks.md says why each), but node as this process's child: a signal reaches it.
const words = JSON.parse(readFileSync('apps/server/package.json', 'utf8')).scripts.start.split(' ')
const settings = Object.fromEntries(
  words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
)
const flags = words.slice(words.indexOf('node') + 1, -1)
const server = spawn(process.execPath, [...flags, 'apps/server/dist/main.js'], { stdio: 'inherit', env: { ...settings, ...process.env } })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal))
server.on('exit', (status, signal) => process.exit(status ?? (signal ? 1 : 0)))
