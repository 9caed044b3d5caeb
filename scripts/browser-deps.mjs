// The browser the e2e tests and the web benchmark drive: Debian's Chromium, and the Noto CJK fonts
// so Chinese pages render (and are screenshotted) with real glyphs instead of boxes.
// `ensureBrowser()` installs what is missing with apt-get; nothing here ever downloads a browser build.
// Also runnable on its own: `node scripts/browser-deps.mjs`.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/** Where playwright-core and chrome-launcher are told to find the browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Whether a font covering Chinese is installed: fontconfig first, dpkg when fc-list is unavailable. */
function hasCjkFonts() {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== ''
  } catch {
    return dpkgInstalled('fonts-noto-cjk')
  }
}

function dpkgInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' })
  return result.status === 0 && result.stdout.includes('install ok installed')
}

/** The Debian packages missing on this machine (empty when all is there). */
export function missingBrowserPackages() {
  const missing = []
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium')
  if (!hasCjkFonts()) missing.push('fonts-noto-cjk')
  return missing
}

/** apt-get as root, else through sudo (non-interactive) when there is one. */
function aptGet(args) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  const [command, argv] = root ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]]
  console.log(`> ${command} ${argv.join(' ')}`)
  const result = spawnSync(command, argv, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (result.error) console.error(`  could not run ${command}: ${result.error.message}`)
  return result.status === 0
}

/**
 * Installs Chromium and the Noto CJK fonts when either is missing; a no-op (and silent) when both
 * are present. `apt-get update` runs only when the first install fails (stale or empty package lists).
 * Throws with what to do by hand when the installation is impossible (not Debian, not root, no network).
 */
export function ensureBrowser() {
  const missing = missingBrowserPackages()
  if (missing.length === 0) return
  console.log(`> browser dependencies missing: ${missing.join(', ')}; installing them with apt-get`)
  if (!existsSync('/usr/bin/apt-get')) {
    throw new Error(`apt-get not found: install ${missing.join(' and ')} yourself (Chromium at ${CHROMIUM_PATH}, CJK fonts for fontconfig)`)
  }
  const install = ['install', '-y', ...missing]
  if (!aptGet(install)) {
    console.log('> the install failed; refreshing the package lists and trying again')
    if (!aptGet(['update']) || !aptGet(install)) {
      throw new Error(`could not install ${missing.join(' ')}: run "apt-get update && apt-get install -y ${missing.join(' ')}" as root`)
    }
  }
  const still = missingBrowserPackages()
  if (still.length) throw new Error(`still missing after apt-get install: ${still.join(', ')}`)
  console.log(`> installed ${missing.join(', ')}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureBrowser()
    console.log(`browser dependencies present: ${CHROMIUM_PATH}, CJK fonts`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
