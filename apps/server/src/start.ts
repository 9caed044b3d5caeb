/**
 * How the server is started (`npm start`, the systemd unit): picks Node's settings for the database
 * the server will use (node-settings.ts; DATABASE_URL from the environment or `.env`, as the server
 * reads it), then becomes the server with them. execve replaces this process, so its pid, its
 * signals and its supervisor stay the same. Run `node <flags> dist/main.js` to choose other flags.
 */
import { fileURLToPath } from 'node:url'
import { loadEnvFile } from './env-file.js'
import { nodeSettings } from './node-settings.js'

loadEnvFile()
const settings = nodeSettings(process.env.DATABASE_URL)
const main = fileURLToPath(new URL('main.js', import.meta.url))
if (process.execve) {
  // The environment wins over the settings' defaults (an operator's MALLOC_ARENA_MAX, say).
  process.execve(process.execPath, [process.execPath, ...settings.flags, main, ...process.argv.slice(2)], {
    ...settings.env,
    ...process.env,
  })
} else {
  // Not on Windows: the server runs with Node's defaults.
  console.warn(`this platform cannot restart a process in place: run node ${settings.flags.join(' ')} ${main} for the tuned settings`)
  await import('./main.js')
}
