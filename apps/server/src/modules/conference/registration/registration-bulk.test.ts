import { BULK_MAX, BulkRet, ROLE, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { addConference, simpleForm } from '../../../test/conference-factory.js'
import { mailCounts } from '../../../test/mail-factory.js'
import { mailKindsTo, mailTo, registerPublicly, registrationRow, useRegistrationDesk } from '../../../test/registration-desk.js'
import { expectFailure, expectShape } from '../../../test/shape.js'
import { staffSession, type StaffClient } from '../../../test/staff-factory.js'

const t = useRegistrationDesk()

const register = (menuId: number) => registerPublicly(t, menuId)
const bulk = (client: StaffClient, body: unknown) => client.post(STAFF_API.registrationBulk, body)
const results = (res: { status: number; json: any }) => {
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expectShape(BulkRet, res.json.retMap)
  return (res.json.retMap as BulkRet).results
}
const decideLines = async () =>
  (await t.deps.db.selectFrom('audit_log').select('id').where('action', '=', 'registrationDecide').execute()).length

describe('registrations in bulk', () => {
  it('accepts several registrations, each mailed and audited as its single decision', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const a = await register(c.menuId)
    const b = await register(c.menuId)
    const lines = await decideLines()
    expect(results(await bulk(t.admin, { action: 'decide', state: 'accepted', ids: [a.id, String(b.id), a.id] }))).toEqual([
      { id: a.id, done: true },
      { id: b.id, done: true },
    ])
    for (const r of [a, b]) {
      expect((await registrationRow(t, r.id)).state).toBe('accepted')
      expect(await mailKindsTo(t, r.email)).toEqual(['registration.received', 'registration.accepted'])
    }
    expect(await decideLines()).toBe(lines + 2)
  })

  it('rejects with the comment in each mail', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const a = await register(c.menuId)
    results(await bulk(t.admin, { action: 'decide', state: 'rejected', comment: 'Out of scope.', ids: [a.id] }))
    expect(await registrationRow(t, a.id)).toMatchObject({ state: 'rejected', comment: 'Out of scope.' })
    const mail = await mailTo(t, a.email, 'registration.rejected')
    expect(mail.text).toContain('Out of scope.')
  })

  it('refuses per item, in the language asked, what the single decision refuses, writing nothing for it', async () => {
    const full = await addConference(t, { fields: simpleForm(), capacity: 1 })
    await register(full.menuId)
    const waiting = await register(full.menuId)
    const roomy = await addConference(t, { fields: simpleForm(), moderated: true })
    const fine = await register(roomy.menuId)
    const unknown = 2147483000
    const before = { row: await registrationRow(t, waiting.id), mail: await mailCounts(t) }
    const lines = await decideLines()
    const [ok, refused, missing, ...rest] = results(
      await bulk(t.admin, { lang: 'en', action: 'decide', state: 'accepted', ids: [fine.id, waiting.id, unknown] }),
    )
    expect(rest).toEqual([])
    expect(ok).toEqual({ id: fine.id, done: true })
    expect(refused).toMatchObject({ id: waiting.id, done: false, code: 'conflict' })
    expect(refused?.msg).toContain('full')
    expect(missing).toMatchObject({ id: unknown, done: false, code: 'notFound' })
    expect(await registrationRow(t, waiting.id)).toEqual(before.row)
    expect(await mailKindsTo(t, waiting.email)).toEqual(['registration.waiting'])
    expect(await decideLines()).toBe(lines + 1)
    const [zh] = results(await bulk(t.admin, { action: 'decide', state: 'accepted', ids: [unknown] }))
    expect(zh?.msg).toMatch(/[\u4e00-\u9fff]/)
  })

  it('refuses a conference the reviewer does not hold, per item', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const r = await register(c.menuId)
    const mine = await addConference(t, { fields: simpleForm(), moderated: true })
    const reviewer = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [mine.id] })
    const before = await registrationRow(t, r.id)
    const [item] = results(await bulk(reviewer, { lang: 'en', action: 'decide', state: 'rejected', ids: [r.id] }))
    expect(item).toMatchObject({ id: r.id, done: false, code: 'noPermission' })
    expect(await registrationRow(t, r.id)).toEqual(before)
  })

  it('refuses a malformed request whole, naming the field, and changes nothing', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const r = await register(c.menuId)
    const before = await registrationRow(t, r.id)
    const ok = { action: 'decide', state: 'accepted', ids: [r.id], lang: 'en' }
    expectFailure(await bulk(t.admin, { ...ok, ids: r.id }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(t.admin, { ...ok, ids: ['x'] }), 400, 'badRequest', 'en')
    expectFailure(await bulk(t.admin, { ...ok, ids: [] }), 400, 'badRequest', 'en', 'ids')
    expectFailure(await bulk(t.admin, { ...ok, action: 'delete' }), 400, 'badRequest', 'en', 'action')
    expectFailure(await bulk(t.admin, { ...ok, state: 'withdrawn' }), 400, 'badRequest', 'en', 'state')
    const tooMany = await bulk(t.admin, { ...ok, ids: Array.from({ length: BULK_MAX + 1 }, () => r.id) })
    expectFailure(tooMany, 400, 'badRequest', 'en', 'ids')
    expect(tooMany.json.msg).toContain(String(BULK_MAX))
    expectFailure(await bulk(t.admin, { ...ok, padding: 'x'.repeat(20_000) }), 413, 'tooLarge')
    expect(await registrationRow(t, r.id)).toEqual(before)
  })
})
