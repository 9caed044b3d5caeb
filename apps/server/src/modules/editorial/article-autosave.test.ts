// PostgreSQL pass: a person's autosaves arriving together run side by side against the bound.
import { randomBytes } from 'node:crypto'
import {
  ATTACHMENTS_MAX,
  AUTOSAVE_COPIES_MAX,
  FIELD_MAX,
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
import { addLibraryFile } from '../../test/media-factory.js'
import { articleAutosaveJobs, articleAutosaveService, AUTOSAVE_KEEP_DAYS } from './article-autosave-service.js'

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

describe("a person's copies, bounded", () => {
  it(`keeps ${AUTOSAVE_COPIES_MAX} at most: the next pushes out the oldest, and the answer names it`, async () => {
    const person = await staffSession(t, { roles: [ROLE.editor], sections: [section] })
    const items: Awaited<ReturnType<typeof openItem>>[] = []
    for (let i = 0; i <= AUTOSAVE_COPIES_MAX; i += 1) items.push(await openItem(person))
    const answers = []
    for (const [i, item] of items.entries()) {
      const res = await person.post(STAFF_API.articleAutosave, {
        id: item.id,
        version: item.version,
        doc: typed(item.doc, `Copy ${i}`),
        lang: 'en',
      })
      expectShape(ArticleAutosaveRet, res.json.retMap)
      answers.push(res.json.retMap.dropped)
    }
    expect(answers.slice(0, AUTOSAVE_COPIES_MAX).flat()).toEqual([])
    expect(answers.at(-1)).toEqual([{ id: items[0]!.id, title: 'Copy 0' }])
    const left = await t.deps.db.selectFrom('article_autosave').where('user_id', '=', person.user.id).select('article_id').execute()
    expect(left.map((r) => r.article_id).sort((a, b) => a - b)).toEqual(
      items
        .slice(1)
        .map((i) => i.id)
        .sort((a, b) => a - b),
    )
    // Writing over a copy the person has does not push anything out.
    const again = await person.post(STAFF_API.articleAutosave, {
      id: items[1]!.id,
      version: items[1]!.version,
      doc: typed(items[1]!.doc, 'Again'),
    })
    expect(again.json.retMap.dropped).toEqual([])
  })

  it("holds to the bound when the person's autosaves arrive together: each older copy goes once", async () => {
    const person = await staffSession(t, { roles: [ROLE.editor], sections: [section] })
    const items: Awaited<ReturnType<typeof openItem>>[] = []
    for (let i = 0; i < AUTOSAVE_COPIES_MAX + 3; i += 1) items.push(await openItem(person))
    const keep = (item: (typeof items)[number]) =>
      person.post(STAFF_API.articleAutosave, { id: item.id, version: item.version, doc: typed(item.doc, 'x') })
    for (const item of items.slice(0, AUTOSAVE_COPIES_MAX)) await keep(item)
    const answers = await Promise.all(items.slice(AUTOSAVE_COPIES_MAX).map(keep))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const dropped = answers.flatMap((a) => a.json.retMap.dropped.map((d: { id: number }) => d.id))
    expect(dropped.sort((a, b) => a - b)).toEqual(items.slice(0, 3).map((i) => i.id))
    const left = await t.deps.db.selectFrom('article_autosave').where('user_id', '=', person.user.id).select('article_id').execute()
    expect(left).toHaveLength(AUTOSAVE_COPIES_MAX)
  })

  it('keeps their stored size within the bound: the oldest go until the rest fit, the one just written always stays', async () => {
    const person = await staffSession(t, { roles: [ROLE.editor], sections: [section] })
    const user = person.user
    const unbounded = articleAutosaveService(t.deps.db, t.app.services.editorial, { maxCopies: 100, maxBytes: 1e12 })
    // Text that does not compress, so each copy weighs what it holds.
    const noise = () => `<p>${randomBytes(30_000).toString('base64')}</p>`
    const items: Awaited<ReturnType<typeof openItem>>[] = []
    for (let i = 0; i < 4; i += 1) items.push(await openItem(person))
    for (const item of items.slice(0, 3)) {
      await unbounded.keep({ id: item.id, version: item.version, doc: { ...item.doc, en: { ...item.doc.en, body: noise() } } }, user, 'en')
    }
    const weights = async () =>
      new Map(
        (
          await sql<{ article_id: number; bytes: number }>`select article_id, pg_column_size(doc) + pg_column_size(base) as bytes
            from article_autosave where user_id = ${person.user.id}`.execute(t.deps.db)
        ).rows.map((r) => [r.article_id, Number(r.bytes)]),
      )
    const [a, b, c, d] = items.map((i) => i.id) as [number, number, number, number]
    const before = await weights()
    // Room for the newest two and the one to come (about as heavy as each): the oldest goes.
    const bounded = articleAutosaveService(t.deps.db, t.app.services.editorial, {
      maxCopies: 100,
      maxBytes: before.get(b)! + before.get(c)! + Math.max(...before.values()) + 1000,
    })
    const last = items[3]!
    const answer = await bounded.keep(
      { id: d, version: last.version, doc: { ...last.doc, en: { ...last.doc.en, title: 'Newest', body: noise() } } },
      user,
      'en',
    )
    expect(answer.dropped.map((x) => x.id)).toEqual([a])
    expect([...(await weights()).keys()].sort()).toEqual([b, c, d].sort())
    // A bound smaller than one copy keeps only the copy just written.
    const tiny = articleAutosaveService(t.deps.db, t.app.services.editorial, { maxCopies: 100, maxBytes: 1 })
    const alone = await tiny.keep({ id: b, version: items[1]!.version, doc: items[1]!.doc }, user, 'en')
    expect(alone.dropped.map((x) => x.id)).toEqual([c, d])
    expect([...(await weights()).keys()]).toEqual([b])
  })
})
