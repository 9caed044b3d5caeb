/**
 * Child processes of the benchmark: the real server and the baseline. Each runs in its own process
 * so its memory can be read from /proc and so the load generator (this process) does not share an
 * event loop with it. Every child is registered and killed when the benchmark ends, however it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { nodeSettings } from '../apps/server/src/node-settings.js'
import { SERVER_BUNDLE } from '../apps/server/src/server-bundle.js'

export { SERVER_BUNDLE } from '../apps/server/src/server-bundle.js'

const children = new Set<ChildProcess>()

/**
 * Node's flags for a server on `databaseUrl`'s database (the embedded one without): those the
 * server's start script picks (apps/server/src/node-settings.ts; docs/benchmarks.md says why), or
 * `BENCH_NODE_FLAGS` (space-separated) instead, to compare two settings with the same benchmark.
 */
export function serverNodeFlags(databaseUrl: string | undefined): string[] {
  const given = process.env.BENCH_NODE_FLAGS
  return given ? given.split(' ').filter(Boolean) : nodeSettings(databaseUrl).flags
}

/** Kills what is still running; safe to call from an 'exit' handler (synchronous). */
export function killAllChildren(signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  }
  children.clear()
}

/**
 * The environment of a server started for a test or a benchmark: the caller's, less every setting
 * config.ts reads (`.env.example` lists exactly those, and a server test holds it to that), so
 * nothing leaks in from the shell and every run serves the same.
 */
export function serverEnv(): NodeJS.ProcessEnv {
  const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8')
  // The start script's memory settings (MALLOC_ARENA_MAX, the same on both databases), unless the caller's environment sets them.
  const env: NodeJS.ProcessEnv = { ...nodeSettings(undefined).env, ...process.env }
  for (const [, key] of example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)) delete env[key!]
  return env
}

/** A port nobody listens on right now: bind to 0, read the port the kernel chose, release it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export interface HttpAnswer {
  status: number
  contentType: string
  body: Buffer
}

/**
 * POST with a JSON body through node:http, without Accept-Encoding: autocannon sends none either,
 * so these are the exact bytes the load test receives (fetch would ask for gzip and unpack it).
 */
export function postJson(port: number, path: string, body: unknown, timeoutMs = 30_000): Promise<HttpAnswer> {
  const payload = Buffer.from(JSON.stringify(body))
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        timeout: timeoutMs,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer in ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end(payload)
  })
}

export interface Managed {
  name: string
  port: number
  pid: number
  child: ChildProcess
  /** The last lines the process wrote, for error messages. */
  output(): string
  stop(): Promise<void>
}

export interface StartOptions {
  name: string
  args: string[]
  env: NodeJS.ProcessEnv
  cwd: string
  port: number
  /** POSTed ({}) until it answers 200: /test reads the database, so 200 means ready to serve. */
  readyPath: string
  readyTimeoutMs?: number
  /** A file descriptor the process's standard output goes to (its log), instead of a pipe to this process. */
  stdout?: number
}

/** Spawns `node <args>` and resolves once readyPath answers 200; rejects with its output if it dies. */
export async function startProcess(options: StartOptions): Promise<Managed> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', options.stdout ?? 'pipe', 'pipe'],
  })
  children.add(child)
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    if (lines.length > 40) lines.splice(0, lines.length - 40)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const managed: Managed = {
    name: options.name,
    port: options.port,
    pid: child.pid ?? 0,
    child,
    output: () => lines.join('\n'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        // The server drains requests in flight for up to SHUTDOWN_GRACE_MS (10 s by default).
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
        await exited
        clearTimeout(timer)
      }
      children.delete(child)
    },
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child)
      throw new Error(`${options.name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${managed.output()}`)
    }
    const answer = await postJson(options.port, options.readyPath, {}, 2000).catch(() => undefined)
    if (answer?.status === 200) return managed
    if (Date.now() > deadline) {
      await managed.stop()
      throw new Error(`${options.name} not ready after ${(options.readyTimeoutMs ?? 180_000) / 1000} s:\n${managed.output()}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * The built server on the demo content, on a free port of 127.0.0.1 with its data in `dataDir`,
 * logging warnings only and run with the node flags of its database; `settings` add to its
 * environment or override it (DATABASE_URL among them).
 */
export async function startDemoServer(name: string, dataDir: string, settings: Record<string, string> = {}): Promise<Managed> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...serverEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...settings,
  }
  return startProcess({
    name,
    args: [...serverNodeFlags(env.DATABASE_URL), SERVER_BUNDLE],
    env,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    port,
    readyPath: '/test',
  })
}

/** VmRSS (now) and VmHWM (the peak since the process started) in MB, from /proc/<pid>/status. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
  } catch {
    return undefined
  }
}

/**
 * Samples VmRSS every 100 ms while a case runs. VmHWM alone cannot say which case the peak came
 * from (it includes start-up and the demo seed), so each case also gets the peak seen during it.
 */
export function sampleRss(pid: number): { stop(): number } {
  let peak = memoryOf(pid)?.rssMb ?? 0
  const timer = setInterval(() => {
    const m = memoryOf(pid)
    if (m && m.rssMb > peak) peak = m.rssMb
  }, 100)
  return {
    stop() {
      clearInterval(timer)
      const m = memoryOf(pid)
      if (m && m.rssMb > peak) peak = m.rssMb
      return peak
    },
  }
}
