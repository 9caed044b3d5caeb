/**
 * Debian packages a deploy tool needs, installed with apt-get when missing (as root, else through
 * `sudo -n`), the way scripts/browser-deps.mjs installs Chromium: nothing is downloaded from anywhere
 * but the machine's own package sources.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Whether dpkg has the package installed. */
export function dpkgInstalled(name: string): boolean {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' })
  return result.status === 0 && result.stdout.includes('install ok installed')
}

/** Whether the machine's package lists know the package (apt-cache), so installing it can work. */
export function aptKnows(name: string): boolean {
  const result = spawnSync('apt-cache', ['show', '--no-all-versions', name], { encoding: 'utf8' })
  return result.status === 0 && result.stdout.includes(`Package: ${name}`)
}

function aptGet(args: string[]): boolean {
  const root = process.getuid?.() === 0
  const [command, argv] = root ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]]
  console.log(`> ${command} ${argv.join(' ')}`)
  const result = spawnSync(command, argv, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (result.error) console.error(`  could not run ${command}: ${result.error.message}`)
  return result.status === 0
}

/**
 * Installs the packages; `apt-get update` runs only when the first attempt fails (stale or empty
 * package lists). Throws with the command to run by hand when it cannot (not Debian, not root, offline).
 */
export function aptInstall(packages: string[]): void {
  if (packages.length === 0) return
  const by = `run "apt-get update && apt-get install -y ${packages.join(' ')}" as root`
  if (!existsSync('/usr/bin/apt-get')) throw new Error(`apt-get not found: install ${packages.join(' ')} yourself (${by} on Debian)`)
  const install = ['install', '-y', '--no-install-recommends', ...packages]
  if (aptGet(install)) return
  console.log('> the install failed; refreshing the package lists and trying again')
  if (!aptGet(['update']) || !aptGet(install)) throw new Error(`could not install ${packages.join(' ')}: ${by}`)
}
