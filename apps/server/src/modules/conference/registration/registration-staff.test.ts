import {
  ROLE,
  RegistrationCheckinRet,
  RegistrationConferencesRet,
  RegistrationListRet,
  RegistrationRowRet,
  registrationQrPayload,
  STAFF_API,
} from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { mailCounts } from '../../../test/mail-factory.js'
import { addConference, filledForm, formField, option, simpleForm } from '../../../test/conference-factory.js'
import { expectFailure, expectShape } from '../../../test/shape.js'
import { staffSession } from '../../../test/staff-factory.js'
import { mailKindsTo, mailTo, registerPublicly, registrationRow, useRegistrationDesk } from '../../../test/registration-desk.js'
import { sendReminders } from './registration-reminder.js'

const t = useRegistrationDesk()

const register = (menuId: number, fields = filledForm(), lang = 'en') => registerPublicly(t, menuId, fields, lang)
const stateOf = async (id: number) =>
  (await t.deps.db.selectFrom('registration').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state
const auditLines = (action: string) => t.deps.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute()

const feeForm = () => simpleForm([formField('ws', 'select', { options: [option('a', { fee: 10000, capacity: 1 }), option('b')] })])

describe(STAFF_API.registrationList, () => {
  it('lists a conference’s registrations with filters, search, counts per state and per option', async () => {
    const c = await addConference(t, { fields: feeForm(), capacity: 2 })
    const a = await register(c.menuId, filledForm({ ws: 'a', name: 'Zhang Wei' }))
    await register(c.menuId, filledForm({ ws: 'b' }))
    const w = await register(c.menuId, filledForm({ ws: 'b' }))
    expect(w.state).toBe('waiting')
    const res = await t.admin.post(STAFF_API.registrationList, { menuId: c.menuId })
    expect(res.status).toBe(200)
    expectShape(RegistrationListRet, res.json.retMap)
    const ret = res.json.retMap
    expect(ret).toMatchObject({ total: 3, capacity: 2, counts: { accepted: 2, waiting: 1, pending: 0, rejected: 0, withdrawn: 0 } })
    expect(ret.options).toEqual([
      { field: 'ws', value: 'a', label: { zh: '选项a', en: 'Option a' }, count: 1, capacity: 1 },
      { field: 'ws', value: 'b', label: { zh: '选项b', en: 'Option b' }, count: 1, capacity: null },
    ])
    expect(ret.list[0].id).toBe(w.id)
    const only = async (body: Record<string, unknown>) =>
      (await t.admin.post(STAFF_API.registrationList, { menuId: c.menuId, ...body })).json.retMap as {
        total: number
        counts: object
        list: { id: number }[]
      }
    expect((await only({ state: 'waiting' })).list.map((r) => r.id)).toEqual([w.id])
    expect((await only({ state: 'waiting' })).counts).toEqual(ret.counts)
    expect((await only({ payment: 'unpaid' })).list.map((r) => r.id)).toEqual([a.id])
    expect((await only({ option: { field: 'ws', value: 'a' } })).list.map((r) => r.id)).toEqual([a.id])
    expect((await only({ search: 'zhang wei' })).list.map((r) => r.id)).toEqual([a.id])
    expect((await only({ search: a.confirmCode.toLowerCase() })).list.map((r) => r.id)).toEqual([a.id])
    expect((await only({ from: '2999-01-01' })).total).toBe(0)
    expect((await only({ to: '2999-01-01' })).total).toBe(3)
  })

  it('shows a conference reviewer only the conferences granted, and refuses another', async () => {
    const mine = await addConference(t, { fields: simpleForm() })
    const other = await addConference(t, { fields: simpleForm() })
    const reviewer = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [mine.id] })
    const list = await reviewer.post(STAFF_API.registrationConferences, {})
    expectShape(RegistrationConferencesRet, list.json.retMap)
    expect(list.json.retMap.list.map((c: { id: number }) => c.id)).toEqual([mine.id])
    expect((await reviewer.post(STAFF_API.registrationList, { menuId: mine.menuId })).status).toBe(200)
    expectFailure(await reviewer.post(STAFF_API.registrationList, { menuId: other.menuId, lang: 'en' }), 403, 'noPermission', 'en')
    const r = await register(other.menuId)
    const before = await registrationRow(t, r.id)
    expectFailure(await reviewer.post(STAFF_API.registrationDecide, { id: r.id, state: 'rejected' }), 403, 'noPermission')
    expectFailure(await reviewer.post(STAFF_API.registrationCheckin, { code: r.confirmCode }), 403, 'noPermission')
    expect(await registrationRow(t, r.id)).toEqual(before)
    expectFailure(await t.admin.post(STAFF_API.registrationList, { menuId: 2147483000 }), 404, 'notFound')
  })
})

