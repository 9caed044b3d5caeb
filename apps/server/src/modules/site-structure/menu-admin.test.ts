import { MEETING_PAGES, MenuChangeRet, MenuTreeRet, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { useMenuAdminApp } from '../../test/menu-admin-client.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { libraryFile, siteCounts } from '../../test/site-factory.js'
import { auditSummaries } from '../../test/audit-lines.js'

/**
 * The menu tree in the console's API, with the public cache on: every change must show in
 * /api/menu/list at once. The test's site has the product token `tst`, so the demo menu's `ibr…`
 * sections are not its own and every entry of `tst…` is one this test builds. Removing an entry
 * is in menu-remove.test.ts.
 */
const { t, save, saved, entryOf, names, section, removeAll, publicMenu } = useMenuAdminApp()

describe('the menu tree', () => {
  it('answers every entry, hidden ones too, with its path, template, names and what it holds', async () => {
    const news = await section('News', ['notice'])
    await saved({ id: news.children[0], hidden: true })
    const res = await t.admin.post(STAFF_API.menuTree, { lang: 'zh' })
    expect(res.status).toBe(200)
    expectShape(MenuTreeRet, res.json.retMap)
    const tree = res.json.retMap as MenuTreeRet
    expect(tree.product).toBe('tst')
    expect(entryOf(tree, news.children[0]!)).toMatchObject({ parentId: news.id, path: '/tstNews/notice', hidden: true, items: 0 })
    // Parents come before their children.
    const order = tree.entries.map((e) => e.id)
    for (const e of tree.entries) if (e.parentId !== null) expect(order.indexOf(e.parentId)).toBeLessThan(order.indexOf(e.id))
    await removeAll('tstNews')
  })
})

describe('changing the menu', () => {
  it('adds, renames, hides and shows entries; the public menu shows each change at once', async () => {
    // The public answer is cached before the change.
    expect((await publicMenu()).some((s) => s.path === '/tstNews')).toBe(false)
    const news = await saved({
      parentId: null,
      listTemplate: 'tstNews',
      zh: { name: '新闻' },
      en: { name: 'Tidings', intro: '<p>All the news<script>x</script></p>' },
    })
    expect(entryOf(news, news.id)).toMatchObject({ path: '/tstNews', hidden: false, en: { name: 'Tidings', intro: '<p>All the news</p>' } })
    const notice = await saved({ parentId: news.id, listTemplate: 'notice', zh: { name: '通知' }, en: { name: 'Notices' } })
    let top = (await publicMenu()).find((s) => s.id === news.id)!
    expect(top).toMatchObject({ name: 'Tidings', path: '/tstNews' })
    expect(top.children.map((c) => c.name)).toEqual(['Notices'])

    await saved({ id: notice.id, zh: { name: '通知公告' }, en: { name: 'Announcements' } })
    top = (await publicMenu()).find((s) => s.id === news.id)!
    expect(top.children.map((c) => c.name)).toEqual(['Announcements'])
    expect((await publicMenu('zh')).find((s) => s.id === news.id)!.children[0]!.name).toBe('通知公告')

    await saved({ id: notice.id, hidden: true })
    expect((await publicMenu()).find((s) => s.id === news.id)!.children).toEqual([])
    expect((await t.post('/api/menu', { id: notice.id })).status).toBe(404)
    await saved({ id: notice.id, hidden: false })
    expect((await publicMenu()).find((s) => s.id === news.id)!.children.map((c) => c.id)).toEqual([notice.id])
    // Saving what is already there changes nothing and writes no audit line.
    await saved({ id: notice.id, en: { name: 'Announcements' }, hidden: false })

    expect(await auditSummaries(t, 'menuSave', notice.id)).toEqual([
      expect.stringContaining('new: 通知 / Notices'),
      expect.stringContaining('name zh: 通知 → 通知公告; name en: Notices → Announcements'),
      expect.stringContaining('hidden'),
      expect.stringContaining('shown'),
    ])
    await removeAll('tstNews')
  })

  it('changes the template among the known keys, and the public path with it', async () => {
    const news = await section('News', ['notice'])
    await saved({ id: news.children[0], listTemplate: 'procurement' })
    const top = (await publicMenu()).find((s) => s.id === news.id)!
    expect(top.children[0]).toMatchObject({ listTemplate: 'procurement', path: '/tstNews/procurement' })
    await removeAll('tstNews')
  })

  it('reorders siblings and moves an entry under another parent; the public order follows at once', async () => {
    const news = await section('News', ['notice', 'news', 'video'])
    const [notice, newsItems, video] = news.children as [number, number, number]
    await publicMenu()
    const moved = await t.admin.post(STAFF_API.menuMove, { id: video, parentId: news.id, index: 0 })
    expect(moved.status).toBe(200)
    expectShape(MenuChangeRet, moved.json.retMap)
    expect((await publicMenu()).find((s) => s.id === news.id)!.children.map((c) => c.id)).toEqual([video, notice, newsItems])
    // Past the end means last.
    await t.admin.post(STAFF_API.menuMove, { id: video, parentId: news.id, index: 99 })
    expect((await publicMenu()).find((s) => s.id === news.id)!.children.map((c) => c.id)).toEqual([notice, newsItems, video])
    // The section's first child is where the site sends a visit to the section.
    const detail = await t.post('/api/menu', { id: news.id })
    expect(detail.json.retMap.menu.children[0].id).toBe(notice)

    const meeting = await section('Meeting', ['meeting2024', 'meeting2022'])
    const page = await saved({ parentId: meeting.children[0], listTemplate: 'apply', ...names('apply') })
    const across = await t.admin.post(STAFF_API.menuMove, { id: page.id, parentId: meeting.children[1], index: 0 })
    expect(across.status).toBe(200)
    expect(entryOf(across.json.retMap, page.id)).toMatchObject({ parentId: meeting.children[1], path: '/tstMeeting/meeting2022/apply' })
    expect(await auditSummaries(t, 'menuMove', page.id)).toEqual([
      expect.stringContaining('/tstMeeting/meeting2024 #1 → /tstMeeting/meeting2022 #1'),
    ])
    await removeAll('tstNews')
    await removeAll('tstMeeting')
  })
})

describe('refused changes', () => {
  it('refuse bad input, unknown ids, unknown templates, loops and taken templates, writing nothing', async () => {
    const news = await section('News', ['notice', 'news'])
    const meeting = await section('Meeting', ['meeting2024'])
    const page = await saved({ parentId: meeting.children[0], listTemplate: 'apply', ...names('apply') })
    const before = await siteCounts(t)
    const both = { zh: { name: '栏目' }, en: { name: 'Entry' } }

    const malformed = await t.admin.post(STAFF_API.menuSave, '{"parentId": null, "listTemplate": ')
    expectFailure(malformed, 400, 'badRequest')
    for (const [body, field] of [
      [{ parentId: null, listTemplate: 5, ...both }, 'listTemplate'],
      [{ parentId: 'abc', listTemplate: 'tstTeam', ...both }, 'parentId'],
      [{ parentId: null, listTemplate: 'tstTeam', zh: '栏目', en: { name: 'Entry' } }, 'zh'],
      [{ id: news.id, hidden: 'yes' }, 'hidden'],
      [{ id: news.id, outLink: 'javascript:alert(1)' }, 'outLink'],
      [{ id: news.id, pictureId: 'not-a-file' }, 'pictureId'],
      [{ id: news.id, en: { name: 'x'.repeat(101) } }, 'en.name'],
    ] as const) {
      expectFailure(await save(body), 400, 'badRequest', 'en', field)
    }
    for (const [path, body] of [
      [STAFF_API.menuMove, { id: news.id, parentId: null }],
      [STAFF_API.menuMove, { id: news.id, parentId: null, index: -1 }],
      [STAFF_API.menuMove, { id: news.id, parentId: null, index: '0' }],
      [STAFF_API.menuRemove, { id: 0 }],
    ] as const) {
      expectFailure(await t.admin.post(path, { ...body, lang: 'en' }), 400, 'badRequest', 'en')
    }

    expectFailure(await save({ parentId: null, listTemplate: 'tstTeam' }), 400, 'badRequest', 'en', ['zh.name', 'en.name'])
    expectFailure(await save({ parentId: null, ...both }), 400, 'badRequest', 'en', 'listTemplate')
    expectFailure(await save({ listTemplate: 'tstTeam', ...both }), 400, 'badRequest', 'en', 'parentId')
    expectFailure(await save({ id: news.id, zh: { name: '  ' } }), 400, 'badRequest', 'en', 'zh.name')

    const unknown = await save({ parentId: null, listTemplate: 'tstNope', ...both })
    expectFailure(unknown, 400, 'badRequest', 'en', 'listTemplate')
    expect(unknown.json.msg).toContain('tstNews')
    const zhUnknown = await save({ parentId: null, listTemplate: 'notice', ...both }, 'zh')
    expectFailure(zhUnknown, 400, 'badRequest', 'zh', 'listTemplate')
    expectFailure(await save({ parentId: news.id, listTemplate: 'tstTeam', ...both }), 400, 'badRequest', 'en', 'listTemplate')
    expectFailure(await save({ parentId: news.id, listTemplate: 'apply', ...both }), 400, 'badRequest', 'en', 'listTemplate')
    expectFailure(await save({ parentId: page.id, listTemplate: 'overview', ...both }), 400, 'badRequest', 'en', 'listTemplate')
    expectFailure(await save({ id: news.children[0], listTemplate: 'paper' }), 400, 'badRequest', 'en', 'listTemplate')
    // A section whose children would no longer be known under its new template.
    const below = await save({ id: meeting.children[0], listTemplate: 'meeting2022' })
    expect(below.status).toBe(200)
    const orphaned = await save({ id: news.id, listTemplate: 'tstTeam' })
    expectFailure(orphaned, 400, 'badRequest', 'en', 'listTemplate')
    expect(orphaned.json.msg).toContain('notice')
    await save({ id: meeting.children[0], listTemplate: 'meeting2024' })
    const changedBack = await siteCounts(t)

    expectFailure(await save({ parentId: news.id, listTemplate: 'news', ...both }), 409, 'conflict', 'en', 'listTemplate')
    expectFailure(await save({ id: news.children[0], listTemplate: 'news' }), 409, 'conflict', 'en', 'listTemplate')
    expectFailure(await save({ parentId: null, listTemplate: 'tstNews', ...both }), 409, 'conflict', 'en', 'listTemplate')

    expectFailure(await save({ id: 2147483000, en: { name: 'Ghost' } }), 404, 'notFound', 'en')
    expectFailure(await save({ parentId: 2147483000, listTemplate: 'notice', ...both }), 404, 'notFound', 'en', 'parentId')
    expectFailure(await save({ id: news.children[0], parentId: meeting.id }), 400, 'badRequest', 'en', 'parentId')
    expectFailure(await t.admin.post(STAFF_API.menuMove, { id: 2147483000, parentId: null, index: 0, lang: 'en' }), 404, 'notFound', 'en')
    expectFailure(
      await t.admin.post(STAFF_API.menuMove, { id: news.children[0], parentId: 2147483000, index: 0, lang: 'en' }),
      404,
      'notFound',
      'en',
      'parentId',
    )
    expectFailure(await t.admin.post(STAFF_API.menuRemove, { id: 2147483000, lang: 'en' }), 404, 'notFound', 'en')

    expectFailure(
      await t.admin.post(STAFF_API.menuMove, { id: news.id, parentId: news.id, index: 0, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'parentId',
    )
    expectFailure(
      await t.admin.post(STAFF_API.menuMove, { id: meeting.id, parentId: page.id, index: 0, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'parentId',
    )
    expectFailure(
      await t.admin.post(STAFF_API.menuMove, { id: news.children[0], parentId: meeting.id, index: 0, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'listTemplate',
    )
    expectFailure(
      await t.admin.post(STAFF_API.menuMove, { id: news.children[0], parentId: null, index: 0, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'listTemplate',
    )

    const after = await siteCounts(t)
    expect({ ...after, menuChangedAt: '' }).toEqual({ ...before, audit: before.audit + 2, menuChangedAt: '' })
    expect(after).toEqual(changedBack)
    await removeAll('tstNews')
    await removeAll('tstMeeting')
  })
})

describe("an entry's picture", () => {
  it('is a public image of the library: anything else is refused naming pictureId, and nothing is written', async () => {
    const image = await libraryFile(t)
    const others = ['ZZZZZZZZZZZZZZZZZZZZZZ', await libraryFile(t, { kind: 'document' }), await libraryFile(t, { visibility: 'private' })]
    const before = await siteCounts(t)
    for (const pictureId of others) {
      const refused = await save({ parentId: null, listTemplate: 'tstTeam', ...names('Picture'), pictureId })
      expectFailure(refused, 400, 'badRequest', 'en', 'pictureId')
    }
    expect((await siteCounts(t)).menu).toBe(before.menu)
    const { id } = await saved({ parentId: null, listTemplate: 'tstTeam', ...names('Picture'), pictureId: image })
    for (const pictureId of others) expectFailure(await save({ id, pictureId }), 400, 'badRequest', 'en', 'pictureId')
    const tree = (await t.admin.post(STAFF_API.menuTree, {})).json.retMap as MenuTreeRet
    expect(entryOf(tree, id).pictureId).toBe(image)
    await removeAll('tstTeam')
  })
})

describe('the known list templates', () => {
  it("offer a conference's pages under a conference", async () => {
    const meeting = await section('Meeting', ['meeting2022'])
    for (const template of MEETING_PAGES) await saved({ parentId: meeting.children[0], listTemplate: template, ...names(template) })
    const top = (await publicMenu()).find((s) => s.id === meeting.id)!
    expect(top.children).toHaveLength(1)
    const pages = await t.post('/api/menu', { id: meeting.children[0], lang: 'en' })
    expect(pages.json.retMap.menu.children.map((c: { listTemplate: string }) => c.listTemplate)).toEqual(MEETING_PAGES)
  })
})
