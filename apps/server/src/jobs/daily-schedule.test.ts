// PostgreSQL pass: two instances with connections of their own take the day's run of a daily job.
/**
 * A job run daily at a time of a zone (the daily backup at BACKUP_TIME): declared for that time's
 * next occurrence, run once per occurrence across two instances, then the next day's; a changed time
 * moves it, a run already due keeps it, and a schedule of every 24 hours from an earlier release is
 * brought to the time. Where each day's run falls is daily-time.test.ts's, with the clock given.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jobWorkers } from '../test/job-workers.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { nextDailyRun, parseDailyTime } from './daily-time.js'
import type { JobDefinition } from './job-queue.js'

let a: TestApp
let b: TestApp
const workers = jobWorkers()
const worker = workers.worker

beforeAll(async () => {
  a = await createTestApp()
  b = await createTestApp({}, { sameDatabaseAs: a })
})
afterAll(async () => {
  await workers.stop()
  await b?.close()
  await a?.close()
})

let serial = 0
const jobName = () => `test.daily.${process.pid}.${++serial}`
const ZONE = 'Europe/Berlin'

async function nextRunAt(name: string): Promise<number> {
  const row = await a.deps.db.selectFrom('job_schedule').select('next_run_at').where('name', '=', name).executeTakeFirstOrThrow()
  return new Date(row.next_run_at).getTime()
}

const makeDue = (name: string) =>
  a.deps.db
    .updateTable('job_schedule')
    .set({ next_run_at: sql<Date>`now() - interval '1 second'` })
    .where('name', '=', name)
    .execute()

/** The runs at `time` that may be next for a poll made between `from` and `to`. */
const nextBetween = (from: number, to: number, time: string) => [
  ...new Set([from, to].map((at) => nextDailyRun(new Date(at), parseDailyTime(time)!, ZONE).getTime())),
]

describe('a job run daily at a time of the zone', () => {
  it('waits for the next occurrence, runs it on one instance only, then waits for the next day', async () => {
    const name = jobName()
    const ran = vi.fn(async () => {})
    const definition: JobDefinition = { name, dailyAt: { time: '03:17', timeZone: ZONE }, run: ran }
    const first = worker(a, [definition])
    const second = worker(b, [definition])
    const before = Date.now()
    await Promise.all([first.poll(), second.poll()])
    expect(nextBetween(before, Date.now(), '03:17')).toContain(await nextRunAt(name))
    expect(ran).not.toHaveBeenCalled()

    for (let day = 1; day <= 3; day++) {
      await makeDue(name)
      const polled = Date.now()
      await Promise.all([first.poll(), second.poll(), first.poll(), second.poll()])
      expect(ran).toHaveBeenCalledTimes(day)
      expect(nextBetween(polled, Date.now(), '03:17')).toContain(await nextRunAt(name))
    }
  })

  it('moves to a changed time at the next start, but keeps a run already due', async () => {
    const name = jobName()
    const ran = vi.fn(async () => {})
    await worker(a, [{ name, dailyAt: { time: '03:17', timeZone: ZONE }, run: ran }]).poll()
    const before = Date.now()
    await worker(b, [{ name, dailyAt: { time: '21:45', timeZone: ZONE }, run: ran }]).poll()
    expect(nextBetween(before, Date.now(), '21:45')).toContain(await nextRunAt(name))
    expect(ran).not.toHaveBeenCalled()

    await makeDue(name)
    const polled = Date.now()
    await worker(a, [{ name, dailyAt: { time: '03:17', timeZone: ZONE }, run: ran }]).poll()
    expect(ran).toHaveBeenCalledOnce()
    expect(nextBetween(polled, Date.now(), '03:17')).toContain(await nextRunAt(name))
  })

  it('brings a schedule of every 24 hours, as an earlier release kept it, to the time', async () => {
    const name = jobName()
    await a.deps.db
      .insertInto('job_schedule')
      .values({ name, every_seconds: 86400, next_run_at: sql<Date>`now() + interval '25 minutes'` })
      .execute()
    const before = Date.now()
    await worker(a, [{ name, dailyAt: { time: '03:17', timeZone: ZONE }, run: async () => {} }]).poll()
    expect(nextBetween(before, Date.now(), '03:17')).toContain(await nextRunAt(name))
  })

  it('refuses a time that is not HH:MM when the queue is made', () => {
    expect(() => worker(a, [{ name: jobName(), dailyAt: { time: '3:17', timeZone: ZONE }, run: async () => {} }])).toThrow(
      /runs daily at "3:17", which is not HH:MM/,
    )
  })
})
