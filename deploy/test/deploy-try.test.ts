import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
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

/** `npm run deploy:try` after its build step, on ports of its own, on the layout's (already migrated) database. */
async function startTry(ports: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ibr-deploy-try-test-'))
  const args = ['--conditions=source', '--import', 'tsx', 'deploy/tools/deploy-try.ts', '--https-port', '31643', '--http-port', '31280']
  args.push('--ports', ports, '--database-url', inject('databaseUrl'), '--data-dir', dataDir)
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_LEVEL: 'warn' } })
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
