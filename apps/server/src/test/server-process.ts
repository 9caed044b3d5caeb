import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { SERVER_BUNDLE } from '../server-bundle.js'

/** The built server (production starts it through dist/start.js, with memory flags); tests of several processes need `npm run build` first. */
export const MAIN_JS = SERVER_BUNDLE

export async function freePort(): Promise<number> {
  const probe = createServer()
  const port = await new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
  )
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export interface ServerProcess {
  base: string
  child: ChildProcess
  /** What the instance has logged so far, one parsed JSON line each. */
  log: Record<string, unknown>[]
  /** Everything it wrote to standard error (a failed start says why there). */
  stderr(): string
  /** Resolves with the exit code (null after a signal) once the process has left. */
  exited: Promise<number | null>
  /** SIGTERM, and resolves once it has exited. */
  stop(): Promise<void>
}

export interface SpawnOptions {
  /** Runs src/main.ts through tsx, as `npm run dev` does: the code as it stands, no build needed. */
  fromSource?: boolean
}

const SERVER_ROOT = join(import.meta.dirname, '..', '..')

/**
 * Starts the server as its own process on a free loopback port with `env` (DATA_DIR and the database
 * among it) and returns at once: for a test of how it starts, or refuses to. Shedding is off for
 * the reason test-app.ts gives.
 */
export async function spawnServerProcess(env: Record<string, string>, options: SpawnOptions = {}): Promise<ServerProcess> {
  if (!options.fromSource && !existsSync(MAIN_JS))
    throw new Error(`${MAIN_JS} is missing: build the server first (npm run build; npm test builds it before the tests)`)
  const port = await freePort()
  const args = options.fromSource ? ['--conditions=source', '--import', 'tsx', 'src/main.ts'] : [MAIN_JS]
  const child = spawn(process.execPath, args, {
    cwd: options.fromSource ? SERVER_ROOT : undefined,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', OVERLOAD_SAMPLE_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: Record<string, unknown>[] = []
  let rest = ''
  let errors = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop()!
    for (const line of lines) if (line.startsWith('{')) log.push(JSON.parse(line) as Record<string, unknown>)
  })
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  return { base: `http://127.0.0.1:${port}`, child, log, stderr: () => errors, exited, stop }
}

/**
 * Starts the server as spawnServerProcess does (the built one unless `fromSource`) and resolves once
 * it answers, or rejects when it exits first or is not ready within `readyMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  readyMs = 30_000,
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  const server = await spawnServerProcess(env, options)
  const deadline = Date.now() + readyMs
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`an instance exited before it was ready: ${server.stderr().trim()}`)
    const ready = await fetch(`${server.base}/test`, { method: 'POST' })
      .then((r) => r.ok)
      .catch(() => false)
    if (ready) return server
    if (Date.now() > deadline) {
      await server.stop()
      throw new Error(`an instance was not ready in ${readyMs / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The first answer to GET `path` once the server listens, whatever its status; undefined when it exits first or within `ms` gives none. */
export async function firstAnswer(
  server: ServerProcess,
  path: string,
  ms = 90_000,
): Promise<{ status: number; body: unknown } | undefined> {
  const deadline = Date.now() + ms
  while (server.child.exitCode === null && Date.now() < deadline) {
    const answer = await fetch(`${server.base}${path}`).then(
      async (res) => ({ status: res.status, body: (await res.json()) as unknown }),
      () => undefined,
    )
    if (answer) return answer
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return undefined
}
