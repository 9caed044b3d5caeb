import { ArticleListRet, ROLE, SectionOptionsRet, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { useTestApp } from '../../test/use-test-app.js'
import { addSection, editorialTeam, writeDraft } from '../../test/editorial-factory.js'

let section: number
let elsewhere: number
let editor: StaffClient

const t = useTestApp(async () => {
  section = await addSection(t)
  elsewhere = await addSection(t)
  ;({ editor } = await editorialTeam(t, section))
})

const articleCount = async () =>
  (
    await t.deps.db
      .selectFrom('article')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n

describe('what a save accepts', () => {
  it('sanitises bodies on write, with the rules the public reading path trusts', async () => {
    const saved = await writeDraft(editor, section, {
      zh: { body: '<p onclick="x()">正文<script>alert(1)</script><img src="https://evil.example/x.png"></p>' },
    })
    const item = await editor.post(STAFF_API.articleGet, { id: saved.id })
    expect(item.json.retMap.article.doc.zh.body).toBe('<p>正文</p>')
  })

  it('keeps the text an unclosed <style> swallowed, and refuses a body whose cleaning would remove words a reader sees', async () => {
    const kept = await writeDraft(editor, section, {
      zh: { body: '<p>前文。</p><div><style>p { color: red }<p>后文仍在。</p></div>' },
    })
    const item = await editor.post(STAFF_API.articleGet, { id: kept.id })
    expect(item.json.retMap.article.doc.zh.body).toBe('<p>前文。</p><p>后文仍在。</p>')

    const before = await articleCount()
    const res = await editor.post(STAFF_API.articleSave, {
      kind: 'news',
      menuIds: [section],
      en: { title: 'Tour', body: '<p>Kept.</p><video src="https://elsewhere.example/tour.mp4">Watch the lab tour here</video>' },
      lang: 'en',
    })
    expectFailure(res, 400, 'badRequest', 'en', 'en.body')
    expect(res.json.msg).toContain('"Watch the lab tour here"')
    expect(await articleCount()).toBe(before)
  })

  it('refuses bad input with the field at fault and writes nothing', async () => {
    const before = await articleCount()
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'news', templateList: ['noSuchSection'], zh: { title: 'x' } }, 'templateList'],
      [{ kind: 'news', menuIds: [2147483000], zh: { title: 'x' } }, 'menuIds'],
      [{ kind: 'news', menuIds: [section], pictureId: 'A'.repeat(22) }, 'pictureId'],
      [{ kind: 'news', menuIds: [section], category: 'pi' }, 'category'],
      [{ kind: 'job', menuIds: [section], category: 'lecture' }, 'category'],
      [{ kind: 'paper', menuIds: [section], researchArea: 'astrology' }, 'researchArea'],
      [{ kind: 'news', menuIds: [section], zh: { title: 7 } }, 'zh.title'],
      [{ kind: 'paper', menuIds: [section], doi: 'not a doi' }, 'doi'],
      [{ kind: 'news', menuIds: [section], publishAt: 'tomorrow' }, 'publishAt'],
      [{ kind: 'news', menuIds: [section], publishAt: '2030-01-02T00:00:00Z', unpublishAt: '2030-01-01T00:00:00Z' }, 'unpublishAt'],
      [{ kind: 'news', menuIds: [section], zh: { title: 'x'.repeat(301) } }, 'zh.title'],
      [{ kind: 'pamphlet', menuIds: [section] }, 'kind'],
      [{ menuIds: [] }, 'kind'],
    ]
    for (const [body, field] of cases) {
      const res = await editor.post(STAFF_API.articleSave, { ...body, lang: 'en' })
      expectFailure(res, 400, 'badRequest', 'en', field)
    }
    const malformed = await t.post(STAFF_API.articleSave, '{"kind":', {
      cookie: editor.cookie,
      'x-csrf-token': editor.csrfToken,
      'content-type': 'application/json',
    })
    expect(malformed.status).toBe(400)
    expect(await articleCount()).toBe(before)
  })

  it('answers 404 for an item that does not exist', async () => {
    expectFailure(await editor.post(STAFF_API.articleGet, { id: 2147483000 }), 404, 'notFound')
    expectFailure(await editor.post(STAFF_API.articleSave, { id: 2147483000, version: 1, zh: { title: 'x' } }), 404, 'notFound')
  })
})

