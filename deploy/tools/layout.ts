/**
 * The production layout on one machine (`npm run deploy:try`, and the deploy tests): Debian's nginx
 * with the project's site file and a self-signed certificate, in front of server instances on one
 * PostgreSQL database and one DATA_DIR. An instance that dies is started again a second later, as
 * systemd's Restart=on-failure does in production.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { SERVER_BUNDLE } from '../../apps/server/src/server-bundle.js'
import { selfSignedCertificate } from './certificate.js'
import { ensureNginx } from './nginx-install.js'
import { startNginx, type NginxRun } from './nginx-process.js'
import { ROOT, SITE_DEFAULTS } from './nginx-site.js'
import { ensureDatabase, withoutPassword } from './postgres-database.js'
import { ready, START_SCRIPT, startInstance, type InstanceProcess } from './server-instance.js'

export interface LayoutOptions {
  httpsPort: number
  httpPort: number
  instancePorts: number[]
  databaseUrl: string
  dataDir: string
  /** Settings of every instance (the caller's environment, say); the layout's own win over them. */
  env: NodeJS.ProcessEnv
  /** Where each step is told. */
  say: (line: string) => void
}

/** What layout.json in the layout's folder holds: what runs where, kept current as instances restart. */
export interface LayoutState {
  https: string
  http: string
  certificate: string
  accessLog: string
  nginxPid: number
  instances: { port: number; pid: number; starts: number; logFile: string }[]
}

export interface Layout {
  dir: string
  state: () => LayoutState
  /** Resolves once nginx and every instance serve; rejects (having stopped what started) if one cannot. */
  started: Promise<void>
  /**
   * Stops nginx, then every instance (each finishes its requests in flight), and removes the folder;
   * at any time, also while starting.
   */
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 180_000
const RESTART_DELAY_MS = 1000

function checkBuilds() {
  const missing = [START_SCRIPT, relative(ROOT, SERVER_BUNDLE), 'apps/web/dist/index.html', 'apps/console/dist/index.html'].filter(
    (path) => !existsSync(join(ROOT, path)),
  )
  if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')}; run "npm run build"`)
}

export function startLayout(options: LayoutOptions): Layout {
  checkBuilds()
  const install = ensureNginx()
  const dir = mkdtempSync(join(tmpdir(), 'ibr-deploy-try-'))
  // nginx's workers (another user when started as root) read the pages and write temporary files here.
  chmodSync(dir, 0o755)
  const dataDir = resolve(options.dataDir)
  mkdirSync(dataDir, { recursive: true })
  const { say } = options
  const instances: InstanceProcess[] = []
  const starts = new Map<number, number>()
  let nginx: NginxRun | undefined
  let stopping = false

  const state = (): LayoutState => ({
    https: `https://localhost:${options.httpsPort}`,
    http: `http://localhost:${options.httpPort}`,
    certificate: join(dir, 'cert.pem'),
    accessLog: join(dir, 'access.log'),
    nginxPid: nginx?.pid ?? 0,
    instances: instances.map((i) => ({ port: i.port, pid: i.pid, starts: starts.get(i.port) ?? 0, logFile: i.logFile })),
  })
  const saveState = () => writeFileSync(join(dir, 'layout.json'), `${JSON.stringify(state(), null, 2)}\n`)

  const env: NodeJS.ProcessEnv = {
    ...options.env,
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    // nginx replaces X-Forwarded-For with the address it saw: the per-client limits count by it.
    TRUST_PROXY: '1',
    PUBLIC_URL: `https://localhost:${options.httpsPort}`,
  }

  const launch = (index: number, port: number) => {
    const instance = startInstance(ROOT, port, env, join(dir, `instance-${port}.log`))
    instances[index] = instance
    starts.set(port, (starts.get(port) ?? 0) + 1)
    void instance.exited.then((code) => {
      if (stopping || instances[index] !== instance) return
      say(`! instance on ${port} exited (${code}); starting it again in ${RESTART_DELAY_MS / 1000} s (systemd: Restart=on-failure)`)
      setTimeout(() => {
        if (stopping) return
        const next = launch(index, port)
        ready(next, READY_TIMEOUT_MS).then(
          () => (saveState(), say(`> instance on ${port} serves again: pid ${next.pid}`)),
          (error: Error) => say(`! ${error.message}`),
        )
      }, RESTART_DELAY_MS)
    })
    return instance
  }

  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true
      await nginx?.stop()
      await Promise.all(instances.map((i) => i.stop()))
      rmSync(dir, { recursive: true, force: true })
    })())

  const start = async () => {
    const created = await ensureDatabase(options.databaseUrl)
    say(`> database ${withoutPassword(options.databaseUrl)} (${created}), files in ${dataDir}`)
    // One after the other: the first migrates (and seeds an empty database) before the next starts.
    for (const [index, port] of options.instancePorts.entries()) {
      if (stopping) return
      const instance = launch(index, port)
      await ready(instance, READY_TIMEOUT_MS)
      say(`> instance ${index + 1}: pid ${instance.pid} on http://127.0.0.1:${port}, log ${instance.logFile}`)
    }
    if (stopping) return
    const certificate = selfSignedCertificate(dir)
    nginx = await startNginx(dir, install, {
      ...SITE_DEFAULTS,
      serverName: 'localhost',
      httpsListen: [`127.0.0.1:${options.httpsPort}`],
      httpListen: [`127.0.0.1:${options.httpPort}`],
      certificate: certificate.certificate,
      certificateKey: certificate.key,
      upstreams: options.instancePorts.map((port) => `127.0.0.1:${port}`),
      uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES) || SITE_DEFAULTS.uploadMaxBytes,
    })
    // A stop that came while nginx started found nothing to stop.
    if (stopping) return void (await nginx.stop())
    const brotli = install.brotliModule ? 'with brotli_static' : 'without brotli_static (.gz only)'
    say(`> nginx: pid ${nginx.pid} (${brotli}), configuration ${nginx.config}, access log ${nginx.accessLog}`)
    saveState()
  }
  const started = start().catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return { dir, state, started, stop }
}
