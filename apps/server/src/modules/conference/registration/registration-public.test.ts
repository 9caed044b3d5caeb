import { conferenceNights, MeetingRegisterRet, MeetingSignRet, RegistrationViewRet } from '@ibr/contract'
import ical from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addConference, everyKindForm, filledForm, formField, option, simpleForm } from '../../../test/conference-factory.js'
import { expectFailure, expectShape } from '../../../test/shape.js'
import { publicRegistration } from '../../../test/public-registration.js'
import { createTestApp, type TestApp } from '../../../test/test-app.js'
import { pdfBytes, pngBytes } from '../../../test/upload-fixtures.js'
import { wrongValues } from './registration-public-fixtures.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' })
})
afterAll(async () => {
  await t.close()
})

const { register, snapshot, mailsTo, row, draft } = publicRegistration(() => t)

describe('the public form', () => {
  it('shows every kind of field with its fees, places left and nights', async () => {
    const c = await addConference(t, { capacity: 10 })
    const res = await t.post('/api/meeting/sign', { menuId: c.menuId, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(MeetingSignRet, res.json.retMap)
    const fields = res.json.retMap.sign.fields as any[]
    expect(fields.map((f) => f.type)).toEqual(everyKindForm().map((f) => f.type))
    const workshop = fields.find((f) => f.name === 'workshop')
    expect(workshop.options[0]).toMatchObject({ value: 'a', fee: 20000, left: 2 })
    expect(workshop.options[1]).toMatchObject({ left: null })
    const nights = fields.find((f) => f.name === 'nights')
    const conference = await t.deps.db
      .selectFrom('meeting')
      .select(['start_date', 'end_date'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow()
    const day = (d: unknown) => new Date(d as string).toISOString().slice(0, 10)
    expect(nights.nights).toEqual(conferenceNights(day(conference.start_date), day(conference.end_date)))
    expect(nights.nights).toHaveLength(4)
    expect(fields.find((f) => f.name === 'consent').required).toBe(true)
    expect(fields.find((f) => f.name === 'paper')).toMatchObject({ accept: ['application/pdf'], extensions: ['.pdf'], maxBytes: 100000 })
    expect(res.json.retMap.sign).toMatchObject({ full: false, moderated: false, currency: 'CNY' })
  })
})

describe('/api/meeting/register', () => {
  it('registers every kind of field, computes the fee, and sends the confirmation with the calendar and the QR code', async () => {
    const c = await addConference(t)
    const sign = (await t.post('/api/meeting/sign', { menuId: c.menuId })).json.retMap.sign
    const nights = sign.fields.find((f: any) => f.name === 'nights').nights as string[]
    const pdf = await draft(pdfBytes(), 'paper.pdf')
    const fields = filledForm({
      phone: '+86 10 1234 5678',
      bio: 'Line one\nline two',
      role: 'faculty',
      workshop: ['b', 'a', 'a'],
      age: '42',
      arrival: '2030-02-28',
      country: 'DE',
      guests: ['  Ann ', '', 'Bo'],
      nights: [nights[2]!, nights[1]!],
    })
    const res = await register(c.menuId, fields, { files: [{ field: 'paper', ...pdf }], lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(MeetingRegisterRet, res.json.retMap)
    // faculty 500.00 + workshop a 200.00 + two nights at 300.00
    expect(res.json.retMap).toMatchObject({ state: 'accepted', fee: 130000 })
    const stored = await row(res.json.retMap.confirmCode)
    expect(stored).toMatchObject({ state: 'accepted', fee: 130000, lang: 'en' })
    expect(stored.fields).toMatchObject({ workshop: ['a', 'b'], guests: ['Ann', 'Bo'], nights: [nights[1], nights[2]], country: 'DE' })
    expect(stored.access_key_hash).not.toContain(res.json.retMap.key)

    const [mail] = await mailsTo(fields.email as string)
    expect(mail).toMatchObject({ kind: 'registration.accepted', lang: 'en' })
    expect(mail!.subject).toMatch(/^[\x20-\x7e]+$/)
    expect(mail!.text).toContain(res.json.retMap.confirmCode)
    expect(mail!.text).toContain(`/#/registration/${res.json.retMap.confirmCode}/${res.json.retMap.key}`)
    expect(mail!.html).toContain('<a href=')
    const names = mail!.attachments.map((a) => a.contentType.split(';')[0])
    expect(names).toEqual(['text/calendar', 'image/png'])
    const ics = Buffer.from(mail!.attachments[0]!.content, 'base64').toString('utf8')
    expect(ics).toMatch(/DTSTART;TZID=Asia\/Shanghai:\d{8}T090000/)
    const events = Object.values(ical.sync.parseICS(ics)).filter((e: any) => e.type === 'VEVENT') as any[]
    expect(events).toHaveLength(1)
    expect(events[0].uid).toBe(`conference-${c.id}@localhost`)
    expect(String(events[0].summary)).toMatch(/^Test Conference \d+$/)
    expect(events[0].start.tz).toBe('Asia/Shanghai')
  })

  it('refuses each kind of wrong value beside its field, in the request’s language, and writes nothing', async () => {
    const c = await addConference(t)
    const png = await draft(await pngBytes(8, 8), 'photo.png')
    const before = await snapshot()
    const cases = wrongValues(png)
    for (const [body, field] of cases) {
      for (const lang of ['zh', 'en'] as const) {
        const res = await register(c.menuId, body.fields as Record<string, unknown>, { ...body, lang })
        if (res.status !== 400) throw new Error(`${JSON.stringify(body)} answered ${res.status}`)
        expectFailure(res, 400, 'badRequest', lang, field)
      }
    }
    expect(await snapshot()).toEqual(before)
    // The refused upload is still a draft: the registrant can hand it in to a field that takes it.
    const file = await t.deps.db.selectFrom('file').select('visibility').where('id', '=', png.fileId).executeTakeFirstOrThrow()
    expect(file.visibility).toBe('draft')
  })

  it('refuses a file larger than its field allows', async () => {
    const c = await addConference(t, { fields: simpleForm([formField('paper', 'file', { maxBytes: 50 })]) })
    const pdf = await draft(pdfBytes(), 'big.pdf')
    const res = await register(c.menuId, filledForm(), { files: [{ field: 'paper', ...pdf }], lang: 'en' })
    expectFailure(res, 400, 'badRequest', 'en', 'paper')
    expect(res.json.msg).toContain('at most')
  })

  it('is open only inside its window', async () => {
    for (const spec of [{ open: false }, { opensInDays: 2 }, { closesInDays: -1 }]) {
      const c = await addConference(t, { fields: simpleForm(), ...spec })
      expectFailure(await register(c.menuId, filledForm(), { lang: 'en' }), 409, 'registrationClosed', 'en')
      expect((await t.post('/api/meeting/sign', { menuId: c.menuId })).json.retMap.sign.open).toBe(false)
    }
    const opened = await addConference(t, { fields: simpleForm(), opensInDays: -1 })
    expect((await register(opened.menuId, filledForm())).status).toBe(200)
  })

  it('puts a registration past the capacity on the waiting list, and says so', async () => {
    const c = await addConference(t, { fields: simpleForm(), capacity: 1 })
    const first = await register(c.menuId, filledForm())
    expect(first.json.retMap.state).toBe('accepted')
    const second = filledForm()
    const res = await register(c.menuId, second, { lang: 'en' })
    expect(res.json.retMap.state).toBe('waiting')
    expect((await mailsTo(second.email as string)).map((m) => m.kind)).toEqual(['registration.waiting'])
    expect((await t.post('/api/meeting/sign', { menuId: c.menuId })).json.retMap.sign.full).toBe(true)
  })

  it('refuses an option whose places are taken, naming it', async () => {
    const c = await addConference(t, {
      fields: simpleForm([formField('ws', 'select', { options: [option('a', { capacity: 1 }), option('b')] })]),
    })
    expect((await register(c.menuId, filledForm({ ws: 'a' }))).status).toBe(200)
    const before = await snapshot()
    const res = await register(c.menuId, filledForm({ ws: 'a' }), { lang: 'en' })
    expectFailure(res, 400, 'badRequest', 'en', 'ws')
    expect(res.json.msg).toContain('"Option a" is full')
    expect(await snapshot()).toEqual(before)
    expect((await register(c.menuId, filledForm({ ws: 'b' }))).status).toBe(200)
  })

  it('holds a registration for a decision when the conference moderates', async () => {
    const c = await addConference(t, { fields: simpleForm(), moderated: true })
    const fields = filledForm()
    const res = await register(c.menuId, fields)
    expect(res.json.retMap).toMatchObject({ state: 'pending', fee: 0 })
    const [mail] = await mailsTo(fields.email as string)
    expect(mail).toMatchObject({ kind: 'registration.received', lang: 'zh' })
    expect(mail!.subject).toMatch(/[\u4e00-\u9fff]/)
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`${c.token}.ics`])
  })

  it('uses the conference’s own template when staff wrote one', async () => {
    const c = await addConference(t, {
      fields: simpleForm(),
      mailTemplates: { accepted: { en: { subject: 'Welcome {name}', body: 'Code {code} for {conference}. {link}' } } },
    })
    const fields = filledForm()
    const res = await register(c.menuId, fields, { lang: 'en' })
    const [mail] = await mailsTo(fields.email as string)
    expect(mail!.subject).toBe(`Welcome ${fields.name}`)
    expect(mail!.text).toMatch(new RegExp(`^Code ${res.json.retMap.confirmCode} for Test Conference \\d+\\. http://localhost`))
  })
})

describe('the private link', () => {
  it('shows the registration to whoever holds the key, and answers a wrong key like an unknown code', async () => {
    const c = await addConference(t)
    const fields = filledForm({ role: 'faculty' })
    const { confirmCode: code, key } = (await register(c.menuId, fields, { lang: 'en' })).json.retMap
    const res = await t.post('/api/meeting/registration/get', { code, key, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(RegistrationViewRet, res.json.retMap)
    const view = res.json.retMap.registration
    expect(view).toMatchObject({ confirmCode: code, state: 'accepted', payment: 'unpaid', fee: 50000, editable: true })
    expect(view.values.find((v: any) => v.name === 'role').text).toBe('Option faculty')
    expect(view.items).toEqual([{ label: { zh: '字段role · 选项faculty', en: 'Field role · Option faculty' }, count: 1, amount: 50000 }])
    expect(view.qrSvg).toMatch(/^<svg/)
    expect(res.headers['x-cache']).toBeUndefined()
    const wrong = await t.post('/api/meeting/registration/get', {
      code,
      key: `${key.slice(0, -2)}${key.endsWith('xx') ? 'yy' : 'xx'}`,
      lang: 'en',
    })
    const unknown = await t.post('/api/meeting/registration/get', { code: 'M99-AAAAAAAA', key, lang: 'en' })
    expectFailure(wrong, 404, 'notFound', 'en')
    expectFailure(unknown, 404, 'notFound', 'en')
    expect(wrong.json.msg).toBe(unknown.json.msg)
    expectFailure(await t.post('/api/meeting/registration/update', { code, key: 'wrong', fields }), 404, 'notFound')
    expectFailure(await t.post('/api/meeting/registration/withdraw', { code, key: 'wrong' }), 404, 'notFound')
  })

  it('changes a registration while open, recomputing its fee; a paid one keeps its fee', async () => {
    const c = await addConference(t)
    const fields = filledForm({ role: 'student' })
    const { confirmCode: code, key } = (await register(c.menuId, fields)).json.retMap
    const res = await t.post('/api/meeting/registration/update', { code, key, fields: { ...fields, role: 'faculty', workshop: ['a'] } })
    expect(res.status).toBe(200)
    expect(res.json.retMap.registration).toMatchObject({ fee: 70000, payment: 'unpaid' })
    expect((await row(code)).fee).toBe(70000)
    await t.deps.db.updateTable('registration').set({ paid_at: new Date(), pay_reference: 'T1' }).where('confirm_code', '=', code).execute()
    const before = await row(code)
    const refused = await t.post('/api/meeting/registration/update', { code, key, fields: { ...fields, role: 'student' }, lang: 'en' })
    expectFailure(refused, 409, 'conflict', 'en')
    expect(await row(code)).toEqual(before)
    // A change that keeps the fee is fine.
    const same = await t.post('/api/meeting/registration/update', {
      code,
      key,
      fields: { ...fields, role: 'faculty', workshop: ['a'], bio: 'New' },
    })
    expect(same.status).toBe(200)
  })

  it('withdraws, moving the oldest on the waiting list up, who is told', async () => {
    const c = await addConference(t, { fields: simpleForm(), capacity: 1 })
    const first = (await register(c.menuId, filledForm())).json.retMap
    const second = filledForm()
    const third = filledForm()
    await register(c.menuId, second, { lang: 'en' })
    await register(c.menuId, third)
    const res = await t.post('/api/meeting/registration/withdraw', { code: first.confirmCode, key: first.key })
    expect(res.json.retMap.registration).toMatchObject({ state: 'withdrawn', editable: false, withdrawable: false })
    const stateOf = async (fields: Record<string, unknown>) =>
      (await t.deps.db.selectFrom('registration').select('state').where('email', '=', String(fields.email)).executeTakeFirstOrThrow()).state
    expect([await stateOf(second), await stateOf(third)]).toEqual(['accepted', 'waiting'])
    const mails = await mailsTo(second.email as string)
    expect(mails.map((m) => m.kind)).toEqual(['registration.waiting', 'registration.promoted'])
    expect(mails[1]!.lang).toBe('en')
    expectFailure(await t.post('/api/meeting/registration/withdraw', { code: first.confirmCode, key: first.key }), 409, 'conflict')
    expectFailure(
      await t.post('/api/meeting/registration/update', { code: first.confirmCode, key: first.key, fields: filledForm() }),
      409,
      'conflict',
    )
  })
})

describe('a mail server that refuses', () => {
  it('neither loses nor holds up the registration: its message waits for a retry', async () => {
    const down = await createTestApp({ FORM_RATE_LIMIT: '1000', SMTP_URL: 'smtp://127.0.0.1:1' })
    try {
      const c = await addConference(down, { fields: simpleForm() })
      const fields = filledForm()
      const res = await down.post('/api/meeting/register', { menuId: c.menuId, fields, lang: 'en' })
      expect(res.status).toBe(200)
      await down.app.services.jobs.poll()
      const row = await down.deps.db
        .selectFrom('registration')
        .select('state')
        .where('confirm_code', '=', res.json.retMap.confirmCode)
        .executeTakeFirstOrThrow()
      expect(row.state).toBe('accepted')
      const mail = await down.deps.db
        .selectFrom('mail_message')
        .selectAll()
        .where('recipient', '=', fields.email as string)
        .executeTakeFirstOrThrow()
      expect(mail.status).not.toBe('sent')
      expect(mail.attempts).toBeGreaterThan(0)
    } finally {
      await down.close()
    }
  })
})
