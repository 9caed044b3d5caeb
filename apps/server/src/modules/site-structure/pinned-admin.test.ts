import { PinnedListRet, ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSection, editorialTeam, publishedItem } from '../../test/editorial-factory.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { placedItem, siteCounts } from '../../test/site-factory.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { auditSummaries } from '../../test/audit-lines.js'

/**
 * Pins ("picked" items) of a section in the console's API, with the public cache on: a pin
 * must show in the section's list and in /api/article/picked at once, and last through the item's
 * next approval.
 */
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ CACHE_TTL_SECONDS: '60' })
})
afterAll(async () => {
  await t.close()
})

const picked = async (menuId: number) => {
  const res = await t.post('/api/article/picked', { menuId, lang: 'en' })
  expect(res.status).toBe(200)
  return (res.json.retMap.articleList as { id: number }[]).map((a) => a.id)
}
const listed = async (menuId: number) => {
  const res = await t.post('/api/article/list', { menuId, page: '{"pageNum":1,"pageSize":10}', search: '{}', lang: 'en' })
  expect(res.status).toBe(200)
  return (res.json.retMap.articleList as { id: number }[]).map((a) => a.id)
}

describe('pins in a section', () => {
  let section: number
  let reviewer: StaffClient
  beforeAll(async () => {
    section = await addSection(t)
    reviewer = await staffSession(t, { roles: [ROLE.reviewer], sections: [section] })
  })

  it("pins a published item and unpins it; the section's list and picked items follow at once", async () => {
    const older = await placedItem(t, section, { daysAgo: 3 })
    const newer = await placedItem(t, section, { daysAgo: 1 })
    const middle = await placedItem(t, section, { daysAgo: 2 })
    expect(await picked(section)).toEqual([])
    expect(await listed(section)).toEqual([newer, middle, older])

    const res = await reviewer.post(STAFF_API.pinnedSet, { menuId: section, id: older, pinned: true, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(PinnedListRet, res.json.retMap)
    expect(res.json.retMap.pinned).toEqual([
      expect.objectContaining({ id: older, title: expect.stringMatching(/^Pin test/), visible: true }),
    ])
    expect(res.json.retMap.candidates.map((c: { id: number }) => c.id)).toEqual([newer, middle])
    expect(await picked(section)).toEqual([older])
    expect(await listed(section)).toEqual([older, newer, middle])

    await reviewer.post(STAFF_API.pinnedSet, { menuId: section, id: newer, pinned: true })
    const list = await reviewer.post(STAFF_API.pinnedList, { menuId: String(section), lang: 'zh' })
    expectShape(PinnedListRet, list.json.retMap)
    // Pins have no order of their own: the newest pinned item comes first, as on the site.
    expect(list.json.retMap.pinned.map((p: { id: number; title: string }) => p.id)).toEqual([newer, older])
    expect(list.json.retMap.pinned[0].title).toMatch(/^置顶测试/)
    expect(await picked(section)).toEqual([newer, older])

    await reviewer.post(STAFF_API.pinnedSet, { menuId: section, id: older, pinned: false })
    await reviewer.post(STAFF_API.pinnedSet, { menuId: section, id: newer, pinned: false })
    expect(await picked(section)).toEqual([])
    expect(await listed(section)).toEqual([newer, middle, older])

    expect(await auditSummaries(t, 'pinSet', older)).toEqual([
      expect.stringContaining('pinned in'),
      expect.stringContaining('unpinned from'),
    ])
  })

  it('finds candidates by words of their title', async () => {
    const item = await placedItem(t, section)
    const title = (await t.deps.db.selectFrom('article').where('id', '=', item).select('title_en').executeTakeFirstOrThrow()).title_en
    const res = await reviewer.post(STAFF_API.pinnedList, { menuId: section, search: title.toLowerCase() })
    expect(res.json.retMap.candidates.map((c: { id: number }) => c.id)).toEqual([item])
    const none = await reviewer.post(STAFF_API.pinnedList, { menuId: section, search: '100%_nothing' })
    expect(none.json.retMap.candidates).toEqual([])
  })

  it("keeps a pin through the item's next approval", async () => {
    const own = await addSection(t)
    const { editor, reviewer: ownReviewer } = await editorialTeam(t, own)
    const item = await publishedItem(editor, ownReviewer, own)
    expect((await ownReviewer.post(STAFF_API.pinnedSet, { menuId: own, id: item.id, pinned: true })).status).toBe(200)

    const edited = await editor.post('/api/staff/article/save', {
      id: item.id,
      version: item.version,
      en: { title: 'Edited after the pin' },
    })
    expect(edited.status, JSON.stringify(edited.json)).toBe(200)
    const submitted = await editor.post('/api/staff/article/submit', { id: item.id, version: edited.json.retMap.version })
    const approved = await ownReviewer.post('/api/staff/article/approve', { id: item.id, version: submitted.json.retMap.version })
    expect(approved.status, JSON.stringify(approved.json)).toBe(200)
    expect(await picked(own)).toEqual([item.id])
    const got = await editor.post('/api/staff/article/get', { id: item.id })
    expect(got.json.retMap.article.doc.pinnedIn).toEqual([own])
  })

  it('refuses unknown sections and items, items listed elsewhere, unpublished items and bad input, writing nothing', async () => {
    const draft = await placedItem(t, section, { status: 'draft' })
    const elsewhere = await placedItem(t, await addSection(t))
    const admin = await staffSession(t, { roles: [ROLE.admin] })
    const before = await siteCounts(t)
    expectFailure(await reviewer.post(STAFF_API.pinnedSet, '{"menuId": 1, "id": '), 400, 'badRequest')
    for (const [body, field] of [
      [{ menuId: section, id: draft, pinned: 'yes' }, 'pinned'],
      [{ menuId: section, id: 'x', pinned: true }, 'id'],
      [{ menuId: section, pinned: true }, 'id'],
    ] as const) {
      expectFailure(await reviewer.post(STAFF_API.pinnedSet, { ...body, lang: 'en' }), 400, 'badRequest', 'en', field)
    }
    const unpublished = await reviewer.post(STAFF_API.pinnedSet, { menuId: section, id: draft, pinned: true, lang: 'en' })
    expectFailure(unpublished, 409, 'conflict', 'en', 'id')
    expectFailure(
      await reviewer.post(STAFF_API.pinnedSet, { menuId: section, id: elsewhere, pinned: true, lang: 'en' }),
      404,
      'notFound',
      'en',
      'id',
    )
    expectFailure(
      await reviewer.post(STAFF_API.pinnedSet, { menuId: section, id: 2147483000, pinned: true, lang: 'zh' }),
      404,
      'notFound',
      'zh',
      'id',
    )

    expectFailure(await admin.post(STAFF_API.pinnedList, { menuId: 2147483000, lang: 'en' }), 404, 'notFound', 'en')
    expectFailure(await admin.post(STAFF_API.pinnedSet, { menuId: 2147483000, id: draft, pinned: true, lang: 'en' }), 404, 'notFound', 'en')
    expect(await siteCounts(t)).toEqual(before)
  })

  it("refuses a reviewer outside the section and an editor of it, even with another section's id in the body", async () => {
    const other = await addSection(t)
    const item = await placedItem(t, section)
    const outsider = await staffSession(t, { roles: [ROLE.reviewer], sections: [other] })
    const editor = await staffSession(t, { roles: [ROLE.editor], sections: [section] })
    expectFailure(await outsider.post(STAFF_API.pinnedList, { menuId: section, lang: 'en' }), 403, 'noPermission', 'en')
    expectFailure(
      await outsider.post(STAFF_API.pinnedSet, { menuId: section, id: item, pinned: true, lang: 'en' }),
      403,
      'noPermission',
      'en',
    )
    expectFailure(
      await editor.post(STAFF_API.pinnedSet, { menuId: section, id: item, pinned: true, lang: 'en' }),
      403,
      'noPermission',
      'en',
    )
    expect(await picked(section)).not.toContain(item)
  })
})
