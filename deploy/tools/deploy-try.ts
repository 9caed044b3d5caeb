/**
 * `npm run deploy:try`: the production layout on this machine (docs/deploy.md) at
 * https://localhost:8443, until Ctrl+C or SIGTERM. Options:
 *   --https-port 8443 --http-port 8080 --ports 3001,3002
 *   --database-url postgres://postgres@127.0.0.1:5432/ibr_deploy_try   (created when missing)
 *   --data-dir data/deploy-try
 * Every other server setting comes from the environment (and .env), as for `npm start`.
 */
import { parseArgs } from 'node:util'
import { startLayout, type Layout } from './layout.js'

const { values } = parseArgs({
  options: {
    'https-port': { type: 'string', default: '8443' },
    'http-port': { type: 'string', default: '8080' },
    ports: { type: 'string', default: '3001,3002' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/ibr_deploy_try' },
    'data-dir': { type: 'string', default: 'data/deploy-try' },
  },
})

function port(name: string, value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`--${name}: "${value}" is not a port`)
  return n
}

const say = (line: string) => console.log(line)
let layout: Layout | undefined
let stopping = false

async function stop(signal: string) {
  if (stopping) return
  stopping = true
  say(`> ${signal}: stopping nginx, then the instances (requests in flight are finished)`)
  await layout?.stop()
  say('> stopped')
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal))
// Whatever started this process has gone without a signal (killed, or a shell that did not pass one on):
// nothing would stop the layout any more.
const parent = process.ppid
setInterval(() => process.ppid !== parent && void stop('parent gone'), 500).unref()

try {
  const httpsPort = port('https-port', values['https-port'])
  layout = startLayout({
    httpsPort,
    httpPort: port('http-port', values['http-port']),
    instancePorts: values.ports.split(',').map((p) => port('ports', p.trim())),
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'],
    env: process.env,
    say,
  })
  await layout.started
  const state = layout.state()
  say(`> the site: ${state.https}/  the console: ${state.https}/console/  (${state.http}/ redirects there)`)
  say(`> self-signed certificate: ${state.certificate}; curl --cacert it, or accept it in the browser`)
  say(`> layout: ${layout.dir}/layout.json`)
  say('> Ctrl+C stops everything')
} catch (error) {
  // Stopped by a signal while starting: its handler ends the process once everything has stopped.
  if (!stopping) {
    console.error(`deploy:try: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
