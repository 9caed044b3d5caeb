import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
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
  /** SIGTERM, and resolves once it has exited. */
  stop(): Promise<void>
}

/**
 * Starts the built server as its own process on a free loopback port with `env` (DATA_DIR and the
 * database among it) and resolves once it answers, or rejects when it exits first or is not ready
 * within `readyMs`. Shedding is off for the reason test-app.ts gives.
 */
export async function startServerProcess(env: Record<string, string>, readyMs = 30_000): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, [MAIN_JS], {
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + readyMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`an instance exited before it was ready: ${errors.trim()}`)
    const ready = await fetch(`${base}/test`, { method: 'POST' })
      .then((r) => r.ok)
      .catch(() => false)
    if (ready) return { base, child, log, stderr: () => errors, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`an instance was not ready in ${readyMs / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
