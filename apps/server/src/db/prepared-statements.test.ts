// PostgreSQL pass: prepared statements, which the pg driver keeps per connection.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.js'

// PGlite has one session and no pool: this is about the pool's connections to PostgreSQL.
describe.runIf(process.env.DATABASE_URL)('prepared reads on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('prepares a read once per connection and reuses it; writes are not prepared', async () => {
    const prepared = await t.deps.db.connection().execute(async (c) => {
      for (const id of [1, 2, 3]) await c.selectFrom('article').where('id', '=', id).select('id').execute()
      await c.updateTable('article').set({ updated_by: 'system' }).where('id', '=', -1).execute()
      const rows = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(c)
      return rows.rows.map((r) => r.statement)
    })
    expect(prepared.filter((s) => /from "article" where "id" = \$1/.test(s))).toHaveLength(1)
    expect(prepared.some((s) => s.startsWith('update'))).toBe(false)
  })
})
