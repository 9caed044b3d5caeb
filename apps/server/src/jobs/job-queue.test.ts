// PostgreSQL pass: two workers claim jobs over connections of their own (SKIP LOCKED), woken by NOTIFY.
/**
 * The job queue's promises, with two workers on one database: on PostgreSQL (DATABASE_URL) two
 * instances with their own connections and listeners, as two processes have; on the embedded
 * database two workers in one process.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jobWorkers } from '../test/job-workers.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import type { JobDefinition } from './job-queue.js'

let a: TestApp
let b: TestApp
const workers = jobWorkers()
const worker = workers.worker
const onPostgres = Boolean(process.env.DATABASE_URL)

beforeAll(async () => {
  a = await createTestApp()
  b = await createTestApp({}, { sameDatabaseAs: a })
})
afterAll(async () => {
  await workers.stop()
  await b.close()
  await a.close()
})

let serial = 0
/** A job name of the test's own, so no test claims another's jobs. */
const jobName = (what: string) => `test.${what}.${++serial}`

const rows = (name: string) => a.deps.db.selectFrom('job').selectAll().where('name', '=', name).execute()
const expireLeases = (name: string) =>
  a.deps.db
    .updateTable('job')
    .set({ run_at: sql<Date>`now() - interval '1 second'` })
    .where('name', '=', name)
    .execute()

