/**
 * `npm run deploy:upgrade`, run from the new release's folder once /opt/ibr names it (docs/deploy.md,
 * section 10): restarts the instances one at a time, each taken out of nginx first and put back once
 * ready (rolling-restart.ts). Options, with their defaults:
 *   --ports 3001,3002  --host 127.0.0.1  --upstream-file /etc/nginx/ibr-upstream.conf
 *   --restart 'systemctl restart ibr@{port}'  --reload 'systemctl reload nginx'
 *   --nginx-url https://127.0.0.1  --server-name (PUBLIC_URL's host from .env)  --ready-timeout 120 (s)
 *   --quiet 1000 (ms without a request before an instance taken out is restarted)  --release (this folder)
 *   --metrics-token (METRICS_TOKEN from .env: instances on another machine)
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs, parseEnv } from 'node:util'
import { ROOT, SITE_DEFAULTS } from './nginx-site.js'
import { rollingRestart } from './rolling-restart.js'
import { upstreamServers } from './upstream-file.js'

const { values } = parseArgs({
  options: {
    ports: { type: 'string', default: '3001,3002' },
    host: { type: 'string', default: '127.0.0.1' },
    'upstream-file': { type: 'string', default: SITE_DEFAULTS.upstreamFile },
    restart: { type: 'string', default: 'systemctl restart ibr@{port}' },
    reload: { type: 'string', default: 'systemctl reload nginx' },
    'nginx-url': { type: 'string', default: 'https://127.0.0.1' },
    'server-name': { type: 'string' },
    'ready-timeout': { type: 'string', default: '120' },
    quiet: { type: 'string', default: '1000' },
    release: { type: 'string' },
    'metrics-token': { type: 'string' },
  },
})

function wholeNumber(name: string, value: string, min: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min) throw new Error(`--${name}: "${value}" is not a whole number of at least ${min}`)
  return Number(value)
}

/** A setting of the release's .env (the site's settings file), else of the environment. */
function setting(release: string, name: string): string | undefined {
  const file = join(release, '.env')
  return (existsSync(file) ? parseEnv(readFileSync(file, 'utf8'))[name] : undefined) || process.env[name] || undefined
}

/** The host visitors use, from the release's settings: nginx's server block answers to it. */
function publicHost(release: string): string | undefined {
  const url = setting(release, 'PUBLIC_URL')
  return url ? new URL(url).hostname : undefined
}

/** Interrupted between marking an instance down and putting it back: say which are still out of nginx. */
function onInterrupt(upstreamFile: string) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      const down = existsSync(upstreamFile) ? upstreamServers(readFileSync(upstreamFile, 'utf8')).filter((s) => s.down) : []
      console.error(
        `deploy:upgrade: interrupted.${down.length > 0 ? ` Still marked down in ${upstreamFile}: ${down.map((s) => s.address).join(', ')}; run npm run deploy:upgrade again, or remove "down" there and reload nginx.` : ''}`,
      )
      // The shell's convention: 128 + the signal's number.
      process.exit(signal === 'SIGINT' ? 130 : 143)
    })
}

try {
  const release = values.release ? resolve(values.release) : ROOT
  const upstreamFile = resolve(values['upstream-file'])
  onInterrupt(upstreamFile)
  const ports = values.ports.split(',').map((p) => wholeNumber('ports', p.trim(), 1))
  await rollingRestart({
    ports,
    host: values.host,
    upstreamFile,
    restart: values.restart,
    reload: values.reload,
    nginxUrl: values['nginx-url'],
    serverName: values['server-name'] ?? publicHost(release),
    release,
    readyTimeoutMs: wholeNumber('ready-timeout', values['ready-timeout'], 1) * 1000,
    quietMs: wholeNumber('quiet', values.quiet, 0),
    metricsToken: values['metrics-token'] ?? setting(release, 'METRICS_TOKEN'),
    say: (line) => console.log(line),
  })
} catch (error) {
  console.error(`deploy:upgrade: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
