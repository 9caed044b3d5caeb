import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sanitize } from '../lib/sanitize.js'
import { insertArticle } from '../test/article-factory.js'
import { addSection } from '../test/editorial-factory.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { nextScheduledChange } from './schedule-repository.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ CACHE_TTL_SECONDS: '600', SECTION_CACHE_SECONDS: '600' })
})
afterAll(async () => {
  await t.close()
})

async function listed(menuId: number) {
  const res = await t.post('/api/article/list', { menuId, page: '{"pageNum":1,"pageSize":50}' })
  return { ids: res.json.retMap.articleList.map((a: { id: number }) => a.id) as number[], total: res.json.retMap.total as number }
}

/**
 * What the site answered before the scheduled moment `at`. An answer that arrived before `at` was
 * computed before it and must equal `expected`; one that arrived later (a machine slow enough to pass
 * the moment first) says nothing either way, so it is not judged. A slow machine then skips the
 * check rather than fail it; the wait for the change after it holds either way.
 */
async function expectBefore<T>(at: number, read: () => Promise<T>, expected: T) {
  const answer = await read()
  if (Date.now() < at) expect(answer).toEqual(expected)
}

describe('cached public answers at a scheduled change', () => {
  it('shows an item when its publish time comes, with no write and no cache lifetime passing', async () => {
    const menuId = await addSection(t)
    const at = Date.now() + 1500
    const item = await insertArticle(t, { menuId, publishAt: new Date(at) })
    // A write made without telling the caches (as an earlier approval would have) is learnt of here.
    await t.app.services.changes.published('test')
    // Asked twice (the second from the cache), each judged only when it was answered before the time.
    await expectBefore(at, () => listed(menuId), { ids: [], total: 0 })
    await expectBefore(at, () => listed(menuId), { ids: [], total: 0 })
    await vi.waitFor(async () => expect(await listed(menuId)).toEqual({ ids: [item.id], total: 1 }), { timeout: 10_000, interval: 50 })
  })

  it('hides an item when its unpublish time comes', async () => {
    const menuId = await addSection(t)
    const at = Date.now() + 1500
    const item = await insertArticle(t, { menuId, unpublishAt: new Date(at) })
    await t.app.services.changes.published('test')
    await expectBefore(at, () => listed(menuId), { ids: [item.id], total: 1 })
    await vi.waitFor(async () => expect(await listed(menuId)).toEqual({ ids: [], total: 0 }), { timeout: 10_000, interval: 50 })
  })

  it('keeps the soonest change of any content table, and the next one once it has passed', async () => {
    const menuId = await addSection(t)
    // Before anything already scheduled (demo content, the tests above), so the answer can only be the
    // rows made here; a change due within seconds (an earlier test's) is let pass first, or "before
    // it" would be in the past.
    let known = await nextScheduledChange(t.deps.db, new Date())
    while (known && known.getTime() - Date.now() < 10_000) {
      const due = known.getTime()
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(due), { timeout: 12_000, interval: 100 })
      known = await nextScheduledChange(t.deps.db, new Date())
    }
    const soon = new Date(Math.min(known?.getTime() ?? Infinity, Date.now() + 3_600_000) - 5000)
    await t.deps.db
      .insertInto('faq')
      .values({ question_zh: '问', answer_zh: sanitize('<p>答</p>'), publish_at: soon })
      .execute()
    await t.deps.db
      .insertInto('menu')
      .values({ parent_id: menuId, name_zh: '下线', list_template: `gone${process.pid}`, unpublish_at: new Date(soon.getTime() + 1000) })
      .execute()
    await t.app.services.changes.published('test')
    expect(t.app.services.changes.nextChange()).toEqual(soon)
    expect(await nextScheduledChange(t.deps.db, soon)).toEqual(new Date(soon.getTime() + 1000))
  }, 30_000)
})
