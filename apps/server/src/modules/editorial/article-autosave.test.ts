import {
  ARTICLE_AUTOSAVE_BODY_BYTES,
  ArticleAutosaveGetRet,
  ArticleAutosaveRet,
  ROLE,
  STAFF_API,
  type ArticleDoc,
} from '@ibr/contract/staff'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSection, editorialTeam, writeDraft } from '../../test/editorial-factory.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { articleAutosaveJobs, AUTOSAVE_KEEP_DAYS } from './article-autosave-service.js'

let t: TestApp
let section: number
let editor: StaffClient
let colleague: StaffClient

beforeAll(async () => {
  t = await createTestApp()
  section = await addSection(t)
  ;({ editor } = await editorialTeam(t, section))
  colleague = await staffSession(t, { roles: [ROLE.editor], sections: [section] })
})
afterAll(async () => {
  await t.close()
})

/** A saved item and its document as the editor opens it. */
async function openItem(client = editor) {
  const saved = await writeDraft(client, section)
  const got = await client.post(STAFF_API.articleGet, { id: saved.id })
  return { id: saved.id, version: saved.version, doc: got.json.retMap.article.doc as ArticleDoc }
}

const typed = (doc: ArticleDoc, title: string): ArticleDoc => ({ ...doc, en: { ...doc.en, title } })

const copyRows = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('article_autosave')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('the working copy kept on the server', () => {
  it('is kept as typed, read back by the same person only, and never listed as a revision', async () => {
    const item = await openItem()
    const revisionsBefore = (await editor.post(STAFF_API.articleRevisions, { id: item.id })).json.retMap.list

    const kept = await editor.post(STAFF_API.articleAutosave, {
      id: item.id,
      version: item.version,
      doc: typed(item.doc, 'Typed'),
      base: item.doc,
    })
    expect(kept.status).toBe(200)
    expectShape(ArticleAutosaveRet, kept.json.retMap)
    const again = await editor.post(STAFF_API.articleAutosave, {
      id: item.id,
      version: item.version,
      doc: typed(item.doc, 'Typed more'),
      base: item.doc,
    })
    expect(again.status).toBe(200)

    const mine = await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })
    expectShape(ArticleAutosaveGetRet, mine.json.retMap)
    expect(mine.json.retMap.copy).toMatchObject({ version: item.version, doc: { en: { title: 'Typed more' } }, base: item.doc })
    expect(mine.json.retMap.copy.savedAt).toBe(again.json.retMap.savedAt)

    expect((await colleague.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap).toEqual({ copy: null })
    await colleague.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc: typed(item.doc, 'Theirs'), base: item.doc })
    expect((await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap.copy.doc.en.title).toBe('Typed more')

    expect((await editor.post(STAFF_API.articleRevisions, { id: item.id })).json.retMap.list).toEqual(revisionsBefore)
    const got = await editor.post(STAFF_API.articleGet, { id: item.id })
    expect(got.json.retMap.article).toMatchObject({ version: item.version, doc: { en: { title: item.doc.en.title } } })
  })

  it('is cleared by a real save and by a submit, each only for the person who made it', async () => {
    const item = await openItem()
    const keep = (client: StaffClient, version: number) =>
      client.post(STAFF_API.articleAutosave, { id: item.id, version, doc: typed(item.doc, 'Draft'), base: item.doc })
    await keep(editor, item.version)
    await keep(colleague, item.version)
    const saved = await editor.post(STAFF_API.articleSave, { id: item.id, version: item.version, en: { title: 'Draft' } })
    expect(saved.status).toBe(200)
    expect((await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap.copy).toBeNull()
    expect((await colleague.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap.copy).not.toBeNull()

    await keep(editor, saved.json.retMap.version)
    const submitted = await editor.post(STAFF_API.articleSubmit, { id: item.id, version: saved.json.retMap.version })
    expect(submitted.status).toBe(200)
    expect((await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap.copy).toBeNull()
  })

  it('is refused once someone else has saved the item, naming them, and keeps the one before', async () => {
    const item = await openItem()
    await editor.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc: typed(item.doc, 'Mine'), base: item.doc })
    await colleague.post(STAFF_API.articleSave, { id: item.id, version: item.version, en: { title: 'Theirs' } })
    const stale = await editor.post(STAFF_API.articleAutosave, {
      id: item.id,
      version: item.version,
      doc: typed(item.doc, 'Mine, later'),
      base: item.doc,
      lang: 'en',
    })
    expectFailure(stale, 409, 'conflict', 'en')
    expect(stale.json.msg).toContain(colleague.user.username)
    expect((await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap.copy.doc.en.title).toBe('Mine')
  })

  it('can be discarded, by its owner only', async () => {
    const item = await openItem()
    await editor.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc: typed(item.doc, 'Mine'), base: item.doc })
    await colleague.post(STAFF_API.articleAutosaveDiscard, { id: item.id })
    expect((await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap.copy).not.toBeNull()
    expect((await editor.post(STAFF_API.articleAutosaveDiscard, { id: item.id })).status).toBe(200)
    expect((await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap.copy).toBeNull()
  })

  it('goes with the item, and is dropped once left untouched for long', async () => {
    const gone = await openItem()
    const old = await openItem()
    const fresh = await openItem()
    for (const item of [gone, old, fresh]) {
      await editor.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc: typed(item.doc, 'x'), base: item.doc })
    }
    await t.deps.db.deleteFrom('article').where('id', '=', gone.id).execute()
    expect(await t.deps.db.selectFrom('article_autosave').where('article_id', '=', gone.id).selectAll().execute()).toEqual([])

    await t.deps.db
      .updateTable('article_autosave')
      .set({ saved_at: sql<Date>`now() - make_interval(days => ${AUTOSAVE_KEEP_DAYS + 1}::integer)` })
      .where('article_id', '=', old.id)
      .execute()
    await articleAutosaveJobs(t.deps.db, t.app.log)[0]!.run(undefined as never)
    const left = await t.deps.db.selectFrom('article_autosave').where('article_id', 'in', [old.id, fresh.id]).select('article_id').execute()
    expect(left).toEqual([{ article_id: fresh.id }])
  })
})

