import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('finds what waits for an event by the event (the purge and the cascade), not by reading every person’s rows', async () => {
  const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'notification_pending'`.execute(
    t.deps.db,
  )
  expect(rows.some((r) => /\(event_id\)/.test(r.indexdef))).toBe(true)
})
