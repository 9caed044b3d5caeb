/**
 * The deploy suite binds fixed ports (31000-31999) and one database name: two runs on one machine (a
 * developer's beside CI's, or two checkouts) would answer each other's requests. A run takes this
 * lock first and waits while another live run holds it; a lock left by a process that died is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const LOCK_DIR = join(tmpdir(), 'ibr-deploy-tests.lock')
const OWNER = join(LOCK_DIR, 'pid')

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function holder(): number | undefined {
  try {
    return Number(readFileSync(OWNER, 'utf8')) || undefined
  } catch {
    return undefined
  }
}

/** Resolves once this process holds the lock; `say` hears once that it waits and for whom. */
export async function takeMachineLock(timeoutMs: number, say: (line: string) => void): Promise<() => void> {
  const deadline = Date.now() + timeoutMs
  let told = false
  for (;;) {
    try {
      mkdirSync(LOCK_DIR)
      writeFileSync(OWNER, String(process.pid))
      return () => rmSync(LOCK_DIR, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const pid = holder()
    // Made but not yet named (the holder is between its two calls), or named by a process now gone.
    if (pid !== undefined && !alive(pid)) {
      rmSync(LOCK_DIR, { recursive: true, force: true })
      continue
    }
    if (Date.now() > deadline) throw new Error(`another run of the deploy tests (pid ${pid}) held ${LOCK_DIR} for too long`)
    if (!told) say(`deploy: waiting for another run of the deploy tests (pid ${pid ?? 'starting'}) to finish`)
    told = true
    await new Promise((r) => setTimeout(r, 1000))
  }
}
