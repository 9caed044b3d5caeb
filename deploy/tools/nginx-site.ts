/**
 * The nginx site file made from deploy/nginx/ibr-site.conf.template: one function for the operator's
 * `npm run deploy:nginx` and for `npm run deploy:try`, so the file tried here is the file deployed.
 */
import { readFileSync } from 'node:fs'
import { isAbsolute } from 'node:path'
import { fileURLToPath } from 'node:url'
import { UPLOAD_MAX_BYTES_DEFAULT } from '@ibr/contract/files'
import { MEDIA_UPLOAD_MAX_BYTES } from '@ibr/contract/staff'

const TEMPLATE = new URL('../nginx/ibr-site.conf.template', import.meta.url)
/** The checkout the tools run from: the default place of the dist folders and the nginx files. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '')

export interface SiteOptions {
  /** The host name visitors use (server_name, and the redirect's target). */
  serverName: string
  /** `listen` addresses of the HTTPS server, e.g. `443`, `[::]:443`, `127.0.0.1:8443`. */
  httpsListen: string[]
  /** `listen` addresses of the server that redirects HTTP to HTTPS. */
  httpListen: string[]
  /** Certificate (full chain) and its private key, PEM files. */
  certificate: string
  certificateKey: string
  /** The server instances, `host:port` each (written into the upstream file, `renderUpstream`). */
  upstreams: string[]
  /** The file of the upstream's `server` lines the site includes (absolute). */
  upstreamFile: string
  /** The server's UPLOAD_MAX_BYTES. */
  uploadMaxBytes: number
  /** Seconds nginx waits for an instance's next bytes (proxy_read_timeout). */
  readTimeoutSeconds: number
  /**
   * The most requests nginx has at one instance at a time (max_conns), 0 for no limit. Past it on every
   * instance, nginx answers 503 at once instead of queueing connections at instances that cannot keep up.
   */
  maxConnsPerInstance: number
  /** Whether nginx has the brotli_static module (libnginx-mod-http-brotli-static). */
  brotli: boolean
  accessLog: string
  /** The checkout whose builds, nginx files and error pages are used. */
  root: string
}

/** What the operator does not usually change. */
export const SITE_DEFAULTS = {
  httpsListen: ['443', '[::]:443'],
  httpListen: ['80', '[::]:80'],
  upstreams: ['127.0.0.1:3000'],
  upstreamFile: '/etc/nginx/ibr-upstream.conf',
  uploadMaxBytes: UPLOAD_MAX_BYTES_DEFAULT,
  readTimeoutSeconds: 90,
  // An instance runs one request at a time on its event loop and overlaps at most its database pool's
  // 10 queries: more waiting there only wait longer (docs/benchmarks.md, "Overload", through nginx).
  maxConnsPerInstance: 16,
  accessLog: '/var/log/nginx/ibr.access.log',
  root: ROOT,
} satisfies Partial<SiteOptions>

/** Room above the upload limit for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024
const bodySize = (bytes: number) => `${Math.ceil((bytes + ENVELOPE_BYTES) / 1024)}k`

// A value is written into the configuration as it is: nothing in it may end a directive or start a block.
const SAFE = /^[\w.:[\]/@-]+$/

function checked(name: string, value: string): string {
  if (!SAFE.test(value)) throw new Error(`${name}: "${value}" may hold letters, digits and . : [ ] / @ - _ only`)
  return value
}

function absolute(name: string, value: string): string {
  if (!isAbsolute(value)) throw new Error(`${name}: "${value}" must be an absolute path`)
  return checked(name, value)
}

/** The port of a listen address (`443`, `[::]:443`, `127.0.0.1:8443`). */
export function listenPort(address: string): number {
  const port = Number(/(?:^|:)(\d+)$/.exec(address)?.[1])
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`listen: "${address}" has no port`)
  return port
}

function upstream(address: string, maxConns: number): string {
  const match = /^(\[[0-9a-fA-F:]+\]|[\w.-]+):(\d+)$/.exec(address)
  if (!match) throw new Error(`upstream: "${address}" is not host:port`)
  return maxConns > 0 ? `server ${address} max_conns=${maxConns};` : `server ${address};`
}

