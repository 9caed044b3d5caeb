// `npm run deploy:try`: install when needed, build (unless --no-build), then start the production layout
// on this machine (deploy/tools/deploy-try.ts: nginx in front of two server instances on PostgreSQL,
// https://localhost:8443). package.json runs it with `exec`: npm passes a SIGTERM on to its child, and
// without `exec` that child was the shell, which died of it and left this script and the layout running.
import { spawn } from 'node:child_process'
import { setInterval } from 'node:timers'
import { ensureDependencies, useProjectNode } from './ensure.mjs'

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP']
const args = process.argv.slice(2)
const build = !args.includes('--no-build')

ensureDependencies()
await useProjectNode()

/** What runs now: the build (its own process group, so a signal reaches tsc and vite too) or the layout. */
let current
let stopping
const forward = (signal) => {
  if (!current) return
  if (current.group) process.kill(-current.child.pid, signal)
  else current.child.kill(signal)
}
// Ctrl+C reaches every process of the terminal; a SIGTERM to this one (or to npm) must reach the layout, which stops the rest.
for (const signal of SIGNALS)
  process.on(signal, () => {
    stopping ??= signal
    forward(signal)
  })
// npm killed outright (SIGKILL) passes nothing on: left behind, stop too.
const parent = process.ppid
setInterval(() => {
  if (process.ppid === parent) return
  stopping ??= 'SIGTERM'
  forward('SIGTERM')
}, 500).unref()

/** Resolves with the exit status of the child (1 when a signal ended it). */
const run = (child, group) => {
  current = { child, group }
  return new Promise((done) => child.on('exit', (status, signal) => done(status ?? (signal ? 1 : 0))))
}

if (build) {
  console.log('> building')
  const status = await run(spawn('npm', ['run', 'build', '--silent'], { stdio: 'inherit', detached: true }), true)
  if (stopping) process.exit(0)
  if (status !== 0) process.exit(status)
}
if (stopping) process.exit(0)
const layoutArgs = args.filter((arg) => arg !== '--no-build')
const layout = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'deploy/tools/deploy-try.ts', ...layoutArgs], {
  stdio: 'inherit',
})
process.exit(await run(layout, false))
