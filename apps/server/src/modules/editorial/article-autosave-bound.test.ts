// PostgreSQL pass: a person's autosaves arriving together run side by side against the bound.
import { randomBytes } from 'node:crypto'
import { AUTOSAVE_COPIES_MAX, ArticleAutosaveRet, ROLE, STAFF_API } from '@ibr/contract/staff'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSection } from '../../test/editorial-factory.js'
import { expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { openItem as openItemIn, typed } from './article-autosave-fixtures.js'
import { articleAutosaveService } from './article-autosave-service.js'

let t: TestApp
let section: number

beforeAll(async () => {
  t = await createTestApp()
  section = await addSection(t)
})
afterAll(async () => {
  await t.close()
})

const openItem = (client: StaffClient) => openItemIn(client, section)

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
