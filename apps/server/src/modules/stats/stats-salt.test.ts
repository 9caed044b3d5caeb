/**
 * The day's salt when the database does not give it: a failed read is not tried again for a minute
 * (views are counted without visitors meanwhile), and hits waiting for a slow read count toward the
 * buffer's bound like the rows they will add.
 */
import type { KyselyPlugin, RootOperationNode } from 'kysely'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { statsRecorder } from './stats-recorder.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const reader = { address: '192.0.2.60', userAgent: 'SaltTest/1.0' }
const body = { page: '/home', screen: 'desktop' as const }
const touchesSalt = (node: RootOperationNode) => JSON.stringify(node).includes('stats_salt')

const views = async (day: string) =>
  (
    await sql<{ views: number; visitors: number }>`select views, visitors from stats_daily
      where dim = 'site' and day = ${day}::date`.execute(t.deps.db)
  ).rows[0]

describe("the day's salt", () => {
  it('is not read again for a minute after a failed read; the views meanwhile are counted without visitors', async () => {
    let reads = 0
    const failing: KyselyPlugin = {
      transformQuery({ node }) {
        if (touchesSalt(node)) {
          reads += 1
          throw new Error('database away')
        }
        return node
      },
      transformResult: async ({ result }) => result,
    }
    const clock = { now: new Date('2026-06-01T04:00:00Z') }
    const recorder = statsRecorder(
      t.deps.db.withPlugin(failing),
      { timeZone: 'Asia/Shanghai', site: 'test', flushMs: 60_000, ratePerMinute: 100, now: () => clock.now },
      t.app.log,
    )
    for (let i = 0; i < 5; i++) {
      recorder.hit(body, 'zh', reader)
      await recorder.flush()
    }
    expect(reads).toBe(1)
    clock.now = new Date('2026-06-01T04:01:01Z')
    recorder.hit(body, 'zh', reader)
    await recorder.stop()
    expect(reads).toBe(2)
    expect(await views('2026-06-01')).toEqual({ views: 6, visitors: 0 })
  })

  it('counts hits waiting for a slow read toward the bound of the buffer', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slow: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        await gate
        return result
      },
    }
    const clock = { now: new Date('2026-06-02T04:00:00Z') }
    const recorder = statsRecorder(
      t.deps.db.withPlugin(slow),
      { timeZone: 'Asia/Shanghai', site: 'test', flushMs: 60_000, bufferMax: 3, ratePerMinute: 100, now: () => clock.now },
      t.app.log,
    )
    for (let i = 0; i < 10; i++) recorder.hit(body, 'zh', reader)
    release()
    await recorder.stop()
    expect(await views('2026-06-02')).toEqual({ views: 3, visitors: 1 })
  })
})