/** A job run that waits until the test lets it finish. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

describe('job queue', () => {
  it('runs every job exactly once with two workers polling side by side', async () => {
    const name = jobName('once')
    const runs: number[] = []
    const definition: JobDefinition<{ n: number }> = {
      name,
      run: async ({ n }) => {
        runs.push(n)
        await new Promise((resolve) => setImmediate(resolve))
      },
    }
    const first = worker(a, [definition])
    const second = worker(b, [definition])
    for (let n = 0; n < 40; n++) await first.enqueue(name, { n })
    await Promise.all([first.start(), second.start()])
    await vi.waitFor(async () => expect(await rows(name)).toEqual([]), { timeout: 20_000, interval: 50 })
    expect(runs.toSorted((x, y) => x - y)).toEqual([...Array(40).keys()])
    await Promise.all([first.stop(), second.stop()])
  })

  it('wakes an idle worker as soon as a job is queued, without waiting for its next poll', async () => {
    const name = jobName('wake')
    const ran = vi.fn(async () => {})
    const definition: JobDefinition = { name, run: ran }
    const idle = worker(b, [definition], 600_000)
    await idle.start()
    // On PostgreSQL the other instance queues it (NOTIFY); embedded, the same one (one process, one database).
    const sender = onPostgres ? worker(a, [definition]) : idle
    await sender.enqueue(name)
    await vi.waitFor(() => expect(ran).toHaveBeenCalledOnce(), { timeout: 1000, interval: 20 })
    await idle.stop()
  })

  it('queues a unique key once while it waits, and again once it has run', async () => {
    const name = jobName('unique')
    const queue = worker(a, [{ name, run: async () => {} }])
    expect(await queue.enqueue(name, { file: 1 }, { uniqueKey: `${name}:1` })).toBe(true)
    expect(await queue.enqueue(name, { file: 1 }, { uniqueKey: `${name}:1` })).toBe(false)
    expect(await queue.enqueue(name, { file: 2 }, { uniqueKey: `${name}:2` })).toBe(true)
    expect(await queue.poll()).toBe(2)
    expect(await queue.enqueue(name, { file: 1 }, { uniqueKey: `${name}:1` })).toBe(true)
  })

  it('queues nothing when the transaction it was queued in rolls back', async () => {
    const name = jobName('rollback')
    const queue = worker(a, [{ name, run: async () => {} }])
    await expect(
      a.deps.db.transaction().execute(async (trx) => {
        await queue.enqueue(name, {}, { db: trx })
        throw new Error('the surrounding write failed')
      }),
    ).rejects.toThrow('the surrounding write failed')
    expect(await rows(name)).toEqual([])
  })

  it('does not run a job before its time', async () => {
    const name = jobName('later')
    const queue = worker(a, [{ name, run: async () => {} }])
    await queue.enqueue(name, {}, { runAt: new Date(Date.now() + 3600_000) })
    expect(await queue.poll()).toBe(0)
    expect(await rows(name)).toHaveLength(1)
  })

  it('retries a failed job after a pause that doubles, and keeps the error', async () => {
    const name = jobName('retry')
    let calls = 0
    const queue = worker(a, [
      {
        name,
        retrySeconds: 60,
        run: async () => {
          calls += 1
          if (calls < 3) throw new Error(`failure ${calls}`)
        },
      },
    ])
    await queue.enqueue(name)
    const pauseAfter = async (attempt: number) => {
      const [row] = await rows(name)
      expect(row).toMatchObject({ state: 'queued', attempts: attempt, last_error: expect.stringContaining(`failure ${attempt}`) })
      return (new Date(row!.run_at).getTime() - Date.now()) / 1000
    }
    expect(await queue.poll()).toBe(1)
    expect(await pauseAfter(1)).toBeGreaterThan(50)
    expect(await queue.poll()).toBe(0)
    await expireLeases(name)
    expect(await queue.poll()).toBe(1)
    expect(await pauseAfter(2)).toBeGreaterThan(110)
    await expireLeases(name)
    expect(await queue.poll()).toBe(1)
    expect(calls).toBe(3)
    expect(await rows(name)).toEqual([])
  })

  it('gives a job up after its last attempt, keeps it, and tells its definition once', async () => {
    const name = jobName('give-up')
    const run = vi.fn(async () => {
      throw new Error('always')
    })
    const givenUp = vi.fn(async () => {})
    // One at a time: with a retry due at once, a second claim in the same pass could take the
    // job again as soon as its first attempt failed, and each poll is meant to be one attempt.
    const queue = worker(a, [{ name, maxAttempts: 3, retrySeconds: 0, run, givenUp }], 50, 1)
    await queue.enqueue(name, { n: 7 })
    for (let i = 0; i < 3; i++) {
      expect(givenUp).not.toHaveBeenCalled()
      expect(await queue.poll()).toBe(1)
    }
    expect(await queue.poll()).toBe(0)
    expect(run).toHaveBeenCalledTimes(3)
    expect(givenUp.mock.calls).toEqual([[{ n: 7 }, 'always']])
    expect(await rows(name)).toMatchObject([{ state: 'failed', attempts: 3, last_error: expect.stringContaining('always') }])
    // A given-up job does not hold its key.
    expect(await queue.enqueue(name, {}, { uniqueKey: 'same' })).toBe(true)
  })

  it('lets another instance take over a job whose lease ran out, and ignores the first worker when it comes back', async () => {
    const name = jobName('lease')
    const held = gate()
    const ranOn: string[] = []
    const definition = (instance: string, behave: () => Promise<void>): JobDefinition => ({
      name,
      retrySeconds: 3600,
      run: async () => {
        ranOn.push(instance)
        await behave()
      },
    })
    const hung = worker(a, [definition('a', () => held.opened)])
    const other = worker(b, [
      definition('b', async () => {
        throw new Error('failed on b')
      }),
    ])
    await hung.enqueue(name)
    const hungPoll = hung.poll()
    await vi.waitFor(async () => expect(await rows(name)).toMatchObject([{ state: 'running', attempts: 1 }]))
    // Still leased: nobody else takes it.
    expect(await other.poll()).toBe(0)
    await expireLeases(name)
    expect(await other.poll()).toBe(1)
    expect(await rows(name)).toMatchObject([{ state: 'queued', attempts: 2, last_error: expect.stringContaining('failed on b') }])
    // The first worker finishes late: its attempt is no longer the job's, so the job stays queued.
    held.open()
    await hungPoll
    expect(ranOn).toEqual(['a', 'b'])
    expect(await rows(name)).toMatchObject([{ state: 'queued', attempts: 2 }])
  })

  it('gives a job up when its last attempt ran out of its lease, without running it again', async () => {
    const name = jobName('lease-last')
    const held = gate()
    const run = vi.fn(() => held.opened)
    const givenUp = vi.fn(async () => {})
    const hung = worker(a, [{ name, maxAttempts: 1, run, givenUp }])
    const other = worker(b, [{ name, maxAttempts: 1, run, givenUp }])
    await hung.enqueue(name)
    const hungPoll = hung.poll()
    await vi.waitFor(async () => expect(await rows(name)).toMatchObject([{ state: 'running' }]))
    await expireLeases(name)
    expect(await other.poll()).toBe(1)
    expect(run).toHaveBeenCalledOnce()
    expect(await rows(name)).toMatchObject([{ state: 'failed', last_error: expect.stringContaining('lease') }])
    expect(givenUp.mock.calls).toEqual([[{}, expect.stringContaining('lease')]])
    held.open()
    await hungPoll
    // The first worker's late end changes nothing, and does not tell the definition again.
    expect(givenUp).toHaveBeenCalledOnce()
  })

  it('runs each occurrence of a recurring job on one instance only', async () => {
    const name = jobName('every')
    const ran = vi.fn(async () => {})
    const definition: JobDefinition = { name, everySeconds: 3600, run: ran }
    const first = worker(a, [definition])
    const second = worker(b, [definition])
    for (let occurrence = 1; occurrence <= 5; occurrence++) {
      await Promise.all([first.poll(), second.poll(), first.poll(), second.poll()])
      expect(ran).toHaveBeenCalledTimes(occurrence)
      const schedule = await a.deps.db.selectFrom('job_schedule').selectAll().where('name', '=', name).executeTakeFirstOrThrow()
      expect(new Date(schedule.next_run_at).getTime()).toBeGreaterThan(Date.now() + 3500_000)
      await a.deps.db
        .updateTable('job_schedule')
        .set({ next_run_at: sql<Date>`now() - interval '1 second'` })
        .where('name', '=', name)
        .execute()
    }
  })

  it('stops taking jobs on stop, and waits for the one running', async () => {
    const name = jobName('stop')
    const held = gate()
    const run = vi.fn(() => held.opened)
    const queue = worker(a, [{ name, run }])
    await queue.start()
    await queue.enqueue(name, { n: 1 })
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce())
    let stopped = false
    const stopping = queue.stop().then(() => (stopped = true))
    await queue.enqueue(name, { n: 2 })
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false)
    held.open()
    await stopping
    expect(run).toHaveBeenCalledOnce()
    expect((await rows(name)).map((r) => r.payload)).toEqual([{ n: 2 }])
  })
})
