import { ArticleGetRet, ArticleStateRet, ROLE, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { addSection, editorialTeam, publishedItem, writeDraft, editorialDesk } from '../../test/editorial-factory.js'
import { addLibraryFile } from '../../test/media-factory.js'
import { useTestApp } from '../../test/use-test-app.js'
import { auditSummaries } from '../../test/audit-lines.js'

const t = useTestApp(editorialDesk)

const detail = (id: number, lang: 'zh' | 'en' = 'zh') => t.post('/api/article/detail', { id, lang })
const get = async (client: StaffClient, id: number) => {
  const res = await client.post(STAFF_API.articleGet, { id })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expectShape(ArticleGetRet, res.json.retMap)
  return (res.json.retMap as ArticleGetRet).article
}

describe('draft → review → published', () => {
  it('creates a draft nobody outside sees, then publishes it in both languages on approval', async () => {
    const saved = await writeDraft(t.editor, t.section, { zh: { title: '脑科学新闻' }, en: { title: 'Brain news' } })
    expectShape(ArticleStateRet, saved)
    expect(saved).toMatchObject({ version: 1, status: 'draft', states: { zh: 'draft', en: 'draft' } })
    expect((await detail(saved.id)).status).toBe(404)

    const submitted = await t.editor.post(STAFF_API.articleSubmit, { id: saved.id, version: saved.version })
    expect(submitted.json.retMap).toMatchObject({ version: 2, status: 'review', states: { zh: 'review', en: 'review' } })
    expect((await detail(saved.id)).status).toBe(404)

    const approved = await t.reviewer.post(STAFF_API.articleApprove, { id: saved.id, version: 2 })
    expect(approved.json.retMap).toMatchObject({ version: 3, status: 'published', states: { zh: 'published', en: 'published' } })
    const zh = await detail(saved.id, 'zh')
    const en = await detail(saved.id, 'en')
    expect(zh.json.retMap.article).toMatchObject({ title: '脑科学新闻', untranslated: false })
    expect(en.json.retMap.article).toMatchObject({ title: 'Brain news', untranslated: false })
    const list = await t.post('/api/article/list', { menuId: t.section, page: '{"pageNum":1,"pageSize":10}' })
    expect(list.json.retMap.articleList.map((a: { id: number }) => a.id)).toContain(saved.id)
  })

  it('refuses to let the author approve their own change, and lets an administrator do it with an audit line', async () => {
    const both = await staffSession(t, { roles: [ROLE.editor, ROLE.reviewer], sections: [t.section] })
    const saved = await writeDraft(both, t.section)
    const own = await both.post(STAFF_API.articleApprove, { id: saved.id, version: saved.version, lang: 'en' })
    expectFailure(own, 403, 'noPermission', 'en')
    expect((await get(both, saved.id)).ownChange).toBe(true)

    const admin = await staffSession(t, { roles: [ROLE.admin] })
    const mine = await writeDraft(admin, t.section)
    const approved = await admin.post(STAFF_API.articleApprove, { id: mine.id, version: mine.version })
    expect(approved.status).toBe(200)
    expect(await auditSummaries(t, 'articleApprove', mine.id)).toEqual([expect.stringContaining('own change')])
  })

  it('sends an item back with a comment the editor sees, and it returns to draft', async () => {
    const saved = await writeDraft(t.editor, t.section)
    const submitted = await t.editor.post(STAFF_API.articleSubmit, { id: saved.id, version: saved.version })
    const rejected = await t.reviewer.post(STAFF_API.articleReject, {
      id: saved.id,
      version: submitted.json.retMap.version,
      comment: '请补充图片说明',
    })
    expect(rejected.json.retMap).toMatchObject({ status: 'draft', states: { zh: 'draft', en: 'draft' } })
    const item = await get(t.editor, saved.id)
    expect(item.reviewComment).toMatchObject({ comment: '请补充图片说明', by: t.reviewer.user.username })
  })

  it('refuses to approve an image without alt text, naming it by its file name, until its alt text is given', async () => {
    const picture = await addLibraryFile(t, { name: 'lab-cover.png', altZh: '实验室' })
    const saved = await writeDraft(t.editor, t.section, { pictureId: picture })
    const submitted = await t.editor.post(STAFF_API.articleSubmit, { id: saved.id, version: saved.version })
    expect(submitted.status).toBe(200)
    const version = submitted.json.retMap.version

    const refused = await t.reviewer.post(STAFF_API.articleApprove, { id: saved.id, version, lang: 'en' })
    expectFailure(refused, 400, 'badRequest', 'en', picture)
    expect(refused.json.msg).toBe('Image "lab-cover.png" has no alt text in both languages')
    const zh = await t.reviewer.post(STAFF_API.articleApprove, { id: saved.id, version, lang: 'zh' })
    expect(zh.json.msg).toBe('图片“lab-cover.png”缺少中英文替代文字')
    // Nothing was published or moved on.
    expect((await get(t.reviewer, saved.id)).version).toBe(version)
    expect((await detail(saved.id)).status).toBe(404)

    const described = await t.reviewer.post(STAFF_API.mediaUpdate, { id: picture, altEn: 'The lab' })
    expect(described.status).toBe(200)
    const approved = await t.reviewer.post(STAFF_API.articleApprove, { id: saved.id, version })
    expect(approved.json.retMap).toMatchObject({ status: 'published' })
  })

  it('counts alt text of only spaces as none', async () => {
    const picture = await addLibraryFile(t, { name: 'blank-alt.png', altZh: '  ', altEn: 'Figure' })
    const saved = await writeDraft(t.editor, t.section, { pictureId: picture })
    const submitted = await t.editor.post(STAFF_API.articleSubmit, { id: saved.id, version: saved.version })
    const refused = await t.reviewer.post(STAFF_API.articleApprove, { id: saved.id, version: submitted.json.retMap.version, lang: 'en' })
    expectFailure(refused, 400, 'badRequest', 'en', picture)
    expect((await detail(saved.id)).status).toBe(404)
  })

  it("publishes a body image placed without alt text with the library's alt text in each language", async () => {
    const picture = await addLibraryFile(t, { name: 'cells.png', altZh: '神经细胞', altEn: 'Nerve cells' })
    const image = (alt: string) => `<p>正文</p><p><img src="/file/image/${picture}"${alt}></p>`
    const published = await publishedItem(t.editor, t.reviewer, t.section, {
      zh: { body: image(' alt=""') },
      en: { body: image(' alt="Own words"') },
    })
    expect(JSON.stringify((await detail(published.id, 'zh')).json)).toContain('alt=\\"神经细胞\\"')
    // An alt the editor wrote in the body is theirs to keep.
    const en = JSON.stringify((await detail(published.id, 'en')).json)
    expect(en).toContain('alt=\\"Own words\\"')
    expect(en).not.toContain('Nerve cells')
    // The working copy matches what was published, so the next edit does not show a change no one made.
    expect((await get(t.reviewer, published.id)).doc.zh.body).toContain('alt="神经细胞"')
  })

  it('names every required field a submission lacks', async () => {
    const saved = await writeDraft(t.editor, t.section, { zh: { body: '' }, en: { body: '<p> </p>' } })
    const res = await t.editor.post(STAFF_API.articleSubmit, { id: saved.id, version: saved.version, lang: 'en' })
    expectFailure(res, 400, 'badRequest', 'en', ['zh.body', 'en.body'])
  })
})

describe('each language on its own', () => {
  it('publishes Chinese while English waits; English readers get the Chinese text and the notice', async () => {
    const saved = await writeDraft(t.editor, t.section, {
      zh: { title: '只发中文', body: '<p>中文正文</p>' },
      en: { title: 'English later' },
    })
    const submitted = await t.editor.post(STAFF_API.articleSubmit, { id: saved.id, version: saved.version })
    const approved = await t.reviewer.post(STAFF_API.articleApprove, {
      id: saved.id,
      version: submitted.json.retMap.version,
      langs: ['zh'],
    })
    expect(approved.json.retMap).toMatchObject({ status: 'review', states: { zh: 'published', en: 'review' } })
    const en = await detail(saved.id, 'en')
    expect(en.json.retMap.article).toMatchObject({ title: '只发中文', body: '<p>中文正文</p>', untranslated: true })
    expect((await get(t.editor, saved.id)).live).toEqual({ zh: true, en: false })
  })

  it('keeps the published version online while a later change waits for review', async () => {
    const { id, version } = await publishedItem(t.editor, t.reviewer, t.section, { zh: { title: '第一版' } })
    const edited = await t.editor.post(STAFF_API.articleSave, { id, version, zh: { title: '第二版' } })
    expect(edited.json.retMap).toMatchObject({ status: 'draft', states: { zh: 'draft', en: 'published' } })
    expect((await detail(id)).json.retMap.article.title).toBe('第一版')
    const submitted = await t.editor.post(STAFF_API.articleSubmit, { id, version: edited.json.retMap.version })
    await t.reviewer.post(STAFF_API.articleApprove, { id, version: submitted.json.retMap.version })
    expect((await detail(id)).json.retMap.article.title).toBe('第二版')
  })

  it('marks the other language outdated when one changes, until it is edited or confirmed; the flag outlives publishing', async () => {
    const { id, version } = await publishedItem(t.editor, t.reviewer, t.section)
    const edited = await t.editor.post(STAFF_API.articleSave, { id, version, zh: { title: '改过的标题' } })
    let item = await get(t.editor, id)
    expect(item.outdated).toEqual({ zh: [], en: ['title'] })
    const submitted = await t.editor.post(STAFF_API.articleSubmit, { id, version: edited.json.retMap.version })
    const approved = await t.reviewer.post(STAFF_API.articleApprove, { id, version: submitted.json.retMap.version })
    item = await get(t.editor, id)
    expect(item.outdated.en).toEqual(['title'])
    const confirmed = await t.editor.post(STAFF_API.articleConfirm, {
      id,
      version: approved.json.retMap.version,
      language: 'en',
      fields: ['title'],
    })
    expect(confirmed.status).toBe(200)
    expect((await get(t.editor, id)).outdated.en).toEqual([])
    const list = await t.editor.post(STAFF_API.articleList, { langState: 'outdated', section: t.section })
    expect(list.json.retMap.list.map((r: { id: number }) => r.id)).not.toContain(id)
  })
})

describe('time', () => {
  it('publishes at a time to come, and takes an item offline at its unpublish time, by the public read alone', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString()
    const { id } = await publishedItem(t.editor, t.reviewer, t.section, { publishAt: later })
    expect((await detail(id)).status).toBe(404)
    const gone = await publishedItem(t.editor, t.reviewer, t.section, { unpublishAt: new Date(Date.now() + 1500).toISOString() })
    expect((await detail(gone.id)).status).toBe(200)
    await expect.poll(async () => (await detail(gone.id)).status, { timeout: 5000, interval: 200 }).toBe(404)
  })

  it('closes a recruitment posting at the end of its deadline day unless told otherwise', async () => {
    const jobs = await addSection(t, 'recruitInfo')
    const team = await editorialTeam(t, jobs)
    const saved = await team.editor.post(STAFF_API.articleSave, {
      menuIds: [jobs],
      kind: 'job',
      category: 'postdoc',
      deadline: '2031-03-15',
      zh: { title: '博士后招聘', body: '<p>招聘</p>' },
    })
    const item = await get(team.editor, saved.json.retMap.id)
    // Midnight after 15 March in Shanghai (UTC+8).
    expect(item.doc.unpublishAt).toBe('2031-03-15T16:00:00.000Z')
  })
})

describe('archive', () => {
  it('takes an item off the public site', async () => {
    const { id } = await publishedItem(t.editor, t.reviewer, t.section)
    const res = await t.reviewer.post(STAFF_API.articleArchive, { id })
    expect(res.json.retMap.status).toBe('archived')
    expect((await detail(id)).status).toBe(404)
  })
})
