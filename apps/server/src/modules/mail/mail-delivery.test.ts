/**
 * Sending through a real SMTP server (an in-process sink that requires the account in SMTP_URL):
 * what arrives is what was written, a refusal is retried, a message out of tries is failed until an
 * administrator sends it again.
 */
import { MailResendRet, ROLE, STAFF_API, type MailMessage } from '@ibr/contract/staff'
import type { AddressObject } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mailCounts, mailJobRows, mailRow, outgoingMail, retryNow } from '../../test/mail-factory.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let sink: SmtpSink
let admin: StaffClient
const FROM = '"脑科学研究所 IBR" <no-reply@ibr.example.org>'

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: FROM })
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})
beforeEach(() => sink.refuse(null))

/**
 * The job queue's passes until nothing due is left, as a worker makes them: the app's recurring jobs
 * (sweeps, the search sync, reminders) may be due in the same pass as the message.
 */
const work = async () => {
  while ((await t.app.services.jobs.poll()) > 0) {
    // Another pass: what ran may have queued more (a search sync after a change).
  }
}
const arrived = (subject: string) => sink.received.filter((m) => m.subject === subject)
const addressOf = (field: AddressObject | AddressObject[] | undefined) => (Array.isArray(field) ? field[0] : field)?.value[0]

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//IBR//Mail test//EN',
  'BEGIN:VEVENT',
  'UID:mail-test-1@ibr.example.org',
  'DTSTART:20261201T010000Z',
  'DTEND:20261201T090000Z',
  'SUMMARY:脑科学前沿国际研讨会',
  'LOCATION:上海市徐汇区岳阳路 320 号',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n')