describe(STAFF_API.registrationDecide, () => {
  it('accepts a pending registration and tells the registrant, with an audit line', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const r = await register(c.menuId)
    const res = await t.admin.post(STAFF_API.registrationDecide, { id: r.id, state: 'accepted' })
    expect(res.status).toBe(200)
    expectShape(RegistrationRowRet, res.json.retMap)
    expect(res.json.retMap.registration.state).toBe('accepted')
    expect(await mailKindsTo(t, r.email)).toEqual(['registration.received', 'registration.accepted'])
    expect((await auditLines('registrationDecide')).some((l) => l.entity_id === r.confirmCode)).toBe(true)
  })

  it('sends a rejection with its comment and moves the waiting list up', async () => {
    const c = await addConference(t, { fields: simpleForm(), capacity: 1 })
    const a = await register(c.menuId)
    const w = await register(c.menuId)
    const res = await t.admin.post(STAFF_API.registrationDecide, {
      id: a.id,
      state: 'rejected',
      comment: 'Not in the field of the meeting.',
    })
    expect(res.json.retMap.registration).toMatchObject({ state: 'rejected', comment: 'Not in the field of the meeting.' })
    const mail = await mailTo(t, a.email, 'registration.rejected')
    expect(mail.text).toContain('Not in the field of the meeting.')
    expect(await stateOf(w.id)).toBe('accepted')
    expect(await mailKindsTo(t, w.email)).toEqual(['registration.waiting', 'registration.promoted'])
  })

  it('refuses to accept beyond the capacity or an option’s, writing nothing', async () => {
    const c = await addConference(t, { fields: feeForm(), capacity: 1 })
    await register(c.menuId, filledForm({ ws: 'a' }))
    const w = await register(c.menuId, filledForm({ ws: 'b' }))
    const before = { row: await registrationRow(t, w.id), mail: await mailCounts(t) }
    const res = await t.admin.post(STAFF_API.registrationDecide, { id: w.id, state: 'accepted', lang: 'en' })
    expectFailure(res, 409, 'conflict', 'en')
    expect(res.json.msg).toContain('full')
    expect({ row: await registrationRow(t, w.id), mail: await mailCounts(t) }).toEqual(before)

    const roomy = await addConference(t, { fields: feeForm(), capacity: null, moderated: true })
    await t.admin.post(STAFF_API.registrationDecide, { id: (await register(roomy.menuId, filledForm({ ws: 'a' }))).id, state: 'accepted' })
    const second = await t.post('/api/meeting/register', { menuId: roomy.menuId, fields: filledForm({ ws: 'a' }) })
    expect(second.status).toBe(400)
  })

  it('answers bad input and unknown ids clearly', async () => {
    expectFailure(await t.admin.post(STAFF_API.registrationDecide, { id: 2147483000, state: 'accepted' }), 404, 'notFound')
    expectFailure(await t.admin.post(STAFF_API.registrationDecide, { id: 1, state: 'withdrawn' }), 400, 'badRequest', 'zh', 'state')
    expectFailure(await t.admin.post(STAFF_API.registrationDecide, { id: 'x', state: 'accepted' }), 400, 'badRequest', 'zh', 'id')
  })
})

