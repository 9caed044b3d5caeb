import { ArticleRevisionRet, ArticleRevisionsRet, PresenceRet, ROLE, STAFF_API } from '@ibr/contract/staff'
import { ArticlePreviewRet } from '@ibr/contract'
import { describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession } from '../../test/staff-factory.js'
import { publishedItem, writeDraft, editorialDesk } from '../../test/editorial-factory.js'
import { useTestApp } from '../../test/use-test-app.js'

const t = useTestApp(editorialDesk)

const revisionCount = async (id: number) =>
  (
    await t.deps.db
      .selectFrom('article_revision')
      .where('article_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n

describe('two people on one item', () => {
  it('refuses a stale save with 409 naming who saved which fields when, and writes nothing', async () => {
    const other = await staffSession(t, { roles: [ROLE.editor], sections: [t.section], name: 'Second Editor' })
    const saved = await writeDraft(t.editor, t.section)
    const theirs = await other.post(STAFF_API.articleSave, { id: saved.id, version: saved.version, en: { title: 'Their title' } })
    expect(theirs.status).toBe(200)
    const before = await revisionCount(saved.id)

    const mine = await t.editor.post(STAFF_API.articleSave, { id: saved.id, version: saved.version, en: { title: 'My title' }, lang: 'en' })
    expect(mine.status, JSON.stringify(mine.json)).toBe(409)
    expect(mine.json).toMatchObject({
      code: 'conflict',
      conflict: { version: theirs.json.retMap.version, savedBy: other.user.username, fields: ['en.title'] },
    })
    expect(mine.json.msg).toContain(other.user.username)
    expect(Date.parse(mine.json.conflict.savedAt)).not.toBeNaN()
    expect(await revisionCount(saved.id)).toBe(before)
    const item = await t.editor.post(STAFF_API.articleGet, { id: saved.id })
    expect(item.json.retMap.article.doc.en.title).toBe('Their title')
  })

  it('refuses a save without the version it starts from', async () => {
    const saved = await writeDraft(t.editor, t.section)
    expectFailure(await t.editor.post(STAFF_API.articleSave, { id: saved.id, zh: { title: '无版本' } }), 400, 'badRequest', 'zh', 'version')
  })

  it('tells each person who else has the item open', async () => {
    const other = await staffSession(t, { roles: [ROLE.reviewer], sections: [t.section], name: 'Reviewer Two' })
    const saved = await writeDraft(t.editor, t.section)
    const first = await t.editor.post(STAFF_API.articlePresence, { id: saved.id })
    expect(first.json.retMap.others).toEqual([])
    await other.post(STAFF_API.articlePresence, { id: saved.id })
    const again = await t.editor.post(STAFF_API.articlePresence, { id: saved.id })
    expectShape(PresenceRet, again.json.retMap)
    expect(again.json.retMap.others.map((o: { name: string }) => o.name)).toEqual(['Reviewer Two'])
  })
})

describe('revisions', () => {
  it('keeps every save with who, when and which fields; any revision can be read and restored as a new one', async () => {
    const saved = await writeDraft(t.editor, t.section, { zh: { title: '原标题' } })
    const second = await t.editor.post(STAFF_API.articleSave, {
      id: saved.id,
      version: saved.version,
      zh: { title: '新标题' },
      pictureId: null,
    })
    const list = await t.editor.post(STAFF_API.articleRevisions, { id: saved.id })
    expectShape(ArticleRevisionsRet, list.json.retMap)
    const [latest, first] = list.json.retMap.list
    expect(latest).toMatchObject({
      revision: 2,
      action: 'save',
      fields: ['zh.title'],
      by: { id: t.editor.user.id, name: t.editor.user.username },
    })
    expect(first).toMatchObject({ revision: 1, action: 'create' })

    const old = await t.editor.post(STAFF_API.articleRevision, { id: saved.id, revision: 1 })
    expectShape(ArticleRevisionRet, old.json.retMap)
    expect(old.json.retMap.doc.zh.title).toBe('原标题')

    const restored = await t.editor.post(STAFF_API.articleRestore, { id: saved.id, revision: 1, version: second.json.retMap.version })
    expect(restored.json.retMap.version).toBe(3)
    const item = await t.editor.post(STAFF_API.articleGet, { id: saved.id })
    expect(item.json.retMap.article.doc.zh.title).toBe('原标题')
    const after = await t.editor.post(STAFF_API.articleRevisions, { id: saved.id })
    expect(after.json.retMap.list[0]).toMatchObject({ revision: 3, action: 'restore', fields: ['zh.title'], comment: '1' })
  })

  it('answers 404 for a revision that does not exist', async () => {
    const saved = await writeDraft(t.editor, t.section)
    expectFailure(await t.editor.post(STAFF_API.articleRevision, { id: saved.id, revision: 99 }), 404, 'notFound')
  })

  it('makes the first revision of an item created before the console from its public row', async () => {
    const seeded = await t.deps.db
      .selectFrom('article_menu')
      .select('article_id')
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow()
    const admin = await staffSession(t, { roles: [ROLE.admin] })
    const item = await admin.post(STAFF_API.articleGet, { id: seeded.article_id })
    expect(item.json.retMap.article.version).toBe(1)
    const saved = await admin.post(STAFF_API.articleSave, { id: seeded.article_id, version: 1, en: { subTitle: 'A new summary' } })
    expect(saved.json.retMap.version).toBe(2)
    const list = await admin.post(STAFF_API.articleRevisions, { id: seeded.article_id })
    expect(list.json.retMap.list.map((r: { action: string }) => r.action)).toEqual(['save', 'create'])
  })
})

describe('preview links', () => {
  it('shows the working copy on the public design to anyone with the link, uncached and not indexed', async () => {
    const { id, version } = await publishedItem(t.editor, t.reviewer, t.section, { zh: { title: '已发布' } })
    await t.editor.post(STAFF_API.articleSave, { id, version, zh: { title: '草稿中的标题' } })
    const link = await t.editor.post(STAFF_API.articlePreviewLink, { id })
    expect(link.status).toBe(200)
    const token = new URL(link.json.retMap.url).hash.split('/').pop()!
    const preview = await t.post('/api/article/preview', { token })
    expect(preview.status).toBe(200)
    expectShape(ArticlePreviewRet, preview.json.retMap)
    expect(preview.json.retMap.article.title).toBe('草稿中的标题')
    expect(preview.headers['cache-control']).toBe('no-store')
    expect(preview.headers['x-robots-tag']).toContain('noindex')
    expect((await t.post('/api/article/detail', { id })).json.retMap.article.title).toBe('已发布')
  })

  it('refuses an unknown or expired token', async () => {
    const saved = await writeDraft(t.editor, t.section)
    const link = await t.editor.post(STAFF_API.articlePreviewLink, { id: saved.id })
    const token = new URL(link.json.retMap.url).hash.split('/').pop()!
    await t.deps.db
      .updateTable('preview_link')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute()
    expectFailure(await t.post('/api/article/preview', { token }), 404, 'notFound')
    expectFailure(await t.post('/api/article/preview', { token: 'A'.repeat(43) }), 404, 'notFound')
    expectFailure(await t.post('/api/article/preview', { token: 'short' }), 400, 'badRequest', 'zh', 'token')
  })
})
