/**
 * Debian's nginx run in the foreground (a child process, not the system's service) from a folder of
 * its own: a main configuration like Debian's /etc/nginx/nginx.conf around the site file rendered
 * from the project's template, the one an operator deploys.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import type { NginxInstall } from './nginx-install.js'
import { listenPort, renderSite, renderUpstream, type SiteOptions } from './nginx-site.js'

export interface NginxRun {
  pid: number
  config: string
  accessLog: string
  errorLog: string
  child: ChildProcess
  /** Graceful stop (SIGQUIT: requests in flight are finished), then resolves once nginx has left. */
  stop(): Promise<void>
}

/**
 * Run as root, nginx's workers take the user the `user` directive names: the owner of the checkout,
 * who can read its builds. Run as anyone else, they stay that user and the directive must be absent.
 */
function userDirective(root: string): string {
  if (process.getuid?.() !== 0) return ''
  const uid = String(statSync(root).uid)
  const name = execFileSync('id', ['-nu', uid], { encoding: 'utf8' }).trim()
  const group = execFileSync('id', ['-ng', name], { encoding: 'utf8' }).trim()
  return `user ${name} ${group};`
}

function mainConfig(dir: string, install: NginxInstall, root: string): string {
  const temp = (kind: string) => `${kind}_temp_path ${join(dir, 'temp', kind)};`
  return [
    "# Written by deploy:try (deploy/tools/nginx-process.ts): Debian's nginx in the foreground, all its",
    "# files in this folder. The http block has the settings of Debian's /etc/nginx/nginx.conf.",
    'daemon off;',
    userDirective(root),
    'worker_processes auto;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    install.brotliModule ? `load_module ${install.brotliModule};` : '',
    'events {',
    '    worker_connections 768;',
    '}',
    'http {',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    types_hash_max_size 2048;',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;',
    '    ssl_prefer_server_ciphers on;',
    '    access_log off;',
    '    gzip on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${temp(kind)}`),
    `    include ${join(dir, 'ibr-site.conf')};`,
    '}',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
}

/** Resolves once something accepts connections on the port (nginx has bound it), or rejects at the deadline. */
async function listening(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited (${child.exitCode ?? child.signalCode})`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`nginx: nothing listens on ${port} after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** What the layout's nginx is run with: the site's options, less what its folder decides. */
export type NginxSite = Omit<SiteOptions, 'accessLog' | 'brotli' | 'upstreamFile'>

/**
 * Writes the main configuration, the site file and its upstream file (`ibr-upstream.conf`) into `dir`
 * and has nginx check them (`nginx -t`); answers the arguments that start nginx on them.
 */
export function writeConfig(dir: string, install: NginxInstall, site: NginxSite): string[] {
  mkdirSync(join(dir, 'temp'), { recursive: true })
  const config = join(dir, 'nginx.conf')
  const upstreamFile = join(dir, 'ibr-upstream.conf')
  writeFileSync(upstreamFile, renderUpstream(site))
  writeFileSync(
    join(dir, 'ibr-site.conf'),
    renderSite({ ...site, upstreamFile, accessLog: join(dir, 'access.log'), brotli: install.brotliModule !== null }),
  )
  writeFileSync(config, mainConfig(dir, install, site.root))
  // -e: the log of start-up, before the configuration's error_log is read (Debian's default is /var/log).
  const args = ['-c', config, '-p', `${dir}/`, '-e', join(dir, 'error.log')]
  const check = spawnSync(install.bin, ['-t', '-q', ...args], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration in ${dir}:\n${check.stderr}`)
  return args
}

/** Starts nginx on the configuration `writeConfig` writes; resolves once its HTTPS port accepts connections. */
export async function startNginx(dir: string, install: NginxInstall, site: NginxSite): Promise<NginxRun> {
  const args = writeConfig(dir, install, site)
  const child = spawn(install.bin, args, { stdio: ['ignore', 'inherit', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const run: NginxRun = {
    pid: child.pid ?? 0,
    config: join(dir, 'nginx.conf'),
    accessLog: join(dir, 'access.log'),
    errorLog: join(dir, 'error.log'),
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT')
        const timer = setTimeout(() => child.kill('SIGTERM'), 10_000)
        await exited
        clearTimeout(timer)
      }
    },
  }
  try {
    await listening(listenPort(site.httpsListen[0]!), child, 10_000)
  } catch (error) {
    await run.stop()
    throw error
  }
  return run
}
