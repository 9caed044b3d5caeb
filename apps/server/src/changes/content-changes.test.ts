// PostgreSQL pass: changes reach other instances by LISTEN/NOTIFY.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertArticle } from '../test/article-factory.js'
import { addSection } from '../test/editorial-factory.js'
import { createTestApp, type TestApp } from '../test/test-app.js'

const CACHED = { CACHE_TTL_SECONDS: '60', SECTION_CACHE_SECONDS: '30' }

/** The ids a section lists through the cached public API, with the answer's cache header. */
async function listed(t: TestApp, menuId: number) {
  const res = await t.post('/api/article/list', { menuId, page: '{"pageNum":1,"pageSize":50}' })
  expect(res.status).toBe(200)
  return {
    ids: res.json.retMap.articleList.map((a: { id: number }) => a.id) as number[],
    total: res.json.retMap.total,
    cache: res.headers['x-cache'],
  }
}

const menuPaths = async (t: TestApp) => JSON.stringify((await t.post('/api/menu/list', { type: 'top' })).json.retMap.menuList)

describe('published() on one instance', () => {
  it("clears this instance's public cache at once", async () => {
    const t = await createTestApp(CACHED)
    try {
      const menuId = await addSection(t)
      expect(await listed(t, menuId)).toMatchObject({ ids: [], cache: 'miss' })
      const item = await insertArticle(t, { menuId })
      expect(await listed(t, menuId)).toMatchObject({ ids: [], cache: 'hit' })
      await t.app.services.changes.published('test')
      expect(await listed(t, menuId)).toMatchObject({ ids: [item.id], total: 1, cache: 'miss' })
    } finally {
      await t.close()
    }
  })

  it('clears the kept menu tree and section counts when answers themselves are not cached', async () => {
    const t = await createTestApp({ CACHE_TTL_SECONDS: '0', SECTION_CACHE_SECONDS: '30' })
    try {
      const menuId = await addSection(t)
      const before = await menuPaths(t)
      expect(await listed(t, menuId)).toMatchObject({ total: 0 })
      await insertArticle(t, { menuId })
      const { id: hidden } = await t.deps.db
        .insertInto('menu')
        .values({ parent_id: menuId, name_zh: '新栏目', name_en: 'New section', list_template: `news${process.pid}new` })
        .returning('id')
        .executeTakeFirstOrThrow()
      expect(await menuPaths(t)).toBe(before)
      expect(await listed(t, menuId)).toMatchObject({ total: 0 })
      await t.app.services.changes.published('test')
      expect(await menuPaths(t)).toContain(`"id":${hidden},`)
      expect(await listed(t, menuId)).toMatchObject({ total: 1 })
    } finally {
      await t.close()
    }
  })
})

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let a: TestApp
  let b: TestApp
  // Made before either instance reads the menu, which each keeps for a while.
  let sections: number[]
  beforeAll(async () => {
    a = await createTestApp(CACHED)
    sections = [await addSection(a), await addSection(a)]
    b = await createTestApp(CACHED, { sameDatabaseAs: a })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('a change published on one is read on the other within a second', async () => {
    const menuId = sections[0]!
    expect(await listed(b, menuId)).toMatchObject({ ids: [] })
    const item = await insertArticle(a, { menuId })
    expect(await listed(b, menuId)).toMatchObject({ ids: [], cache: 'hit' })
    const at = Date.now()
    await a.app.services.changes.published('article')
    await vi.waitFor(async () => expect((await listed(b, menuId)).ids).toEqual([item.id]), { timeout: 1000, interval: 20 })
    expect(Date.now() - at).toBeLessThan(1000)
  })

  it('clears everything when its listening connection comes back, and hears the other again', async () => {
    const menuId = sections[1]!
    expect(await listed(b, menuId)).toMatchObject({ ids: [] })
    const first = await insertArticle(a, { menuId })
    expect(await listed(b, menuId)).toMatchObject({ ids: [], cache: 'hit' })
    // Nothing was published, but a notification could have been lost while nobody listened.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'ibr-notifications'`.execute(a.deps.db)
    await vi.waitFor(async () => expect((await listed(b, menuId)).ids).toEqual([first.id]), { timeout: 5000, interval: 50 })

    const second = await insertArticle(a, { menuId })
    await vi.waitFor(async () => expect(await listed(b, menuId)).toMatchObject({ ids: [first.id], cache: 'hit' }), { timeout: 5000 })
    await vi.waitFor(
      async () => {
        // Sent until heard: the other instance may still be reconnecting.
        await a.app.services.changes.published('article')
        expect((await listed(b, menuId)).ids.toSorted()).toEqual([first.id, second.id].toSorted())
      },
      { timeout: 5000, interval: 100 },
    )
  })
})
