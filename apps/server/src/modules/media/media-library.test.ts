import { ROLE, STAFF_API, MediaGetRet, MediaListRet } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { addSection, publishedItem, writeDraft, editorialDesk } from '../../test/editorial-factory.js'
import { addLibraryFile, uploadMedia } from '../../test/media-factory.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession } from '../../test/staff-factory.js'
import { blobCount } from '../../test/test-app.js'
import { pdfBytes, pngBytes } from '../../test/upload-fixtures.js'
import { useTestApp } from '../../test/use-test-app.js'

const t = useTestApp(editorialDesk)

const unique = () => `lib${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const fileRow = (id: string) => t.deps.db.selectFrom('file').selectAll().where('id', '=', id).executeTakeFirst()
const auditLines = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('media/list', () => {
  it('lists library files newest first, searched by every word of the name, filtered by kind, paged', async () => {
    const word = unique()
    const first = await addLibraryFile(t, { name: `${word} Brain_Slice.png` })
    const second = await addLibraryFile(t, { name: `${word} slice notes.pdf`, kind: 'document' })
    const third = await addLibraryFile(t, { name: `${word} 切片 video.mp4`, kind: 'video' })
    await addLibraryFile(t, { name: `${word} draft.png`, visibility: 'draft' })
    await addLibraryFile(t, { name: `${word} private.png`, visibility: 'private' })
    const newest = (id: string, minutes: number) =>
      t.deps.db
        .updateTable('file')
        .set({ created_at: new Date(Date.now() + minutes * 60_000) })
        .where('id', '=', id)
        .execute()
    await newest(first, 1)
    await newest(second, 2)
    await newest(third, 3)

    const all = await t.editor.post(STAFF_API.mediaList, { search: word })
    expect(all.status).toBe(200)
    expectShape(MediaListRet, all.json.retMap)
    expect(all.json.retMap.total).toBe(3)
    expect(all.json.retMap.list.map((f: { id: string }) => f.id)).toEqual([third, second, first])

    const slice = await t.editor.post(STAFF_API.mediaList, { search: `SLICE ${word}` })
    expect(slice.json.retMap.list.map((f: { id: string }) => f.id)).toEqual([second, first])
    // `_` is a character of the name, not a wildcard.
    expect((await t.editor.post(STAFF_API.mediaList, { search: `${word} brain_s` })).json.retMap.total).toBe(1)
    expect((await t.editor.post(STAFF_API.mediaList, { search: `${word} brainXs` })).json.retMap.total).toBe(0)
    expect((await t.editor.post(STAFF_API.mediaList, { search: `${word} 切片` })).json.retMap.list[0].id).toBe(third)

    const documents = await t.editor.post(STAFF_API.mediaList, { search: word, kind: 'document' })
    expect(documents.json.retMap).toMatchObject({
      total: 1,
      list: [{ id: second, kind: 'document', url: `/file/common/download/${second}` }],
    })

    const page2 = await t.editor.post(STAFF_API.mediaList, { search: word, page: 2, pageSize: 2 })
    expect(page2.json.retMap.total).toBe(3)
    expect(page2.json.retMap.list.map((f: { id: string }) => f.id)).toEqual([first])
  })

  it('finds a file by its id, as a refusal or an address names it', async () => {
    const word = unique()
    const id = await addLibraryFile(t, { name: `${word} cover.png` })
    await addLibraryFile(t, { name: `${word} other.png` })
    const found = await t.editor.post(STAFF_API.mediaList, { search: id })
    expect(found.status).toBe(200)
    expect(found.json.retMap).toMatchObject({ total: 1, list: [{ id, name: `${word} cover.png` }] })
    // The id is matched whole, with the other words of the search.
    expect((await t.editor.post(STAFF_API.mediaList, { search: id.slice(0, 10) })).json.retMap.total).toBe(0)
    expect((await t.editor.post(STAFF_API.mediaList, { search: `${id} ${word}` })).json.retMap.total).toBe(1)
    expect((await t.editor.post(STAFF_API.mediaList, { search: `${id} nothing${word}` })).json.retMap.total).toBe(0)
  })

  it('refuses a bad query', async () => {
    expectFailure(await t.editor.post(STAFF_API.mediaList, { kind: 'audio', lang: 'en' }), 400, 'badRequest', 'en', 'kind')
    expectFailure(await t.editor.post(STAFF_API.mediaList, { pageSize: 1000 }), 400, 'badRequest', 'zh', 'pageSize')
  })
})

describe('media/get and where a file is used', () => {
  it('answers an unknown, malformed, draft or private id with notFound', async () => {
    const draft = await addLibraryFile(t, { visibility: 'draft' })
    const hidden = await addLibraryFile(t, { visibility: 'private' })
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', draft, hidden]) {
      expectFailure(await t.editor.post(STAFF_API.mediaGet, { id, lang: 'en' }), 404, 'notFound', 'en')
    }
    expectFailure(await t.editor.post(STAFF_API.mediaGet, { id: '../etc/passwd' }), 400, 'badRequest', 'zh', 'id')
  })

  it('lists every article, working copy and page part that uses a file, with titles and fields', async () => {
    const image = await addLibraryFile(t, { altZh: '切片', altEn: 'Slice' })
    const pdf = await addLibraryFile(t, { kind: 'document' })
    const embedded = `<p>x</p><img src="/file/image/${image}" alt="a">`
    const published = await publishedItem(t.editor, t.reviewer, t.section, {
      pictureId: image,
      attachments: [pdf],
      zh: { title: '公开的新闻' },
    })
    const draft = await writeDraft(t.editor, t.section, { en: { title: 'Only a draft', body: embedded } })
    const db = t.deps.db
    const menu = await db
      .insertInto('menu')
      .values({ name_zh: '栏目', name_en: 'Section', list_template: unique(), picture_id: image })
      .returning('id')
      .executeTakeFirstOrThrow()
    const banner = await db
      .insertInto('image')
      .values({ type: 'banner', file_id: image, title_zh: '横幅', title_en: '' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const faq = await db
      .insertInto('faq')
      .values({ question_zh: '问题', question_en: 'Question', answer_zh: sanitize(embedded), answer_en: sanitize('<p>no image</p>') })
      .returning('id')
      .executeTakeFirstOrThrow()
    const team = await db
      .insertInto('team')
      .values({ kind: 'team', name_zh: '课题组', name_en: 'Lab', photo_id: image })
      .returning('id')
      .executeTakeFirstOrThrow()

    const res = await t.editor.post(STAFF_API.mediaGet, { id: image, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(MediaGetRet, res.json.retMap)
    expect(res.json.retMap.file).toMatchObject({ id: image, altZh: '切片', altEn: 'Slice' })
    const usages = res.json.retMap.usages as { entity: string; id: number }[]
    const of = (entity: string, id: number) => usages.find((u) => u.entity === entity && u.id === id)
    expect(of('article', published.id)).toEqual({
      entity: 'article',
      id: published.id,
      title: expect.stringMatching(/^Test news/),
      fields: ['picture'],
      copies: ['public', 'working'],
    })
    expect(of('article', draft.id)).toEqual({
      entity: 'article',
      id: draft.id,
      title: 'Only a draft',
      fields: ['body'],
      copies: ['working'],
    })
    expect(of('menu', menu.id)).toEqual({ entity: 'menu', id: menu.id, title: 'Section', fields: ['picture'], copies: ['public'] })
    // A title only in Chinese is shown in Chinese.
    expect(of('banner', banner.id)).toEqual({ entity: 'banner', id: banner.id, title: '横幅', fields: ['image'], copies: ['public'] })
    expect(of('faq', faq.id)).toMatchObject({ title: 'Question', fields: ['body'] })
    expect(of('team', team.id)).toMatchObject({ title: 'Lab', fields: ['photo'] })

    const attachment = await t.editor.post(STAFF_API.mediaGet, { id: pdf })
    expect(attachment.json.retMap.usages).toEqual([
      { entity: 'article', id: published.id, title: '公开的新闻', fields: ['attachments'], copies: ['public', 'working'] },
    ])
    expect(await t.app.services.media.usages(pdf)).toHaveLength(1)
  })
})

describe('media/update', () => {
  it('renames a file and sets an image’s alt text and focal point; what is left out is kept', async () => {
    const image = await addLibraryFile(t, { altZh: '旧', altEn: 'Old' })
    const res = await t.editor.post(STAFF_API.mediaUpdate, {
      id: image,
      name: '  新名字<1>.png ',
      altEn: ' Brain slice ',
      focal: { x: 0.25, y: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.json.retMap.file).toMatchObject({ name: '新名字1.png', altZh: '旧', altEn: 'Brain slice', focal: { x: 0.25, y: 1 } })
    const reset = await t.editor.post(STAFF_API.mediaUpdate, { id: image, focal: null })
    expect(reset.json.retMap.file).toMatchObject({ name: '新名字1.png', altEn: 'Brain slice', focal: null })
  })

  it('refuses bad values, alt text or a focal point on what is not an image, and unknown ids, writing nothing', async () => {
    const image = await addLibraryFile(t)
    const pdf = await addLibraryFile(t, { kind: 'document' })
    const before = [await fileRow(image), await fileRow(pdf)]
    expectFailure(
      await t.editor.post(STAFF_API.mediaUpdate, { id: image, focal: { x: 1.5, y: 0 }, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'focal',
    )
    expectFailure(await t.editor.post(STAFF_API.mediaUpdate, { id: image, altZh: 'x'.repeat(301) }), 400, 'badRequest', 'zh', 'altZh')
    expectFailure(await t.editor.post(STAFF_API.mediaUpdate, { id: image, name: '' }), 400, 'badRequest', 'zh', 'name')
    expectFailure(
      await t.editor.post(STAFF_API.mediaUpdate, { id: pdf, name: 'ok.pdf', focal: { x: 0, y: 0 }, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'focal',
    )
    expectFailure(await t.editor.post(STAFF_API.mediaUpdate, { id: pdf, altEn: 'A document' }), 400, 'badRequest', 'zh', 'altEn')
    expectFailure(await t.editor.post(STAFF_API.mediaUpdate, { id: 'AAAAAAAAAAAAAAAAAAAAAA', name: 'x' }), 404, 'notFound')
    expect([await fileRow(image), await fileRow(pdf)]).toEqual(before)
  })
})

describe('alt text on the public site', () => {
  it('describes an item’s picture with the library’s alt text in the reader’s language, changed at once', async () => {
    const image = await addLibraryFile(t, { altZh: '海马切片', altEn: 'Hippocampus slice' })
    const item = await publishedItem(t.editor, t.reviewer, t.section, { pictureId: image })
    const alt = async (lang: 'zh' | 'en') =>
      (await t.inject({ method: 'POST', url: '/api/article/detail', payload: { id: item.id, lang } })).json().retMap.article.pictureAlt
    expect(await alt('zh')).toBe('海马切片')
    expect(await alt('en')).toBe('Hippocampus slice')
    expect((await t.editor.post(STAFF_API.mediaUpdate, { id: image, altEn: 'A slice of the hippocampus' })).status).toBe(200)
    expect(await alt('en')).toBe('A slice of the hippocampus')
    const bare = await publishedItem(t.editor, t.reviewer, t.section)
    expect(
      (await t.inject({ method: 'POST', url: '/api/article/detail', payload: { id: bare.id, lang: 'en' } })).json().retMap.article
        .pictureAlt,
    ).toBe('')
  })
})

describe('media/delete', () => {
  it('refuses a file in use with 409 and the usages, and deletes nothing', async () => {
    const uploaded = (await uploadMedia(t, t.editor, await pngBytes(), 'used.png')).json.retMap.file
    const draft = await writeDraft(t.editor, t.section, { zh: { body: `<img src="${uploaded.url}" alt="">` } })
    const blobs = await blobCount(t.dataDir)
    const lines = await auditLines()
    const res = await t.editor.post(STAFF_API.mediaDelete, { id: uploaded.id, lang: 'en' })
    expect(res.status).toBe(409)
    expect(res.json).toEqual({
      code: 'conflict',
      msg: expect.any(String),
      usages: [{ entity: 'article', id: draft.id, title: expect.any(String), fields: ['body'], copies: ['working'] }],
    })
    expect(res.json.msg).toBe(`This file is used in 1 place (“${res.json.usages[0].title}”) and cannot be deleted; remove it there first`)
    expect(await fileRow(uploaded.id)).toBeDefined()
    expect(await blobCount(t.dataDir)).toBe(blobs)
    expect(await auditLines()).toBe(lines)
  })

  it('deletes a file nothing uses, with its blob and an audit line; a shared blob stays for the other file', async () => {
    const bytes = pdfBytes()
    const a = (await uploadMedia(t, t.editor, bytes, 'a.pdf')).json.retMap.file
    const b = (await uploadMedia(t, t.editor, bytes, 'b.pdf')).json.retMap.file
    const blobs = await blobCount(t.dataDir)
    expect((await t.editor.post(STAFF_API.mediaDelete, { id: a.id })).status).toBe(200)
    expect(await fileRow(a.id)).toBeUndefined()
    expect(await blobCount(t.dataDir)).toBe(blobs)
    expect((await t.inject({ method: 'GET', url: b.url })).statusCode).toBe(200)
    expect((await t.editor.post(STAFF_API.mediaDelete, { id: b.id })).status).toBe(200)
    expect(await blobCount(t.dataDir)).toBe(blobs - 1)
    const line = await t.deps.db.selectFrom('audit_log').selectAll().where('entity_id', '=', b.id).executeTakeFirstOrThrow()
    expect(line).toMatchObject({ action: 'mediaDelete', entity: 'file', username: t.editor.user.username, summary: 'b.pdf' })
    expectFailure(await t.editor.post(STAFF_API.mediaDelete, { id: b.id, lang: 'en' }), 404, 'notFound', 'en')
  })
})

describe('who may use the library', () => {
  it('lets any editor use the library, and no one without content rights', async () => {
    const other = await staffSession(t, { roles: [ROLE.editor], sections: [await addSection(t)] })
    expect((await other.post(STAFF_API.mediaList, {})).status).toBe(200)
    const conference = await staffSession(t, { roles: [ROLE.conferenceReviewer] })
    expectFailure(await conference.post(STAFF_API.mediaList, { lang: 'en' }), 403, 'noPermission', 'en')
  })
})