describe('delivery', () => {
  it('delivers subject, text, HTML and an .ics attachment intact, in Chinese, from MAIL_FROM', async () => {
    const message = outgoingMail({
      to: 'zhang.san@example.org',
      subject: `报名已收到：脑科学前沿国际研讨会 ${Date.now()}`,
      text: '张三，您好：\n\n我们已收到您的报名，确认码 AB12CD。\n',
      html: '<p>张三，您好：</p><p>我们已收到您的报名，确认码 <strong>AB12CD</strong>。</p>',
      lang: 'zh',
      kind: 'registration.received',
      attachments: [{ filename: '研讨会.ics', contentType: 'text/calendar', content: ICS }],
    })
    const id = await t.app.services.mail.send(message)
    expect(await mailRow(t, id)).toMatchObject({ status: 'queued', attempts: 0 })
    expect(arrived(message.subject)).toEqual([])

    await work()
    const [mail] = arrived(message.subject)
    expect(mail).toBeDefined()
    expect(addressOf(mail!.from)).toEqual({ name: '脑科学研究所 IBR', address: 'no-reply@ibr.example.org' })
    expect(addressOf(mail!.to)?.address).toBe('zhang.san@example.org')
    expect(mail!.text).toBe(message.text)
    expect(mail!.html).toBe(message.html)
    expect(mail!.headers.get('content-language')).toBe('zh-CN')
    expect(mail!.attachments).toHaveLength(1)
    const [ics] = mail!.attachments
    expect(ics).toMatchObject({ filename: '研讨会.ics', contentType: 'text/calendar' })
    expect(ics!.content.toString('utf8')).toBe(ICS)

    const row = await mailRow(t, id)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect(row!.sent_at).toBeInstanceOf(Date)
    expect(await mailJobRows(t, id)).toEqual([])
    // Run again (delivery is at least once): a message already sent is not sent twice.
    await t.app.services.jobs.enqueue('mail.send', { id })
    await work()
    expect(arrived(message.subject)).toHaveLength(1)
  })

  it('sends plain text alone when there is no HTML and no attachment', async () => {
    const message = outgoingMail({ lang: 'en' })
    await t.app.services.mail.send(message)
    await work()
    const [mail] = arrived(message.subject)
    expect(mail?.text).toBe(message.text)
    expect(mail?.html).toBe(false)
    expect(mail?.attachments).toEqual([])
    expect(mail?.headers.get('content-language')).toBe('en')
  })

  it('retries a message the server refused, and delivers it on a later try', async () => {
    const message = outgoingMail()
    let answers = 0
    sink.refuse(() => (++answers === 1 ? { code: 451, message: 'Greylisted, try again later' } : null))
    const id = await t.app.services.mail.send(message)
    await work()
    expect(arrived(message.subject)).toEqual([])
    expect(await mailRow(t, id)).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringContaining('Greylisted') })
    const [job] = await mailJobRows(t, id)
    // Not before its pause (a minute for the first retry).
    expect(new Date(job!.run_at).getTime()).toBeGreaterThan(Date.now() + 50_000)
    await work()
    expect(arrived(message.subject)).toEqual([])

    await retryNow(t)
    await work()
    expect(arrived(message.subject)).toHaveLength(1)
    expect(await mailRow(t, id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
  })

  it('marks a message failed with the error after its last try, and an administrator’s resend delivers it', async () => {
    const message = outgoingMail({ subject: `退信测试 ${Date.now()}`, lang: 'zh' })
    sink.refuse(() => ({ code: 550, message: 'Mailbox unavailable' }))
    const id = await t.app.services.mail.send(message)
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await mailRow(t, id)).toMatchObject({ status: 'queued', attempts: attempt - 1 })
      await retryNow(t)
      await work()
    }
    expect(await mailRow(t, id)).toMatchObject({
      status: 'failed',
      attempts: 8,
      last_error: expect.stringContaining('Mailbox unavailable'),
    })
    expect(await mailJobRows(t, id)).toMatchObject([{ state: 'failed' }])
    const outbox = await admin.post(STAFF_API.mailOutbox, { pageSize: 100 })
    expect(outbox.json.retMap.list.find((m: MailMessage) => m.id === id)).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: expect.stringContaining('Mailbox unavailable'),
    })
    expect(arrived(message.subject)).toEqual([])

    sink.refuse(null)
    const before = await mailCounts(t)
    const resent = await admin.post(STAFF_API.mailResend, { id, lang: 'en' })
    expect(resent.status).toBe(200)
    expectShape(MailResendRet, resent.json.retMap)
    expect(resent.json.retMap.message).toMatchObject({ id, status: 'queued', attempts: 8 })
    const audit = await t.deps.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()
    expect(audit).toMatchObject({ action: 'mailResend', entity: 'mail', entity_id: String(id), username: admin.user.username })
    expect(audit.summary).toContain(message.to)
    expect(await mailCounts(t)).toMatchObject({ audit: before.audit! + 1, jobs: before.jobs! + 1, messages: before.messages })

    // Sent again at once: the resend is not held back by the old pauses.
    await work()
    expect(arrived(message.subject)).toHaveLength(1)
    expect(await mailRow(t, id)).toMatchObject({ status: 'sent', attempts: 9, last_error: null })
  })

  it('refuses to resend a message that did not fail, or one that does not exist, writing nothing', async () => {
    const id = await t.app.services.mail.send(outgoingMail())
    const before = await mailCounts(t)
    // Still waiting for its first try.
    expectFailure(await admin.post(STAFF_API.mailResend, { id, lang: 'en' }), 409, 'conflict', 'en')
    await work()
    expect((await mailRow(t, id))?.status).toBe('sent')
    const sentCounts = await mailCounts(t)
    expectFailure(await admin.post(STAFF_API.mailResend, { id }), 409, 'conflict', 'zh')
    expectFailure(await admin.post(STAFF_API.mailResend, { id: 2147483000, lang: 'en' }), 404, 'notFound', 'en')
    expectFailure(await admin.post(STAFF_API.mailResend, { id: 'seven', lang: 'en' }), 400, 'badRequest', 'en', 'id')
    expect(await mailCounts(t)).toEqual(sentCounts)
    expect(sentCounts.audit).toBe(before.audit)
  })
})