describe('what an autosave refuses, writing nothing', () => {
  it('refuses bad input with the field at fault', async () => {
    const item = await openItem()
    const ok = { id: item.id, version: item.version, doc: item.doc, base: item.doc }
    const before = await copyRows()
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, doc: { ...item.doc, en: { ...item.doc.en, title: 7 } } }, 'doc.en.title'],
      [{ ...ok, doc: { ...item.doc, zh: { ...item.doc.zh, title: 'x'.repeat(301) } } }, 'doc.zh.title'],
      [{ ...ok, version: 'three' }, 'version'],
      [{ ...ok, base: undefined }, 'base'],
      [{ ...ok, doc: { ...item.doc, kind: 'pamphlet' } }, 'doc.kind'],
      [{ ...ok, id: -1 }, 'id'],
    ]
    for (const [body, field] of cases) {
      expectFailure(await editor.post(STAFF_API.articleAutosave, { ...body, lang: 'en' }), 400, 'badRequest', 'en', field)
    }
    const malformed = await t.post(STAFF_API.articleAutosave, '{"id":', {
      cookie: editor.cookie,
      'x-csrf-token': editor.csrfToken,
    })
    expect(malformed.status).toBe(400)
    expect(malformed.json.code).toBe('badRequest')
    expect(await copyRows()).toBe(before)
  })

  it('refuses a body past its size limit', async () => {
    const item = await openItem()
    const before = await copyRows()
    const huge = 'x'.repeat(ARTICLE_AUTOSAVE_BODY_BYTES)
    const res = await editor.post(STAFF_API.articleAutosave, {
      id: item.id,
      version: item.version,
      doc: { ...item.doc, en: { ...item.doc.en, body: huge } },
      base: item.doc,
    })
    expectFailure(res, 413, 'tooLarge')
    expect(await copyRows()).toBe(before)
  })

  it('answers 404 for an unknown item, and 403 to someone who may not edit it', async () => {
    const item = await openItem()
    const before = await copyRows()
    const body = { id: item.id, version: item.version, doc: item.doc, base: item.doc }
    expectFailure(await editor.post(STAFF_API.articleAutosave, { ...body, id: 2147483000 }), 404, 'notFound')
    expectFailure(await editor.post(STAFF_API.articleAutosaveGet, { id: 2147483000 }), 404, 'notFound')
    const outsider = await staffSession(t, { roles: [ROLE.editor], sections: [await addSection(t)] })
    expectFailure(await outsider.post(STAFF_API.articleAutosave, body), 403, 'noPermission')
    expectFailure(await outsider.post(STAFF_API.articleAutosaveGet, { id: item.id }), 403, 'noPermission')
    expect(await copyRows()).toBe(before)
  })

  it('requires a session', async () => {
    const item = await openItem()
    expectFailure(await t.post(STAFF_API.articleAutosaveGet, { id: item.id }), 401, 'loginExpired')
  })
})
