import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, inject, it, vi } from 'vitest'
import type { LayoutState } from '../tools/layout.js'
import { ROOT } from '../tools/nginx-site.js'

/** Whether the process still runs (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Every process below `pid` (its children, theirs…), read from ps. */
function descendants(pid: number): number[] {
  const rows = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number])
  const below = (parent: number): number[] => rows.filter(([, ppid]) => ppid === parent).flatMap(([child]) => [child, ...below(child)])
  return below(pid)
}

/**
 * `npm run deploy:try` after its build step, on ports of its own, on the layout's (already migrated)
 * database: deploy/tools/deploy-try.ts itself, or through npm as an operator types it (`--no-build`:
 * the tree is built).
 */
async function startTry(ports: string, via: 'node' | 'npm' = 'node') {
  const dataDir = mkdtempSync(join(tmpdir(), 'ibr-deploy-try-test-'))
  const args = [
    '--https-port',
    '31643',
    '--http-port',
    '31280',
    '--ports',
    ports,
    '--database-url',
    inject('databaseUrl'),
    '--data-dir',
    dataDir,
  ]
  const [command, argv] =
    via === 'npm'
      ? ['npm', ['run', '--silent', 'deploy:try', '--', '--no-build', ...args]]
      : [process.execPath, ['--conditions=source', '--import', 'tsx', 'deploy/tools/deploy-try.ts', ...args]]
  const child = spawn(command, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'warn' } })
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => (output += c.toString()))
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Ctrl+C stops everything') && resolve())
    void exited.then((code) => reject(new Error(`deploy-try exited (${code}):\n${output}`)))
  })
  const layoutFile = /^> layout: (\S+)$/m.exec(output)![1]!
  const state = JSON.parse(readFileSync(layoutFile, 'utf8')) as LayoutState
  return {
    child,
    exited,
    output: () => output,
    state,
    dir: dirname(layoutFile),
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  }
}

describe('npm run deploy:try', () => {
  it('stops everything when npm itself is sent SIGTERM, as a service manager or `kill <npm pid>` does', async () => {
    const run = await startTry('31014', 'npm')
    try {
      const { state } = run
      // npm, then its script's node (no shell between: `exec`), then deploy-try.ts, nginx and the instance.
      const below = descendants(run.child.pid!)
      const command = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
      expect(command(below[0]!)).toMatch(/^\S*node scripts\/deploy-try\.mjs /)
      expect(below).toEqual(expect.arrayContaining([state.nginxPid, ...state.instances.map((i) => i.pid)]))
      expect(below.every(alive)).toBe(true)

      run.child.kill('SIGTERM')
      expect(await run.exited).toBe(0)
      await vi.waitFor(() => expect(below.filter(alive)).toEqual([]), { timeout: 30_000, interval: 200 })
      expect(run.output()).toContain('> SIGTERM: stopping nginx, then the instances')
      expect(existsSync(run.dir)).toBe(false)
    } finally {
      if (run.child.exitCode === null && run.child.signalCode === null) {
        run.child.kill('SIGTERM')
        await run.exited
      }
      run.cleanup()
    }
  })

  // Ctrl+C in a terminal is a SIGINT; a service manager sends SIGTERM. One instance is enough for the second.
  for (const [signal, ports] of [
    ['SIGTERM', '31011,31012'],
    ['SIGINT', '31013'],
  ] as const) {
    it(`says what it started and stops all of it on ${signal}`, async () => {
      const run = await startTry(ports)
      try {
        const { state } = run
        expect(state.https).toBe('https://localhost:31643')
        expect(run.output()).toContain(`> nginx: pid ${state.nginxPid} `)
        for (const instance of state.instances) {
          expect(run.output()).toContain(`pid ${instance.pid} on http://127.0.0.1:${instance.port}`)
        }
        const pids = [state.nginxPid, ...state.instances.map((i) => i.pid)]
        expect(pids.every(alive)).toBe(true)

        run.child.kill(signal)
        expect(await run.exited).toBe(0)
        expect(pids.filter(alive)).toEqual([])
        // The folder held the certificate's private key.
        expect(existsSync(run.dir)).toBe(false)
      } finally {
        if (run.child.exitCode === null && run.child.signalCode === null) {
          run.child.kill('SIGTERM')
          await run.exited
        }
        run.cleanup()
      }
    })
  }
})
