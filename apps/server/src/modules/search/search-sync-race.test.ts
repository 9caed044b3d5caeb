// PostgreSQL pass: overlapping index syncs run in transactions side by side.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { syncSearch } from './search-sync.js'

/*
 * Syncs that overlap: at every start the sync queued by main.ts and the recurring one are due at
 * once, and each instance of a site runs its own. Together they must leave the index as one sync
 * alone does, without a duplicate row (search_doc_pkey) or a word counted twice.
 */

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const sync = () => syncSearch(t.deps.db, t.app.services.menu, t.deps.config.timeZone, t.deps.config.product)

/** Every article, team, facility and conference queued again, as after an import touching them all. */
async function queueEverything() {
  for (const [kind, table] of [
    ['article', 'article'],
    ['team', 'team'],
    ['facility', 'facility'],
    ['meeting', 'meeting'],
  ] as const) {
    await sql`insert into search_queue (kind, ref_id) select ${kind}, id from ${sql.table(table)}
      on conflict (kind, ref_id) do update set queued_at = clock_timestamp()`.execute(t.deps.db)
  }
}

/** The index as searches read it: its rows and its word counts. */
async function index() {
  const docs = await t.deps.db
    .selectFrom('search_doc')
    .select(['kind', 'ref_id', 'lang', 'title', 'body', 'path', 'section'])
    .orderBy('kind')
    .orderBy('ref_id')
    .orderBy('lang')
    .execute()
  const words = await t.deps.db.selectFrom('search_word').select(['word', 'docs']).orderBy('word').execute()
  return { docs, words }
}

describe('overlapping search syncs', () => {
  it('leave the same index as one sync alone, with no error', async () => {
    await queueEverything()
    await sync()
    const alone = await index()
    expect(alone.docs.length).toBeGreaterThan(100)

    await queueEverything()
    const results = await Promise.allSettled([sync(), sync(), sync()])
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    expect(await index()).toEqual(alone)
    const left = await t.deps.db
      .selectFrom('search_queue')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(left.n)).toBe(0)
  })
})
