// PostgreSQL pass: the batch's writes (arrays unnested, upserts) and the day's close on the server's version; two instances sharing a day's salt.
/**
 * Days are the site's: a view just before midnight in the site's zone counts on that day, one just
 * after on the next. Each day has its own salt, so one reader makes different hashes on two days;
 * closing a day deletes its salt and visitor hashes and keeps its counts.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDay } from '../../lib/dates.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { statsJobs } from './stats-jobs.js'
import { statsRecorder } from './stats-recorder.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const reader = { address: '192.0.2.50', userAgent: 'DayTest/1.0' }
const body = { page: '/home', screen: 'desktop' as const }

function recorderAt(clock: { now: Date }, app: TestApp = t) {
  return statsRecorder(
    app.deps.db,
    { timeZone: 'Asia/Shanghai', site: 'test', flushMs: 60_000, ratePerMinute: 100, now: () => clock.now },
    t.app.log,
  )
}

const site = async () =>
  (
    await sql<{ day: string; views: number; visitors: number }>`select day::text as day, views, visitors from stats_daily
      where dim = 'site' order by day`.execute(t.deps.db)
  ).rows

describe('days in the site zone', () => {
  it('counts a view at 23:59:59 Beijing time on that day and one a second later on the next, each with its own salt', async () => {
    const clock = { now: new Date('2026-03-01T15:59:59Z') }
    const recorder = recorderAt(clock)
    recorder.hit(body, 'zh', reader)
    await recorder.flush()
    clock.now = new Date('2026-03-01T16:00:00Z')
    recorder.hit(body, 'zh', reader)
    recorder.hit(body, 'zh', reader)
    await recorder.flush()
    await recorder.stop()
    expect((await site()).filter((r) => r.day.startsWith('2026-03'))).toEqual([
      { day: '2026-03-01', views: 1, visitors: 1 },
      { day: '2026-03-02', views: 2, visitors: 1 },
    ])
    const salts = await sql<{ day: string; salt: string }>`select day::text as day, salt from stats_salt
      where day in ('2026-03-01', '2026-03-02') order by day`.execute(t.deps.db)
    expect(salts.rows).toHaveLength(2)
    expect(salts.rows[0]!.salt).not.toBe(salts.rows[1]!.salt)
    const hashes = await sql<{
      hash: string
    }>`select hash from stats_visitor where page = '' and day in ('2026-03-01', '2026-03-02')`.execute(t.deps.db)
    expect(new Set(hashes.rows.map((r) => r.hash)).size).toBe(2)
  })

  it("closing the days before today deletes yesterday's salt and visitor hashes, keeps today's and every count", async () => {
    const clock = { now: new Date() }
    const recorder = recorderAt(clock)
    clock.now = new Date(Date.now() - 86400_000)
    recorder.hit(body, 'en', reader)
    await recorder.flush()
    clock.now = new Date()
    recorder.hit(body, 'en', reader)
    await recorder.stop()
    const today = formatDay(new Date(), 'Asia/Shanghai')
    const yesterday = formatDay(new Date(Date.now() - 86400_000), 'Asia/Shanghai')
    const left = async (table: 'stats_salt' | 'stats_visitor', day: string) =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where day = ${day}::date`.execute(t.deps.db)).rows[0]!.n,
      )
    expect(await left('stats_salt', yesterday)).toBe(1)
    expect(await left('stats_visitor', yesterday)).toBe(2)

    const [close] = statsJobs(t.deps.db, 'Asia/Shanghai', recorder, t.app.log)
    await close!.run(undefined as never)
    expect(await left('stats_salt', yesterday)).toBe(0)
    expect(await left('stats_visitor', yesterday)).toBe(0)
    expect(await sql`select 1 from stats_salt where day < ${today}::date`.execute(t.deps.db).then((r) => r.rows)).toEqual([])
    expect(await left('stats_salt', today)).toBe(1)
    expect(await left('stats_visitor', today)).toBe(2)
    const counts = await site()
    expect(counts.find((r) => r.day === yesterday)).toEqual({ day: yesterday, views: 1, visitors: 1 })
    expect(counts.find((r) => r.day === today)).toEqual({ day: today, views: 1, visitors: 1 })
  })

  it('counts a reader once whichever instance their views reach: the day has one salt for all', async () => {
    const second = await createTestApp({}, { sameDatabaseAs: t })
    try {
      const clock = { now: new Date('2026-05-05T04:00:00Z') }
      const one = recorderAt(clock)
      const other = recorderAt(clock, second)
      one.hit(body, 'zh', reader)
      other.hit(body, 'zh', reader)
      other.hit(body, 'zh', { ...reader, userAgent: 'DayTest/2.0' })
      await Promise.all([one.stop(), other.stop()])
      expect((await site()).find((r) => r.day === '2026-05-05')).toEqual({ day: '2026-05-05', views: 3, visitors: 2 })
    } finally {
      await second.close()
    }
  })

  it('writes what is in memory when it stops, and counts nothing after', async () => {
    const clock = { now: new Date('2026-04-10T04:00:00Z') }
    const recorder = recorderAt(clock)
    recorder.hit({ page: '/ibrTeam/team', screen: 'tablet' }, 'zh', reader)
    await recorder.stop()
    recorder.hit({ page: '/ibrTeam/team', screen: 'tablet' }, 'zh', reader)
    await recorder.flush()
    expect((await site()).find((r) => r.day === '2026-04-10')).toEqual({ day: '2026-04-10', views: 1, visitors: 1 })
  })
})