describe('sections', () => {
  it('keeps an editor to their own sections: placing, reading and changing items elsewhere is refused', async () => {
    const before = await articleCount()
    expectFailure(
      await editor.post(STAFF_API.articleSave, { kind: 'news', menuIds: [elsewhere], zh: { title: '越权' } }),
      403,
      'noPermission',
    )
    expect(await articleCount()).toBe(before)
    const outsider = await staffSession(t, { roles: [ROLE.editor], sections: [elsewhere] })
    const theirs = await writeDraft(outsider, elsewhere)
    expectFailure(await editor.post(STAFF_API.articleGet, { id: theirs.id }), 403, 'noPermission')
    expectFailure(
      await editor.post(STAFF_API.articleSave, { id: theirs.id, version: theirs.version, zh: { title: '改' } }),
      403,
      'noPermission',
    )
    const mine = await writeDraft(editor, section)
    expectFailure(
      await editor.post(STAFF_API.articleSave, { id: mine.id, version: mine.version, menuIds: [section, elsewhere] }),
      403,
      'noPermission',
    )
    // An editor of a section is no reviewer of it.
    expectFailure(await editor.post(STAFF_API.articleApprove, { id: mine.id, version: mine.version }), 403, 'noPermission')
  })

  it('lists the menu with where this person may write and review', async () => {
    const res = await editor.post(STAFF_API.sectionOptions, { lang: 'en' })
    expectShape(SectionOptionsRet, res.json.retMap)
    const mine = res.json.retMap.sections.find((s: { id: number }) => s.id === section)
    const other = res.json.retMap.sections.find((s: { id: number }) => s.id === elsewhere)
    expect(mine).toMatchObject({ write: true, review: false })
    expect(mine.name).toMatch(/^Test section/)
    expect(other).toMatchObject({ write: false })
  })
})

describe('the console list', () => {
  it('pages, searches and filters what this person may see', async () => {
    // A section of this test's own, so the other tests' items do not count.
    const section = await addSection(t)
    const { editor } = await editorialTeam(t, section)
    const a = await writeDraft(editor, section, { zh: { title: '唯一的海马体标题' } })
    const b = await writeDraft(editor, section, { kind: 'notice', en: { title: '' } })
    const outsider = await staffSession(t, { roles: [ROLE.editor], sections: [elsewhere] })
    const hidden = await writeDraft(outsider, elsewhere)

    const all = await editor.post(STAFF_API.articleList, { pageSize: 100 })
    expectShape(ArticleListRet, all.json.retMap)
    const ids = all.json.retMap.list.map((r: { id: number }) => r.id)
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(ids).not.toContain(hidden.id)

    const search = await editor.post(STAFF_API.articleList, { search: '海马体' })
    expect(search.json.retMap).toMatchObject({ total: 1, list: [{ id: a.id }] })
    const notices = await editor.post(STAFF_API.articleList, { kind: 'notice', section })
    expect(notices.json.retMap.list.map((r: { id: number }) => r.id)).toEqual([b.id])
    const untranslated = await editor.post(STAFF_API.articleList, { langState: 'untranslated', section })
    expect(untranslated.json.retMap.list.map((r: { id: number }) => r.id)).toEqual([b.id])
    const page2 = await editor.post(STAFF_API.articleList, { section, pageSize: 1, page: 2, sort: 'updated', desc: true })
    expect(page2.json.retMap.list.map((r: { id: number }) => r.id)).toEqual([a.id])
    const mine = await editor.post(STAFF_API.articleList, { author: editor.user.username, status: 'draft', section })
    expect(mine.json.retMap.total).toBe(2)
  })
})
