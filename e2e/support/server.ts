/**
 * The built site server as a child process: used by the e2e global setup, e2e/screenshots.ts and
 * bench/web-bench.ts. No vitest here, so scripts can import it.
 *
 * The server runs `apps/server/dist/bundle/main.js` (the built server production runs, without the memory
 * flags its start script adds, which tests do not measure), on a free port of 127.0.0.1,
 * with a fresh temporary DATA_DIR (the server migrates it and seeds the demo content itself) or, when
 * DATABASE_URL is set, on that PostgreSQL database. Its output goes to a log file under e2e/artifacts/.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, serverEnv, SERVER_BUNDLE } from '../../bench/server-process.js'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const SERVER_MAIN = SERVER_BUNDLE
/** The built site: WEB_DIST as the server reads it, else apps/web/dist. */
export const WEB_DIST = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(ROOT, 'apps/web/dist')
export const ARTIFACTS = join(ROOT, 'e2e/artifacts')

/** A path relative to the repository when inside it, else absolute. */
export const shortPath = (path: string) => (path.startsWith(ROOT) ? relative(ROOT, path) : path)

/** Throws, saying how to build them, when the server or the web build is missing. */
export function ensureBuilds(webDist = WEB_DIST): void {
  const missing: string[] = []
  if (!existsSync(SERVER_MAIN)) missing.push(`the server build (${relative(ROOT, SERVER_MAIN)}): run "npm run build"`)
  if (!existsSync(join(webDist, 'index.html'))) {
    missing.push(`the web build (${shortPath(join(webDist, 'index.html'))}): run "npx vite build --config apps/web/vite.config.ts"`)
  }
  if (missing.length) throw new Error(`Cannot start the site, missing:\n  - ${missing.join('\n  - ')}`)
}

export interface SiteServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  baseUrl: string
  port: number
  pid: number
  /** The file the server's stdout and stderr go to. */
  logFile: string
  /** The data folder (the embedded database's, stored files, image cache). */
  dataDir: string
  /** 'embedded' or 'postgresql'. */
  database: 'embedded' | 'postgresql'
  /** The folder the server serves the site from (a copy of the build unless copyWeb was false). */
  webDist: string
  /** SIGTERM, SIGKILL after 15 s; then removes the temporary folders. Idempotent. */
  stop(): Promise<void>
}

export interface StartSiteOptions {
  /** Log file name under e2e/artifacts/ (default server-<time>.log). */
  logName?: string
  /** Folder of the built site (default apps/web/dist, or WEB_DIST). */
  webDist?: string
  /**
   * Serve a copy of webDist taken now (default true): others rebuild the shared checkout, and
   * `vite build` empties dist and renames every asset, which would break pages in mid-run.
   * False serves webDist itself (the caller's own copy).
   */
  copyWeb?: boolean
  /** Extra settings for the server (CACHE_TTL_SECONDS, LOG_LEVEL, ...). */
  env?: Record<string, string>
  /**
   * An existing data folder to run on (a second start on a seeded database); the caller owns it and
   * stop() leaves it. Default: a fresh temporary folder, removed by stop().
   */
  dataDir?: string
  /** Default: process.env.DATABASE_URL; '' forces the embedded database. */
  databaseUrl?: string
  readyTimeoutMs?: number
  /** A port chosen beforehand (when a setting such as PUBLIC_URL must name it); default a free one. */
  port?: number
}

/** The built staff console: CONSOLE_DIST as the server reads it, else apps/console/dist. */
export const CONSOLE_DIST = process.env.CONSOLE_DIST ? resolve(process.env.CONSOLE_DIST) : join(ROOT, 'apps/console/dist')

/**
 * The files index.html names (/assets/... for the site, /console/assets/... for the console), to tell
 * a complete build from one being written.
 */
function namedAssets(dist: string, base = '/'): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  return [...html.matchAll(/\b(?:src|href)="([^"?#:]+)"/g)]
    .map((m) => m[1]!)
    .filter((path) => path.startsWith(base))
    .map((path) => path.slice(base.length))
}

/**
 * Copies a built site into `dest`, retrying while a build is being written (a copy whose index.html
 * names files it does not hold); throws after `timeoutMs`.
 */
export async function copyWebDist(source: string, dest: string, timeoutMs = 60_000, base = '/'): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    rmSync(dest, { recursive: true, force: true })
    let missing: string[] = ['index.html']
    try {
      cpSync(source, dest, { recursive: true })
      missing = existsSync(join(dest, 'index.html'))
        ? namedAssets(dest, base).filter((file) => !existsSync(join(dest, file)))
        : ['index.html']
    } catch {
      /* a file vanished during the copy: a build is running */
    }
    if (missing.length === 0) return
    if (Date.now() > deadline)
      throw new Error(
        `${shortPath(source)} stayed incomplete for ${timeoutMs / 1000} s (missing ${missing.join(', ')}): is a build failing?`,
      )
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** Kills every server started here that still runs; synchronous, so safe in an 'exit' handler. */
export function killSiteServers(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  running.clear()
}

function lastLines(file: string, n = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-n).join('\n')
  } catch {
    return '(no output)'
  }
}

