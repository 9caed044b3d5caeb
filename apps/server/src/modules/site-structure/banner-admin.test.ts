import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ImageUrlRet } from '@ibr/contract'
import { BANNERS_MAX, BannerChangeRet, type BannerListRet, ROLE, STAFF_API, type BannerRow } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { clearHomeBanners, libraryFile, siteCounts } from '../../test/site-factory.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/**
 * The home page's banners in the console's API, with the public cache and the page
 * shell's banner memo on: every change must show in /api/image/url and in the served page at once.
 */
const INDEX = `<!doctype html><html><head><title>t</title><script type="application/json" id="site-settings">{}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`

let t: TestApp
let dist: string
let admin: StaffClient

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'ibr-web-'))
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'index.html'), INDEX)
  t = await createTestApp({ CACHE_TTL_SECONDS: '60', SECTION_CACHE_SECONDS: '600', WEB_DIST: dist })
  await clearHomeBanners(t)
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

let serial = 0
const titles = () => {
  serial += 1
  return { zh: { title: `焦点图${serial}` }, en: { title: `Banner ${serial}` } }
}
const save = (body: Record<string, unknown>, lang = 'en') => admin.post(STAFF_API.bannerSave, { ...body, lang })
const saved = async (body: Record<string, unknown>): Promise<BannerChangeRet> => {
  const res = await save(body)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expectShape(BannerChangeRet, res.json.retMap)
  return res.json.retMap
}
const publicBanners = async (lang: 'zh' | 'en' = 'en') => {
  const res = await t.post('/api/image/url', { lang })
  expectShape(ImageUrlRet, res.json.retMap)
  return res.json.retMap.imageList as ImageUrlRet['imageList']
}
const shellBanners = async () => {
  const res = await t.inject({ method: 'GET', url: '/' })
  return JSON.parse(/id="home-banners">([^<]*)<\/script>/.exec(res.body)![1]!).en as ImageUrlRet['imageList']
}
const staffList = async () => (await admin.post(STAFF_API.bannerList, {})).json.retMap as BannerListRet

