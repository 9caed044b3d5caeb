import {
  ATTACHMENTS_MAX,
  FIELD_MAX,
  ArticleAutosaveGetRet,
  ArticleAutosaveRet,
  ROLE,
  STAFF_API,
  type ArticleDoc,
} from '@ibr/contract/staff'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { addSection, editorialTeam } from '../../test/editorial-factory.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { useTestApp } from '../../test/use-test-app.js'
import { addLibraryFile } from '../../test/media-factory.js'
import { openItem as openItemIn, typed } from './article-autosave-fixtures.js'
import { articleAutosaveJobs, AUTOSAVE_KEEP_DAYS } from './article-autosave-service.js'

/** The working copy an editor's autosave keeps; how many a person may keep is in article-autosave-bound.test.ts. */
let section: number
let editor: StaffClient
let colleague: StaffClient

const t = useTestApp(async () => {
  section = await addSection(t)
  ;({ editor } = await editorialTeam(t, section))
  colleague = await staffSession(t, { roles: [ROLE.editor], sections: [section] })
})

const openItem = (client = editor) => openItemIn(client, section)

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
    })
    expect(kept.status).toBe(200)
    expectShape(ArticleAutosaveRet, kept.json.retMap)
    const again = await editor.post(STAFF_API.articleAutosave, {
      id: item.id,
      version: item.version,
      doc: typed(item.doc, 'Typed more'),
    })
    expect(again.status).toBe(200)

    const mine = await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })
    expectShape(ArticleAutosaveGetRet, mine.json.retMap)
    expect(mine.json.retMap.copy).toMatchObject({ version: item.version, doc: { en: { title: 'Typed more' } }, base: item.doc })
    expect(mine.json.retMap.copy.savedAt).toBe(again.json.retMap.savedAt)

    expect((await colleague.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap).toEqual({ copy: null })
    await colleague.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc: typed(item.doc, 'Theirs') })
    expect((await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap.copy.doc.en.title).toBe('Typed more')

    expect((await editor.post(STAFF_API.articleRevisions, { id: item.id })).json.retMap.list).toEqual(revisionsBefore)
    const got = await editor.post(STAFF_API.articleGet, { id: item.id })
    expect(got.json.retMap.article).toMatchObject({ version: item.version, doc: { en: { title: item.doc.en.title } } })
  })

  it('is cleared by a real save and by a submit, each only for the person who made it', async () => {
    const item = await openItem()
    const keep = (client: StaffClient, version: number) =>
      client.post(STAFF_API.articleAutosave, { id: item.id, version, doc: typed(item.doc, 'Draft') })
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
    await editor.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc: typed(item.doc, 'Mine') })
    await colleague.post(STAFF_API.articleSave, { id: item.id, version: item.version, en: { title: 'Theirs' } })
    const stale = await editor.post(STAFF_API.articleAutosave, {
      id: item.id,
      version: item.version,
      doc: typed(item.doc, 'Mine, later'),
      lang: 'en',
    })
    expectFailure(stale, 409, 'conflict', 'en')
    expect(stale.json.msg).toContain(colleague.user.username)
    expect((await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap.copy.doc.en.title).toBe('Mine')
  })

  it('can be discarded, by its owner only', async () => {
    const item = await openItem()
    await editor.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc: typed(item.doc, 'Mine') })
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
      await editor.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc: typed(item.doc, 'x') })
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
    const ok = { id: item.id, version: item.version, doc: item.doc }
    const before = await copyRows()
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, doc: { ...item.doc, en: { ...item.doc.en, title: 7 } } }, 'doc.en.title'],
      [{ ...ok, doc: { ...item.doc, zh: { ...item.doc.zh, title: 'x'.repeat(301) } } }, 'doc.zh.title'],
      [{ ...ok, version: 'three' }, 'version'],
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
    // The save's limit: a copy holds no more than a save may send.
    const huge = 'x'.repeat(t.deps.config.bodyLimitBytes)
    const res = await editor.post(STAFF_API.articleAutosave, {
      id: item.id,
      version: item.version,
      doc: { ...item.doc, en: { ...item.doc.en, body: huge } },
    })
    expectFailure(res, 413, 'tooLarge')
    expect(await copyRows()).toBe(before)
  })

  it('answers 404 for an unknown item, and 403 to someone who may not edit it', async () => {
    const item = await openItem()
    const before = await copyRows()
    const body = { id: item.id, version: item.version, doc: item.doc }
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

describe('an autosave is checked as a save is', () => {
  const keep = (client: StaffClient, item: { id: number; version: number }, doc: unknown) =>
    client.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc, lang: 'en' })

  it('refuses what a save refuses, naming the field, and writes nothing', async () => {
    const item = await openItem()
    const picture = await addLibraryFile(t)
    const before = await copyRows()
    const fileIds = (n: number) => Array.from({ length: n }, (_, i) => `${String(i).padStart(6, '0')}${'A'.repeat(16)}`)
    const cases: [ArticleDoc, string][] = [
      // Raw HTML whose cleaning would remove words a reader sees.
      [{ ...item.doc, en: { ...item.doc.en, body: '<p>Kept</p><textarea>Your comments here</textarea>' } }, 'doc.en.body'],
      [{ ...item.doc, zh: { ...item.doc.zh, body: '<p>Before</p><script>x<p>After</p>' } }, 'doc.zh.body'],
      [{ ...item.doc, outLink: 'javascript:alert(1)' }, 'doc.outLink'],
      [{ ...item.doc, pictureId: 'A'.repeat(23) }, 'doc.pictureId'],
      [{ ...item.doc, pictureId: 'B'.repeat(22) }, 'doc.pictureId'],
      [{ ...item.doc, attachments: [...fileIds(ATTACHMENTS_MAX), picture] }, 'doc.attachments'],
      [{ ...item.doc, videoId: picture }, 'doc.videoId'],
      [{ ...item.doc, en: { ...item.doc.en, body: 'x'.repeat(FIELD_MAX.body + 1) } }, 'doc.en.body'],
    ]
    for (const [doc, field] of cases) expectFailure(await keep(editor, item, doc), 400, 'badRequest', 'en', field)
    // A 3 MB file id, and 300,000 attachments: past the save's body size before anything is read.
    expectFailure(await keep(editor, item, { ...item.doc, pictureId: 'A'.repeat(3_000_000) }), 413, 'tooLarge')
    expectFailure(await keep(editor, item, { ...item.doc, attachments: fileIds(300_000) }), 413, 'tooLarge')
    expect(await copyRows()).toBe(before)
  })

  it('stores the bodies as a save would, and the saved document as its base, whatever base is sent', async () => {
    const item = await openItem()
    const raw = {
      ...item.doc,
      en: { ...item.doc.en, body: '<p onclick="steal()">Hello<script>alert(1)</script><a href="javascript:x()">link</a></p>' },
    }
    const sentBase = { ...item.doc, en: { ...item.doc.en, body: '<img src=x onerror=alert(1)>' } }
    const kept = await editor.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc: raw, base: sentBase })
    expect(kept.status, JSON.stringify(kept.json)).toBe(200)
    const copy = (await editor.post(STAFF_API.articleAutosaveGet, { id: item.id })).json.retMap.copy
    expect(copy.doc.en.body).toBe('<p>Hello<a>link</a></p>')
    expect(copy.base).toEqual(item.doc)
  })
})