/**
 * The upstream file the site includes: a `server` line per instance. Kept apart from the site file so
 * that `npm run deploy:upgrade` can take one instance out and put it back (`down`) with a reload.
 */
export function renderUpstream(options: Pick<SiteOptions, 'upstreams' | 'maxConnsPerInstance'>): string {
  if (options.upstreams.length === 0) throw new Error('upstream: at least one server instance')
  if (!Number.isInteger(options.maxConnsPerInstance) || options.maxConnsPerInstance < 0)
    throw new Error('max conns: a whole number of requests per instance, 0 for no limit')
  return [
    "# The server instances of the site's upstream (included by its site file; docs/deploy.md, section 7).",
    '# Written by `npm run deploy:nginx`; `npm run deploy:upgrade` marks an instance `down` while it restarts it.',
    ...options.upstreams.map((a) => upstream(checked('upstream', a), options.maxConnsPerInstance)),
    '',
  ].join('\n')
}

/** Every placeholder's value: a string, or lines written one per line at the placeholder's indentation. */
function values(options: SiteOptions): Record<string, string | string[]> {
  if (options.httpsListen.length === 0 || options.httpListen.length === 0)
    throw new Error('listen: at least one address each for HTTP and HTTPS')
  if (!Number.isInteger(options.uploadMaxBytes) || options.uploadMaxBytes < 1024)
    throw new Error('UPLOAD_MAX_BYTES: a whole number of bytes, at least 1024')
  if (!Number.isInteger(options.readTimeoutSeconds) || options.readTimeoutSeconds < 1)
    throw new Error('read timeout: whole seconds, at least 1')
  const httpsPort = listenPort(options.httpsListen[0]!)
  const root = absolute('root', options.root)
  return {
    server_name: checked('host', options.serverName),
    listen_https: options.httpsListen.map((a) => (listenPort(a), `listen ${checked('listen', a)} ssl http2;`)),
    listen_http: options.httpListen.map((a) => (listenPort(a), `listen ${checked('listen', a)};`)),
    https_port_suffix: httpsPort === 443 ? '' : `:${httpsPort}`,
    certificate: absolute('certificate', options.certificate),
    certificate_key: absolute('key', options.certificateKey),
    // Checked here too: a site file is never written beside an upstream file nginx would refuse.
    upstream_file: (renderUpstream(options), absolute('upstream file', options.upstreamFile)),
    client_max_body_size: bodySize(options.uploadMaxBytes),
    media_max_body_size: bodySize(Math.max(MEDIA_UPLOAD_MAX_BYTES, options.uploadMaxBytes)),
    read_timeout: `${options.readTimeoutSeconds}s`,
    brotli_static: options.brotli
      ? 'brotli_static on;'
      : '# brotli_static: module not installed (libnginx-mod-http-brotli-static); browsers get the .gz files',
    access_log: absolute('access log', options.accessLog),
    web_dist: `${root}/apps/web/dist`,
    console_dist: `${root}/apps/console/dist`,
    read_calls: `${root}/deploy/nginx/ibr-read-calls.conf`,
    error_pages: `${root}/deploy/nginx/errors`,
  }
}

/** The site file's text. Throws on a value that does not fit, naming it. */
export function renderSite(options: SiteOptions, template = readFileSync(TEMPLATE, 'utf8')): string {
  const filled = values(options)
  const used = new Set<string>()
  const lookup = (name: string) => {
    const value = filled[name]
    if (value === undefined) throw new Error(`template: unknown placeholder {{${name}}}`)
    used.add(name)
    return value
  }
  const lines = template.split('\n').flatMap((line) => {
    const whole = /^(\s*)\{\{(\w+)\}\}$/.exec(line)
    if (whole) {
      const value = lookup(whole[2]!)
      return (Array.isArray(value) ? value : [value]).map((v) => `${whole[1]}${v}`)
    }
    return [
      line.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
        const value = lookup(name)
        if (Array.isArray(value)) throw new Error(`template: {{${name}}} holds several lines and must stand alone on its line`)
        return value
      }),
    ]
  })
  const unused = Object.keys(filled).filter((name) => !used.has(name))
  if (unused.length > 0) throw new Error(`template: no place for ${unused.join(', ')}`)
  return lines.join('\n')
}