/** POST /test with {} until it answers {code: 'success'}: the server has migrated, seeded and listens. */
async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(2000),
    })
    if (!response.ok) return false
    const json = (await response.json()) as { code?: string }
    return json.code === 'success'
  } catch {
    return false
  }
}

/** Starts the built server and resolves once it answers; rejects with the end of its log if it dies or hangs. */
export async function startSiteServer(options: StartSiteOptions = {}): Promise<SiteServer> {
  const webDist = options.webDist ?? WEB_DIST
  ensureBuilds(webDist)
  mkdirSync(ARTIFACTS, { recursive: true })
  const logFile = join(ARTIFACTS, options.logName ?? `server-${new Date().toISOString().replace(/[:.]/g, '-')}.log`)
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? ''
  // On PostgreSQL the folder still holds the server's stored files and image cache.
  const ownDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ibr-site-'))
  const webCopy = options.copyWeb === false ? undefined : mkdtempSync(join(tmpdir(), 'ibr-web-'))
  if (webCopy) {
    try {
      await copyWebDist(webDist, webCopy)
    } catch (error) {
      rmSync(webCopy, { recursive: true, force: true })
      if (ownDir) rmSync(dataDir, { recursive: true, force: true })
      throw error
    }
  }
  // The console is served when it is built; a copy for the same reason as the site's.
  const consoleCopy = existsSync(join(CONSOLE_DIST, 'index.html')) ? mkdtempSync(join(tmpdir(), 'ibr-console-')) : undefined
  if (consoleCopy) await copyWebDist(CONSOLE_DIST, consoleCopy, 60_000, '/console/')
  const port = options.port ?? (await freePort())
  const env = serverEnv()
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // These tests read pages beside their own Chromium on a busy machine, where the loop's delay
    // passes the shedding limit for reasons of the machine, not of the server: shedding is tested in
    // apps/server (http/overload.test.ts) and measured in bench/overload-bench.ts.
    OVERLOAD_SAMPLE_MS: '0',
    // Every page of every test comes from this one address: its page views must not be refused.
    STATS_RATE_LIMIT: '1000000',
    WEB_DIST: webCopy ?? webDist,
    ...(consoleCopy ? { CONSOLE_DIST: consoleCopy } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  })

  const log = openSync(logFile, 'w')
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', log, log] })
  closeSync(log)
  running.add(child)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.on('exit', killSiteServers)
  }
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })

  const baseUrl = `http://127.0.0.1:${port}`
  let stopped = false
  const server: SiteServer = {
    baseUrl,
    port,
    pid: child.pid ?? 0,
    logFile,
    dataDir,
    webDist: webCopy ?? webDist,
    database: databaseUrl ? 'postgresql' : 'embedded',
    async stop() {
      if (stopped) return
      stopped = true
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        // The server drains requests in flight for up to SHUTDOWN_GRACE_MS (10 s by default).
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
        await exited
        clearTimeout(timer)
      }
      running.delete(child)
      if (ownDir) rmSync(dataDir, { recursive: true, force: true })
      if (webCopy) rmSync(webCopy, { recursive: true, force: true })
      if (consoleCopy) rmSync(consoleCopy, { recursive: true, force: true })
    },
  }

  const timeoutMs = options.readyTimeoutMs ?? 180_000
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await server.stop()
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready; the end of ${shortPath(logFile)}:\n${lastLines(logFile)}`,
      )
    }
    if (await isReady(baseUrl)) return server
    if (Date.now() > deadline) {
      await server.stop()
      throw new Error(
        `the server did not answer POST /test within ${timeoutMs / 1000} s; the end of ${shortPath(logFile)}:\n${lastLines(logFile)}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** POST JSON to the site's API; resolves retMap of a {code: 'success'} answer, throws with the answer otherwise. */
export async function api<T = Record<string, unknown>>(baseUrl: string, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Every call carries the language; zh unless the caller says otherwise.
    body: JSON.stringify({ lang: 'zh', ...body }),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  let json: { code?: string; retMap?: T } | undefined
  try {
    json = JSON.parse(text) as { code?: string; retMap?: T }
  } catch {
    /* reported below */
  }
  if (!response.ok || json?.code !== 'success' || json.retMap === undefined) {
    throw new Error(`POST ${path} ${JSON.stringify(body)} → ${response.status} ${text.slice(0, 300)}`)
  }
  return json.retMap
}
