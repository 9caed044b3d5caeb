import { BULK_MAX, BulkRet, ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addConference, filledForm, simpleForm } from '../../../test/conference-factory.js'
import { mailCounts } from '../../../test/mail-factory.js'
import { expectFailure, expectShape } from '../../../test/shape.js'
import { staffSession, type StaffClient } from '../../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../../test/test-app.js'

let t: TestApp
let admin: StaffClient
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' })
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t.close()
})

const register = async (menuId: number) => {
  const fields = filledForm()
  const res = await t.post('/api/meeting/register', { menuId, fields, lang: 'en' })
  expect(res.status).toBe(200)
  const row = await t.deps.db
    .selectFrom('registration')
    .select('id')
    .where('confirm_code', '=', res.json.retMap.confirmCode)
    .executeTakeFirstOrThrow()
  return { id: row.id, email: fields.email as string }
}
const bulk = (client: StaffClient, body: unknown) => client.post(STAFF_API.registrationBulk, body)
const results = (res: { status: number; json: any }) => {
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expectShape(BulkRet, res.json.retMap)
  return (res.json.retMap as BulkRet).results
}
const registrationRow = (id: number) => t.deps.db.selectFrom('registration').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const kindsTo = async (to: string) =>
  (await t.deps.db.selectFrom('mail_message').select('kind').where('recipient', '=', to).orderBy('id').execute()).map((m) => m.kind)
const decideLines = async () =>
  (await t.deps.db.selectFrom('audit_log').select('id').where('action', '=', 'registrationDecide').execute()).length

describe('registrations in bulk', () => {
  it('accepts several registrations, each mailed and audited as its single decision', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const a = await register(c.menuId)
    const b = await register(c.menuId)
    const lines = await decideLines()
    expect(results(await bulk(admin, { action: 'decide', state: 'accepted', ids: [a.id, String(b.id), a.id] }))).toEqual([
      { id: a.id, done: true },
      { id: b.id, done: true },
    ])
    for (const r of [a, b]) {
      expect((await registrationRow(r.id)).state).toBe('accepted')
      expect(await kindsTo(r.email)).toEqual(['registration.received', 'registration.accepted'])
    }
    expect(await decideLines()).toBe(lines + 2)
  })

  it('rejects with the comment in each mail', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const a = await register(c.menuId)
    results(await bulk(admin, { action: 'decide', state: 'rejected', comment: 'Out of scope.', ids: [a.id] }))
    expect(await registrationRow(a.id)).toMatchObject({ state: 'rejected', comment: 'Out of scope.' })
    const mail = await t.deps.db
      .selectFrom('mail_message')
      .selectAll()
      .where('recipient', '=', a.email)
      .where('kind', '=', 'registration.rejected')
      .executeTakeFirstOrThrow()
    expect(mail.text).toContain('Out of scope.')
  })

  it('refuses per item, in the language asked, what the single decision refuses, writing nothing for it', async () => {
    const full = await addConference(t, { fields: simpleForm(), capacity: 1 })
    await register(full.menuId)
    const waiting = await register(full.menuId)
    const roomy = await addConference(t, { fields: simpleForm(), moderated: true })
    const fine = await register(roomy.menuId)
    const unknown = 2147483000
    const before = { row: await registrationRow(waiting.id), mail: await mailCounts(t) }
    const lines = await decideLines()
    const [ok, refused, missing, ...rest] = results(
      await bulk(admin, { lang: 'en', action: 'decide', state: 'accepted', ids: [fine.id, waiting.id, unknown] }),
    )
    expect(rest).toEqual([])
    expect(ok).toEqual({ id: fine.id, done: true })
    expect(refused).toMatchObject({ id: waiting.id, done: false, code: 'conflict' })
    expect(refused?.msg).toContain('full')
    expect(missing).toMatchObject({ id: unknown, done: false, code: 'notFound' })
    expect(await registrationRow(waiting.id)).toEqual(before.row)
    expect(await kindsTo(waiting.email)).toEqual(['registration.waiting'])
    expect(await decideLines()).toBe(lines + 1)
    const [zh] = results(await bulk(admin, { action: 'decide', state: 'accepted', ids: [unknown] }))
    expect(zh?.msg).toMatch(/[\u4e00-\u9fff]/)
  })

  it('refuses a conference the reviewer does not hold, per item', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const r = await register(c.menuId)
    const mine = await addConference(t, { fields: simpleForm(), moderated: true })
    const reviewer = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [mine.id] })
    const before = await registrationRow(r.id)
    const [item] = results(await bulk(reviewer, { lang: 'en', action: 'decide', state: 'rejected', ids: [r.id] }))
    expect(item).toMatchObject({ id: r.id, done: false, code: 'noPermission' })
    expect(await registrationRow(r.id)).toEqual(before)
  })

  it('refuses a malformed request whole, naming the field, and changes nothing', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const r = await register(c.menuId)
    const before = await registrationRow(r.id)
    const ok = { action: 'decide', state: 'accepted', ids: [r.id], lang: 'en' }
    expectFailure(await bulk(admin, { ...ok, ids: r.id }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(admin, { ...ok, ids: ['x'] }), 400, 'badRequest', 'en')
    expectFailure(await bulk(admin, { ...ok, ids: [] }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(admin, { ...ok, action: 'delete' }), 400, 'badRequest', 'en', 'action')
    expectFailure(await bulk(admin, { ...ok, state: 'withdrawn' }), 400, 'badRequest', 'en', 'state')
    const tooMany = await bulk(admin, { ...ok, ids: Array.from({ length: BULK_MAX + 1 }, () => r.id) })
    expectFailure(tooMany, 400, 'badRequest', 'en', 'ids')
    expect(tooMany.json.msg).toContain(String(BULK_MAX))
    expectFailure(await bulk(admin, { ...ok, padding: 'x'.repeat(20_000) }), 413, 'tooLarge')
    expect(await registrationRow(r.id)).toEqual(before)
  })
})
