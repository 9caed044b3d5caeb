// PostgreSQL pass: an approval reaches the other instance by LISTEN/NOTIFY.
import { API } from '@ibr/contract'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addSection, editorialTeam, publishedItem } from '../../test/editorial-factory.js'
import type { StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/** The advisory lock the test holds to keep an approval's transaction from committing. */
const HOLD = 7_340_021

/**
 * A change is announced (caches cleared here and on every instance) only once it has committed: a
 * public read in between would read the old row and keep it in a cache for its whole lifetime. The
 * test holds the approval's commit (a deferred trigger waits for a lock the test has) and reads the
 * item through the public API the moment the change is announced. Two connections are needed: the
 * embedded database has one, so this runs on PostgreSQL (CI's second pass).
 */
describe.runIf(process.env.DATABASE_URL)('an approval announced to the caches', () => {
  let t: TestApp
  let holder: pg.Client
  let editor: StaffClient
  let reviewer: StaffClient
  let section: number

  beforeAll(async () => {
    t = await createTestApp({ CACHE_TTL_SECONDS: '600' })
    section = await addSection(t)
    ;({ editor, reviewer } = await editorialTeam(t, section))
    holder = new pg.Client({ connectionString: t.deps.config.databaseUrl })
    await holder.connect()
    await holder.query(`create function hold_commit() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(${HOLD}); return null; end $$`)
    await holder.query(`create constraint trigger hold_commit after update on article
      deferrable initially deferred for each row execute function hold_commit()`)
  })
  afterAll(async () => {
    await holder?.end()
    await t?.close()
  })

  const detail = async (id: number) => (await t.post(API.articleDetail, { id, lang: 'en' })).json.retMap.article.title as string

  it('comes after the commit: a read at that moment finds the new text, and so does every read after', async () => {
    const item = await publishedItem(editor, reviewer, section, { en: { title: 'Before the change' } })
    expect(await detail(item.id)).toBe('Before the change')
    const saved = await editor.post('/api/staff/article/save', { id: item.id, version: item.version, en: { title: 'After the change' } })
    const submitted = await editor.post('/api/staff/article/submit', { id: item.id, version: saved.json.retMap.version })

    const changes = t.app.services.changes
    const announce = changes.published.bind(changes)
    let gapRead: Promise<string> | undefined
    // The read starts right after this instance's caches are cleared, which the announcement does first.
    changes.published = (reason) => {
      const announced = announce(reason)
      gapRead = detail(item.id)
      return announced
    }
    const approvingBackend = async () =>
      (await holder.query(`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`, [HOLD]))
        .rows[0].n as number
    await holder.query('select pg_advisory_lock($1)', [HOLD])
    let approved: ReturnType<StaffClient['post']> | undefined
    try {
      approved = reviewer.post('/api/staff/article/approve', { id: item.id, version: submitted.json.retMap.version })
      // The approval waits at its commit; a read the announcement started in the meantime is let finish first.
      await vi.waitFor(async () => expect(await approvingBackend()).toBe(1), { timeout: 10_000, interval: 20 })
      if (gapRead) await gapRead
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [HOLD])
    }
    try {
      expect((await approved)!.status).toBe(200)
      await vi.waitFor(() => expect(gapRead).toBeDefined(), { timeout: 5000, interval: 10 })
    } finally {
      changes.published = announce
    }
    expect(await gapRead).toBe('After the change')
    expect(await detail(item.id)).toBe('After the change')
  })
})
