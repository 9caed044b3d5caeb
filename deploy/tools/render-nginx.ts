/**
 * `npm run deploy:nginx -- --host www.example.edu --cert FULLCHAIN --key KEY --upstream 127.0.0.1:3001
 * --upstream 127.0.0.1:3002 [--env-file /etc/ibr/ibr.env] [--out FILE]`: the nginx site file for this
 * release (docs/deploy.md), and with --out its upstream file (--upstream-file, /etc/nginx/ibr-upstream.conf). Also: --listen-https and --listen-http (repeatable; 443 and [::]:443, 80 and
 * [::]:80), --read-timeout SECONDS (90), --max-conns N (16 per instance, 0 for no limit), --access-log FILE, --root DIR (this checkout), --brotli auto|on|off.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs, parseEnv } from 'node:util'
import { BROTLI_MODULE } from './nginx-install.js'
import { renderSite, renderUpstream, SITE_DEFAULTS } from './nginx-site.js'

const { values } = parseArgs({
  options: {
    host: { type: 'string' },
    cert: { type: 'string' },
    key: { type: 'string' },
    upstream: { type: 'string', multiple: true },
    'listen-https': { type: 'string', multiple: true },
    'listen-http': { type: 'string', multiple: true },
    'env-file': { type: 'string' },
    'read-timeout': { type: 'string' },
    'max-conns': { type: 'string' },
    'access-log': { type: 'string' },
    root: { type: 'string' },
    brotli: { type: 'string', default: 'auto' },
    out: { type: 'string' },
    'upstream-file': { type: 'string' },
  },
})

/** UPLOAD_MAX_BYTES as the server reads it: the env file's, else the environment's, else the default. */
function uploadMaxBytes(): number {
  const file = values['env-file'] ? parseEnv(readFileSync(values['env-file'], 'utf8')) : {}
  const value = file.UPLOAD_MAX_BYTES || process.env.UPLOAD_MAX_BYTES
  if (!value) return SITE_DEFAULTS.uploadMaxBytes
  if (!/^\d+$/.test(value)) throw new Error(`UPLOAD_MAX_BYTES: "${value}" is not a whole number of bytes`)
  return Number(value)
}

function brotli(): boolean {
  if (values.brotli === 'auto') return existsSync(BROTLI_MODULE)
  if (values.brotli === 'on' || values.brotli === 'off') return values.brotli === 'on'
  throw new Error(`--brotli: "${values.brotli}" is not auto, on or off`)
}

try {
  const required = (['host', 'cert', 'key'] as const).filter((name) => !values[name])
  if (required.length > 0) throw new Error(`missing ${required.map((name) => `--${name}`).join(', ')}`)
  const upstreamFile = values['upstream-file'] ? resolve(values['upstream-file']) : SITE_DEFAULTS.upstreamFile
  const site = {
    serverName: values.host!,
    certificate: resolve(values.cert!),
    certificateKey: resolve(values.key!),
    upstreams: values.upstream ?? SITE_DEFAULTS.upstreams,
    httpsListen: values['listen-https'] ?? SITE_DEFAULTS.httpsListen,
    httpListen: values['listen-http'] ?? SITE_DEFAULTS.httpListen,
    uploadMaxBytes: uploadMaxBytes(),
    readTimeoutSeconds: values['read-timeout'] ? Number(values['read-timeout']) : SITE_DEFAULTS.readTimeoutSeconds,
    maxConnsPerInstance: values['max-conns'] ? Number(values['max-conns']) : SITE_DEFAULTS.maxConnsPerInstance,
    accessLog: values['access-log'] ?? SITE_DEFAULTS.accessLog,
    root: values.root ? resolve(values.root) : SITE_DEFAULTS.root,
    brotli: brotli(),
    upstreamFile,
  }
  const text = renderSite(site)
  if (values.out) {
    writeFileSync(upstreamFile, renderUpstream(site))
    writeFileSync(values.out, text)
    console.error(`written: ${values.out} and ${upstreamFile}; check them with "nginx -t", then "systemctl reload nginx"`)
  } else {
    process.stdout.write(text)
    console.error(`the site includes ${upstreamFile}: with --out it is written too, or write it yourself (renderUpstream's lines)`)
  }
} catch (error) {
  console.error(`deploy:nginx: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
