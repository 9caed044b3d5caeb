/**
 * How the server is started (`npm start`, the systemd unit): picks Node's settings for the database
 * the server will use (node-settings.ts; DATABASE_URL from the environment or `.env`, as the server
 * reads it), then becomes the server with them. execve replaces this process, so its pid, its
 * signals and its supervisor stay the same. Flags node was given for this script are passed on
 * after the settings', so they win (`--inspect`, a larger `--max-old-space-size`).
 */
import { pathToFileURL } from 'node:url'
import { loadEnvFile } from './env-file.js'
import { nodeSettings } from './node-settings.js'
import { SERVER_BUNDLE as main } from './server-bundle.js'

loadEnvFile()
const settings = nodeSettings(process.env.DATABASE_URL)
if (process.execve) {
  // The environment wins over the settings' defaults (an operator's MALLOC_ARENA_MAX, say).
  process.execve(process.execPath, [process.execPath, ...settings.flags, ...process.execArgv, main, ...process.argv.slice(2)], {
    ...settings.env,
    ...process.env,
  })
} else {
  // process.execve does not exist on Windows: the server runs here, with Node's defaults.
  console.warn(`this platform cannot restart a process in place: run node ${settings.flags.join(' ')} ${main} for the tuned settings`)
  await import(pathToFileURL(main).href)
}