describe('the home page banners', () => {
  it('adds up to seven in order and refuses an eighth, saying so; the site shows each at once', async () => {
    // The public answers are cached (and the page shell remembered) before the changes.
    expect(await publicBanners()).toEqual([])
    expect(await shellBanners()).toEqual([])
    const first = await saved({ fileId: await libraryFile(t), link: 'https://example.org/event', ...titles() })
    expect(first.max).toBe(BANNERS_MAX)
    expect(await publicBanners()).toEqual([
      expect.objectContaining({ id: first.id, title: 'Banner 1', link: 'https://example.org/event', width: 96 }),
    ])
    expect((await shellBanners()).map((b) => b.id)).toEqual([first.id])
    expect((await publicBanners('zh'))[0]!.title).toBe('焦点图1')

    const ids = [first.id]
    for (let i = 1; i < BANNERS_MAX; i++)
      ids.push((await saved({ fileId: await libraryFile(t), link: i % 2 ? '/#/ibrNews/news' : null, ...titles() })).id)
    expect((await publicBanners()).map((b) => b.id)).toEqual(ids)

    const before = await siteCounts(t)
    const eighth = await save({ fileId: await libraryFile(t), ...titles() })
    expectFailure(eighth, 409, 'conflict', 'en')
    expect(eighth.json.msg).toContain('at most 7 banners')
    expectFailure(await save({ fileId: await libraryFile(t), ...titles() }, 'zh'), 409, 'conflict', 'zh')
    expect(await siteCounts(t)).toEqual(before)

    // A hidden banner keeps its place: hiding one makes no room.
    await saved({ id: ids[6], hidden: true })
    expectFailure(await save({ fileId: await libraryFile(t), ...titles() }), 409, 'conflict', 'en')
  })

  it('edits, reorders, hides and removes; the public list and the page follow at once', async () => {
    let list = (await staffList()).list
    expect(list).toHaveLength(BANNERS_MAX)
    const [a, b, c] = list as [BannerRow, BannerRow, BannerRow]
    await publicBanners()

    const moved = await admin.post(STAFF_API.bannerMove, { id: c.id, index: 0 })
    expect(moved.status).toBe(200)
    expectShape(BannerChangeRet, moved.json.retMap)
    expect((await publicBanners()).slice(0, 3).map((x) => x.id)).toEqual([c.id, a.id, b.id])
    expect((await shellBanners()).slice(0, 3).map((x) => x.id)).toEqual([c.id, a.id, b.id])

    const image = await libraryFile(t)
    await saved({ id: a.id, fileId: image, link: '/#/aboutIbr/overview', en: { title: 'Open day' } })
    const shown = (await publicBanners()).find((x) => x.id === a.id)!
    expect(shown).toMatchObject({ title: 'Open day', link: '/#/aboutIbr/overview', url: `/file/image/${image}` })
    expect((await publicBanners('zh')).find((x) => x.id === a.id)!.title).toBe(a.zh.title)

    await saved({ id: b.id, hidden: true })
    expect((await publicBanners()).some((x) => x.id === b.id)).toBe(false)
    expect((await shellBanners()).some((x) => x.id === b.id)).toBe(false)
    list = (await staffList()).list
    expect(list.find((x) => x.id === b.id)).toMatchObject({ hidden: true })
    await saved({ id: b.id, hidden: false })
    expect((await publicBanners()).some((x) => x.id === b.id)).toBe(true)

    const removed = await admin.post(STAFF_API.bannerRemove, { id: c.id })
    expect(removed.status).toBe(200)
    expect(removed.json.retMap.list.map((x: BannerRow) => x.id)).not.toContain(c.id)
    expect((await publicBanners()).some((x) => x.id === c.id)).toBe(false)
    // The image stays in the media library.
    expect(await t.deps.db.selectFrom('file').where('id', '=', c.fileId).select('id').executeTakeFirst()).toBeDefined()

    await saved({ id: a.id, en: { title: 'Open day' }, hidden: false })
    const actions = await t.deps.db
      .selectFrom('audit_log')
      .where('entity', '=', 'banner')
      .where('entity_id', '=', String(a.id))
      .select(['action', 'summary'])
      .execute()
    expect(actions.map((l) => l.action)).toEqual(['bannerSave', 'bannerSave'])
    expect(actions[1]!.summary).toContain('title en: Banner 1 → Open day')
  })

  it('refuses bad input, images that are not public library images and unknown ids, writing nothing', async () => {
    const [one] = (await staffList()).list as [BannerRow]
    await admin.post(STAFF_API.bannerRemove, { id: (await staffList()).list.at(-1)!.id })
    const before = await siteCounts(t)
    expectFailure(await admin.post(STAFF_API.bannerSave, '{"fileId": '), 400, 'badRequest')
    for (const [body, field] of [
      [{ id: one.id, link: 'javascript:alert(1)' }, 'link'],
      [{ id: one.id, link: '//evil.example/x' }, 'link'],
      [{ id: one.id, link: 'ftp://files.example' }, 'link'],
      [{ id: one.id, link: 42 }, 'link'],
      [{ id: one.id, hidden: 'no' }, 'hidden'],
      [{ id: one.id, fileId: 'short' }, 'fileId'],
      [{ id: one.id, zh: { title: 'x'.repeat(201) } }, 'zh.title'],
      [{ id: 'one', hidden: true }, 'id'],
    ] as const) {
      expectFailure(await save(body), 400, 'badRequest', 'en', field)
    }
    expectFailure(await admin.post(STAFF_API.bannerMove, { id: one.id, index: -2, lang: 'en' }), 400, 'badRequest', 'en', 'index')

    expectFailure(await save({ fileId: await libraryFile(t) }), 400, 'badRequest', 'en', ['zh.title', 'en.title'])
    expectFailure(await save({ zh: { title: '图' }, en: { title: 'Picture' } }), 400, 'badRequest', 'en', 'fileId')
    expectFailure(await save({ id: one.id, en: { title: '   ' } }), 400, 'badRequest', 'en', 'en.title')
    for (const fileId of [
      'A'.repeat(22),
      await libraryFile(t, { visibility: 'private' }),
      await libraryFile(t, { visibility: 'draft' }),
      await libraryFile(t, { kind: 'document' }),
    ]) {
      expectFailure(await save({ fileId, ...titles() }), 400, 'badRequest', 'en', 'fileId')
      expectFailure(await save({ id: one.id, fileId }), 400, 'badRequest', 'en', 'fileId')
    }

    expectFailure(await save({ id: 2147483000, hidden: true }), 404, 'notFound', 'en')
    expectFailure(await admin.post(STAFF_API.bannerMove, { id: 2147483000, index: 0, lang: 'en' }), 404, 'notFound', 'en')
    expectFailure(await admin.post(STAFF_API.bannerRemove, { id: 2147483000, lang: 'zh' }), 404, 'notFound', 'zh')
    // A section's picture is not a home banner.
    const sectionImage = await t.deps.db.selectFrom('image').where('menu_id', 'is not', null).select('id').executeTakeFirstOrThrow()
    expectFailure(await admin.post(STAFF_API.bannerRemove, { id: sectionImage.id, lang: 'en' }), 404, 'notFound', 'en')

    const after = await siteCounts(t)
    // Files were added to the library by the test itself; nothing else changed.
    expect(after).toEqual(before)
  })
})
