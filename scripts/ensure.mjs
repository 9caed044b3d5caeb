// Shared by `npm start` and `npm test`: make a fresh clone runnable without a separate install step.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'

export const run = (command, env = {}) => execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } })

/** Installs the locked dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json'
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs) return
  console.log('> installing dependencies (npm ci)')
  run('npm ci --no-audit --no-fund')
}

/** Compiles the contract and the server (incremental: a no-op when nothing changed). */
export function build() {
  console.log('> building')
  run('npm run build --silent')
}

export function nodeMajor() {
  return Number(process.versions.node.split('.')[0])
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'))
}
