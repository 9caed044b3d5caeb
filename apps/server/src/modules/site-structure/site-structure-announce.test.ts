// PostgreSQL pass: a menu change reaches the caches only once it has committed (two connections).
// The menu service announces its own changes (changes/content-changes.ts), awaited before it answers.
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/** The advisory lock the test holds to keep a menu change's transaction from committing. */
const HOLD = 7_340_022

let t: TestApp
let admin: StaffClient
/** A top entry of the test's own (its site's product token is `tsa`). */
let id: number

beforeAll(async () => {
  t = await createTestApp({ PRODUCT: 'tsa', CACHE_TTL_SECONDS: '600', SECTION_CACHE_SECONDS: '600' })
  admin = await staffSession(t, { roles: [ROLE.admin] })
  const res = await admin.post(STAFF_API.menuSave, {
    parentId: null,
    listTemplate: 'tsaNews',
    zh: { name: '新闻' },
    en: { name: 'News' },
    lang: 'en',
  })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  id = res.json.retMap.id
})
afterAll(async () => {
  await t?.close()
})

/** Renames the entry in English (announced as usual). */
async function rename(name: string) {
  const res = await admin.post(STAFF_API.menuSave, { id, en: { name }, lang: 'en' })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
}

/** The entry's English name as the cached public menu answers it. */
const publicName = async () => {
  const res = await t.post('/api/menu/list', { type: 'top', lang: 'en' })
  expect(res.status).toBe(200)
  return (res.json.retMap.menuList as { id: number; name: string }[]).find((e) => e.id === id)?.name
}

/** Replaces `published` until the returned restore is called; `onCall` sees each reason. */
function patchPublished(onCall: (reason: string, announce: (reason: string) => Promise<void>) => Promise<void>) {
  const changes = t.app.services.changes
  const announce = changes.published.bind(changes)
  changes.published = (reason) => onCall(reason, announce)
  return () => {
    changes.published = announce
  }
}

describe('a menu change announced by its service', () => {
  it('is announced once, as site-structure, and answered only after the announcement has finished', async () => {
    await rename('Before')
    expect(await publicName()).toBe('Before')
    const reasons: string[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const restore = patchPublished(async (reason, announce) => {
      reasons.push(reason)
      await announce(reason)
      await gate
    })
    try {
      let answered = false
      const saving = admin.post(STAFF_API.menuSave, { id, en: { name: 'After' }, lang: 'en' }).then((res) => {
        answered = true
        return res
      })
      await vi.waitFor(() => expect(reasons).toEqual(['site-structure']), { timeout: 5000, interval: 10 })
      // A whole request of the server's goes by: an answer not waiting for the announcement would be here by now.
      expect(await publicName()).toBe('After')
      expect(answered).toBe(false)
      release()
      expect((await saving).status).toBe(200)
      expect(reasons).toEqual(['site-structure'])
    } finally {
      release()
      restore()
    }
  })

  it('announces nothing for a change it refuses', async () => {
    const reasons: string[] = []
    const restore = patchPublished(async (reason, announce) => {
      reasons.push(reason)
      await announce(reason)
    })
    try {
      const res = await admin.post(STAFF_API.menuSave, { id: 2147483000, en: { name: 'Nobody' }, lang: 'en' })
      expect(res.status).toBe(404)
    } finally {
      restore()
    }
    expect(reasons).toEqual([])
  })
})

/**
 * A public read the moment the change is announced must find the new name: announced before the
 * commit, it would read the old row and keep it in the cache for its whole lifetime. The test holds
 * the commit (a deferred trigger waits for a lock it has); two connections are needed, so this runs
 * on PostgreSQL (CI's second pass).
 */
describe.runIf(process.env.DATABASE_URL)('a menu change announced after its commit', () => {
  let holder: pg.Client

  beforeAll(async () => {
    holder = new pg.Client({ connectionString: t.deps.config.databaseUrl })
    await holder.connect()
    await holder.query(`create function hold_menu_commit() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(${HOLD}); return null; end $$`)
    await holder.query(`create constraint trigger hold_menu_commit after update on menu
      deferrable initially deferred for each row execute function hold_menu_commit()`)
  })
  afterAll(async () => {
    await holder?.query('drop trigger if exists hold_menu_commit on menu')
    await holder?.query('drop function if exists hold_menu_commit()')
    await holder?.end()
  })

  it('comes after the commit: a read at that moment finds the new name, and so does every read after', async () => {
    await rename('Old name')
    expect(await publicName()).toBe('Old name')
    let gapRead: Promise<string | undefined> | undefined
    // The read starts right after this instance's caches are cleared, which the announcement does first.
    const restore = patchPublished((reason, announce) => {
      const announced = announce(reason)
      gapRead = publicName()
      return announced
    })
    const waitingCommits = async () =>
      (await holder.query(`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`, [HOLD]))
        .rows[0].n as number
    await holder.query('select pg_advisory_lock($1)', [HOLD])
    let saving: ReturnType<StaffClient['post']> | undefined
    try {
      saving = admin.post(STAFF_API.menuSave, { id, en: { name: 'New name' }, lang: 'en' })
      // The change waits at its commit; a read the announcement started in the meantime is let finish first.
      await vi.waitFor(async () => expect(await waitingCommits()).toBe(1), { timeout: 10_000, interval: 20 })
      if (gapRead) await gapRead
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [HOLD])
    }
    try {
      expect((await saving)!.status).toBe(200)
      await vi.waitFor(() => expect(gapRead).toBeDefined(), { timeout: 5000, interval: 10 })
    } finally {
      restore()
    }
    expect(await gapRead).toBe('New name')
    expect(await publicName()).toBe('New name')
  })
})
