import { BULK_MAX, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { addSection, editorialTeam, publishedItem, writeDraft, editorialDesk } from '../../test/editorial-factory.js'
import { expectFailure } from '../../test/shape.js'
import type { StaffClient } from '../../test/staff-factory.js'
import { bulkResults } from '../../test/bulk-results.js'
import { useTestApp } from '../../test/use-test-app.js'

const t = useTestApp(async (app) => ({ ...(await editorialDesk(app)), otherSection: await addSection(app) }))

const detail = (id: number) => t.post('/api/article/detail', { id, lang: 'en' })
const bulk = (client: StaffClient, body: unknown) => client.post(STAFF_API.articleBulk, body)
/** A draft of the section, submitted for review: its id and the version the list would show. */
async function inReview(section_ = t.section) {
  const saved = await writeDraft(t.editor, section_)
  const res = await t.editor.post(STAFF_API.articleSubmit, { id: saved.id, version: saved.version })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return { id: saved.id, version: res.json.retMap.version as number }
}
const auditLines = async (action: string, ids: number[]) =>
  (
    await t.deps.db
      .selectFrom('audit_log')
      .where('action', '=', action)
      .where('entity_id', 'in', ids.map(String))
      .select('entity_id')
      .execute()
  ).map((r) => Number(r.entity_id))

describe('content in bulk', () => {
  it('approves several items in review: each published, each with its own audit line', async () => {
    const a = await inReview()
    const b = await inReview()
    expect((await detail(a.id)).status).toBe(404)
    const done = bulkResults(await bulk(t.reviewer, { action: 'approve', items: [a, b] }))
    expect(done).toEqual([
      { id: a.id, done: true },
      { id: b.id, done: true },
    ])
    expect((await detail(a.id)).status).toBe(200)
    expect((await detail(b.id)).status).toBe(200)
    expect((await auditLines('articleApprove', [a.id, b.id])).sort()).toEqual([a.id, b.id].sort())
  })

  it('submits drafts for review and archives published items, as the single calls do', async () => {
    const draft = await writeDraft(t.editor, t.section)
    expect(bulkResults(await bulk(t.editor, { action: 'submit', items: [draft] }))).toEqual([{ id: draft.id, done: true }])
    const state = await t.editor.post(STAFF_API.articleGet, { id: draft.id })
    expect(state.json.retMap.article.status).toBe('review')

    const live = await publishedItem(t.editor, t.reviewer, t.section)
    expect(bulkResults(await bulk(t.reviewer, { action: 'archive', items: [live] }))).toEqual([{ id: live.id, done: true }])
    expect((await detail(live.id)).status).toBe(404)
    expect(await auditLines('articleArchive', [live.id])).toEqual([live.id])
  })

  it('does what it may and says, per item and in the language asked, why the others were refused', async () => {
    const fine = await inReview()
    const stale = await inReview()
    const elsewhere = (await itemElsewhere(t.otherSection)).id
    const unknown = 2147483000
    const res = await bulk(t.reviewer, {
      lang: 'en',
      action: 'approve',
      items: [fine, { id: stale.id, version: stale.version - 1 }, { id: elsewhere, version: 1 }, { id: unknown, version: 1 }, fine],
    })
    const [ok, conflict, outside, missing, ...rest] = bulkResults(res)
    expect(rest).toEqual([])
    expect(ok).toEqual({ id: fine.id, done: true })
    expect(conflict).toMatchObject({ id: stale.id, done: false, code: 'conflict' })
    expect(outside).toMatchObject({ id: elsewhere, done: false, code: 'noPermission' })
    expect(missing).toMatchObject({ id: unknown, done: false, code: 'notFound' })
    for (const refused of [conflict, outside, missing]) expect(refused?.msg).toMatch(/^[\x20-\x7e]+$/)
    expect((await detail(fine.id)).status).toBe(200)
    expect((await detail(stale.id)).status).toBe(404)
    expect(await auditLines('articleApprove', [stale.id, elsewhere])).toEqual([])

    const zh = bulkResults(await bulk(t.reviewer, { lang: 'zh', action: 'approve', items: [{ id: unknown, version: 1 }] }))
    expect(zh[0]?.msg).toMatch(/[\u4e00-\u9fff]/)
  })

  it('refuses, per item, a step the person may not take: an editor approving', async () => {
    const item = await inReview()
    const [refused] = bulkResults(await bulk(t.editor, { lang: 'en', action: 'approve', items: [item] }))
    expect(refused).toMatchObject({ id: item.id, done: false, code: 'noPermission' })
    expect((await detail(item.id)).status).toBe(404)
  })

  it('refuses a malformed request whole, naming the field, and changes nothing', async () => {
    const item = await inReview()
    const before = await auditLines('articleApprove', [item.id])
    expectFailure(await bulk(t.reviewer, '{"action":"approve","items":['), 400, 'badRequest')
    expectFailure(await bulk(t.reviewer, { lang: 'en', action: 'approve', items: item }), 400, 'badRequest', 'en', 'items')
    expectFailure(await bulk(t.reviewer, { lang: 'en', action: 'approve', items: [{ id: 'one', version: 1 }] }), 400, 'badRequest', 'en')
    expectFailure(await bulk(t.reviewer, { lang: 'en', action: 'publish', items: [item] }), 400, 'badRequest', 'en', 'action')
    expectFailure(await bulk(t.reviewer, { lang: 'en', action: 'approve', items: [] }), 400, 'badRequest', 'en', 'items')
    const tooMany = Array.from({ length: BULK_MAX + 1 }, () => item)
    const refused = await bulk(t.reviewer, { lang: 'en', action: 'approve', items: tooMany })
    expectFailure(refused, 400, 'badRequest', 'en', 'items')
    expect(refused.json.msg).toContain(String(BULK_MAX))
    expectFailure(await bulk(t.reviewer, { action: 'approve', items: tooMany }), 400, 'badRequest', 'zh', 'items')
    expectFailure(await bulk(t.reviewer, { action: 'approve', items: [item], padding: 'x'.repeat(20_000) }), 413, 'tooLarge')
    expect(await auditLines('articleApprove', [item.id])).toEqual(before)
    expect((await detail(item.id)).status).toBe(404)
  })

  it('needs a session', async () => {
    expectFailure(await t.post(STAFF_API.articleBulk, { action: 'approve', items: [{ id: 1, version: 1 }] }), 401, 'loginExpired')
  })
})

/** An item in review in a section this test's reviewer is not granted. */
async function itemElsewhere(other: number) {
  const team = await editorialTeam(t, other)
  const saved = await writeDraft(team.editor, other)
  await team.editor.post(STAFF_API.articleSubmit, { id: saved.id, version: saved.version })
  return saved
}