describe(STAFF_API.registrationPay, () => {
  it('records a payment once, sends the receipt link, and refuses one with nothing to pay', async () => {
    const c = await addConference(t, { fields: feeForm() })
    const r = await register(c.menuId, filledForm({ ws: 'a' }))
    const res = await t.admin.post(STAFF_API.registrationPay, { id: r.id, reference: ' BANK-2024-001 ' })
    expect(res.status).toBe(200)
    expect(res.json.retMap.registration).toMatchObject({ payment: 'paid', payReference: 'BANK-2024-001' })
    const row = await registrationRow(t, r.id)
    expect(row.paid_by).toBe(t.admin.user.id)
    const mail = await mailTo(t, r.email, 'registration.paid')
    expect(mail.text).toMatch(/\/#\/registration\/M\d\d-\w{8}\/[\w-]+\/receipt/)
    expect(mail.text).toContain('BANK-2024-001')
    const before = await registrationRow(t, r.id)
    expectFailure(await t.admin.post(STAFF_API.registrationPay, { id: r.id, reference: 'AGAIN', lang: 'en' }), 409, 'conflict', 'en')
    const free = await register(c.menuId, filledForm({ ws: 'b' }))
    expectFailure(await t.admin.post(STAFF_API.registrationPay, { id: free.id, reference: 'X' }), 409, 'conflict')
    expectFailure(await t.admin.post(STAFF_API.registrationPay, { id: r.id, reference: '' }), 400, 'badRequest', 'zh', 'reference')
    expectFailure(await t.admin.post(STAFF_API.registrationPay, { id: 2147483000, reference: 'X' }), 404, 'notFound')
    expect(await registrationRow(t, r.id)).toEqual(before)
  })
})

describe(STAFF_API.registrationCheckin, () => {
  it('checks in by code or QR payload once; a second scan answers when, and changes nothing', async () => {
    const c = await addConference(t, { fields: simpleForm() })
    const r = await register(c.menuId)
    const first = await t.admin.post(STAFF_API.registrationCheckin, { code: registrationQrPayload(r.confirmCode), menuId: c.menuId })
    expect(first.status).toBe(200)
    expectShape(RegistrationCheckinRet, first.json.retMap)
    expect(first.json.retMap.alreadyAt).toBeNull()
    const at = first.json.retMap.registration.checkedInAt
    expect(at).not.toBeNull()
    const second = await t.admin.post(STAFF_API.registrationCheckin, { code: r.confirmCode.toLowerCase() })
    expect(second.json.retMap.alreadyAt).toBe(at)
    expect(second.json.retMap.registration.checkedInAt).toBe(at)
    expect((await auditLines('registrationCheckin')).filter((l) => l.entity_id === r.confirmCode)).toHaveLength(1)
  })

  it('refuses what is not accepted, another conference’s code, and what is not a code', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const other = await addConference(t, { fields: simpleForm() })
    const pending = await register(c.menuId)
    expectFailure(await t.admin.post(STAFF_API.registrationCheckin, { code: pending.confirmCode, lang: 'en' }), 409, 'conflict', 'en')
    const r = await register(other.menuId)
    expectFailure(await t.admin.post(STAFF_API.registrationCheckin, { code: r.confirmCode, menuId: c.menuId }), 404, 'notFound')
    expectFailure(await t.admin.post(STAFF_API.registrationCheckin, { code: 'hello' }), 400, 'badRequest', 'zh', 'code')
    expectFailure(await t.admin.post(STAFF_API.registrationCheckin, { code: 'M99-ZZZZZZZZ' }), 404, 'notFound')
    expect((await registrationRow(t, r.id)).checked_in_at).toBeNull()
  })
})

describe('reminders', () => {
  it('reminds each accepted registration once, in its language, days before the first day', async () => {
    const soon = await addConference(t, { fields: simpleForm(), startsInDays: 2, reminderDays: 3 })
    const later = await addConference(t, { fields: simpleForm(), startsInDays: 20, reminderDays: 3 })
    const en = await register(soon.menuId, filledForm(), 'en')
    const zh = await register(soon.menuId, filledForm(), 'zh')
    const notYet = await register(later.menuId)
    const ctx = {
      db: t.deps.db,
      mail: t.app.services.mail,
      links: { origin: 'https://www.example.edu', product: 'ibr' },
      uploadMaxBytes: 1,
    }
    await sendReminders(ctx)
    await sendReminders(ctx)
    const reminders = await t.deps.db.selectFrom('mail_message').selectAll().where('kind', '=', 'registration.reminder').execute()
    const to = (r: { fields: Record<string, unknown> }) => reminders.filter((m) => m.recipient === r.fields.email)
    expect(to(en)).toHaveLength(1)
    expect(to(en)[0]!.lang).toBe('en')
    expect(to(en)[0]!.text).toContain('https://www.example.edu/#/registration/')
    expect(to(zh)[0]!.subject).toMatch(/[\u4e00-\u9fff]/)
    expect(to(notYet)).toHaveLength(0)
  })
})
