// `npm run deploy:try`: install when needed, build, then start the production layout on this machine
// (deploy/tools/deploy-try.ts: nginx in front of two server instances on PostgreSQL, https://localhost:8443).
import { spawn } from 'node:child_process'
import { setInterval } from 'node:timers'
import { build, ensureDependencies, useProjectNode } from './ensure.mjs'

ensureDependencies()
await useProjectNode()
build()
const args = ['--conditions=source', '--import', 'tsx', 'deploy/tools/deploy-try.ts', ...process.argv.slice(2)]
const layout = spawn(process.execPath, args, { stdio: 'inherit' })
// Ctrl+C reaches every process of the terminal; a SIGTERM to this one must reach the layout, which stops the rest.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => layout.kill(signal))
// A SIGTERM to `npm run deploy:try` ends npm's shell without passing it on: left behind, stop the layout too.
const parent = process.ppid
setInterval(() => process.ppid !== parent && layout.kill('SIGTERM'), 500).unref()
layout.on('exit', (status, signal) => process.exit(status ?? (signal ? 1 : 0)))
