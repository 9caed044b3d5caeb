/**
 * Debian's Prometheus run as a child process for a test: its configuration and its storage in a
 * folder of its own, its web API on a free loopback port; stopped and removed by `stop()`.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, vi } from 'vitest'

export interface PrometheusRun {
  /** The web API's address, e.g. http://127.0.0.1:40123. */
  url: string
  /** The folder holding prometheus.yml and the storage. */
  dir: string
  /** An instant query's result vector (`/api/v1/query`). */
  query(expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]>
  /** GET a path of the web API and read its `data`. */
  api<T = any>(path: string): Promise<T>
  /** What Prometheus wrote to its standard error (its log), for a failure's message. */
  log(): string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * Starts Prometheus on `config` (the text of prometheus.yml; `files` are written beside it) and
 * resolves once it answers /-/ready. Its web port is a free one unless `options.port` names one.
 */
export async function startPrometheus(
  bin: string,
  config: string,
  files: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<PrometheusRun> {
  const dir = mkdtempSync(join(tmpdir(), 'ibr-prometheus-'))
  const configFile = join(dir, 'prometheus.yml')
  writeFileSync(configFile, config)
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    bin,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--storage.tsdb.retention.time=1h',
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running = () => child.exitCode === null && child.signalCode === null

  const stop = async () => {
    if (running()) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }

  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${url}${path}`)
    const body = (await res.json()) as { status: string; data: T; error?: string }
    if (body.status !== 'success') throw new Error(`${path}: ${body.error ?? res.status}`)
    return body.data
  }

  try {
    await Promise.race([
      vi.waitFor(async () => expect((await fetch(`${url}/-/ready`)).status).toBe(200), { timeout: 60_000, interval: 200 }),
      exited.then(() => {
        throw new Error(`prometheus exited (${child.exitCode ?? child.signalCode}):\n${stderr}`)
      }),
    ])
  } catch (error) {
    await stop()
    throw error
  }

  return {
    url,
    dir,
    api,
    query: async (expr) => (await api<{ result: any[] }>(`/api/v1/query?query=${encodeURIComponent(expr)}`)).result,
    log: () => stderr,
    stop,
  }
}
