/**
 * Without SMTP_URL every message stays in the outbox, which administrators read; a message exists only
 * if the write that caused it committed; a bad question to the outbox is refused and writes nothing.
 */
import { MailOutboxRet, ROLE, STAFF_API, type MailMessage } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailCounts, mailJobRows, mailRow, outgoingMail } from '../../test/mail-factory.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let admin: StaffClient

beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: '' })
  admin = await staffSession(t, { roles: [ROLE.admin] })
})
afterAll(async () => {
  await t?.close()
})

const work = () => t.app.services.jobs.poll()
const subjects = (list: MailMessage[]) => list.map((m) => m.subject)

describe('the outbox', () => {
  it('keeps every message when no SMTP server is set, and lists it newest first with its attachments’ names', async () => {
    const first = outgoingMail({ subject: `会议提醒 ${Date.now()}`, lang: 'zh', kind: 'registration.reminder' })
    const second = outgoingMail({
      html: '<p>Accepted</p>',
      kind: 'registration.accepted',
      attachments: [
        { filename: 'conference.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
        { filename: 'receipt.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 test') },
      ],
    })
    const firstId = await t.app.services.mail.send(first)
    const secondId = await t.app.services.mail.send(second)

    const waiting = await admin.post(STAFF_API.mailOutbox, { page: 1, pageSize: 2, lang: 'en' })
    expect(waiting.status).toBe(200)
    expectShape(MailOutboxRet, waiting.json.retMap)
    expect(waiting.json.retMap.list.map((m: MailMessage) => [m.id, m.status])).toEqual([
      [secondId, 'queued'],
      [firstId, 'queued'],
    ])

    await work()
    expect(await mailRow(t, firstId)).toMatchObject({ status: 'outbox', attempts: 0, sent_at: null, last_error: null })
    expect(await mailJobRows(t, firstId)).toEqual([])

    const page = await admin.post(STAFF_API.mailOutbox, { page: 1, pageSize: 2 })
    expectShape(MailOutboxRet, page.json.retMap)
    expect(page.json.retMap.total).toBeGreaterThanOrEqual(2)
    expect(subjects(page.json.retMap.list)).toEqual([second.subject, first.subject])
    expect(page.json.retMap.list[0]).toEqual({
      id: secondId,
      to: second.to,
      subject: second.subject,
      text: second.text,
      html: '<p>Accepted</p>',
      lang: 'en',
      kind: 'registration.accepted',
      attachments: [
        { filename: 'conference.ics', contentType: 'text/calendar', size: 32 },
        { filename: 'receipt.pdf', contentType: 'application/pdf', size: 13 },
      ],
      status: 'outbox',
      attempts: 0,
      lastError: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sentAt: null,
    })
    expect(page.json.retMap.list[1]).toMatchObject({ to: first.to, lang: 'zh', html: null, attachments: [] })

    const next = await admin.post(STAFF_API.mailOutbox, { page: 2, pageSize: 1 })
    expect(next.json.retMap.list.map((m: MailMessage) => m.id)).toEqual([firstId])
    // The default page: twenty, newest first.
    const defaults = await admin.post(STAFF_API.mailOutbox, {})
    expect(defaults.json.retMap.list[0].id).toBe(secondId)
    expect(defaults.json.retMap.list.length).toBeLessThanOrEqual(20)
  })

  it('writes a message sent in a transaction only if the transaction commits, its job with it', async () => {
    const rolledBack = outgoingMail()
    const before = await mailCounts(t)
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await t.app.services.mail.send(rolledBack, { db: trx })
        throw new Error('the registration failed')
      }),
    ).rejects.toThrow('the registration failed')
    expect(await mailCounts(t)).toEqual(before)
    const none = await t.deps.db.selectFrom('mail_message').select('id').where('subject', '=', rolledBack.subject).execute()
    expect(none).toEqual([])

    const committed = outgoingMail()
    const id = await t.deps.db.transaction().execute((trx) => t.app.services.mail.send(committed, { db: trx }))
    expect(await mailRow(t, id)).toMatchObject({ subject: committed.subject, status: 'queued' })
    expect(await mailJobRows(t, id)).toMatchObject([{ state: 'queued', payload: { id } }])
  })

  it('refuses a bad page or page size with the field at fault, writing nothing', async () => {
    const before = await mailCounts(t)
    const bad: [Record<string, unknown>, string][] = [
      [{ page: 0 }, 'page'],
      [{ page: 100001 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ page: 1.5 }, 'page'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: 1000 }, 'pageSize'],
      [{ pageSize: [20] }, 'pageSize'],
    ]
    for (const [body, field] of bad) {
      expectFailure(await admin.post(STAFF_API.mailOutbox, { ...body, lang: 'en' }), 400, 'badRequest', 'en', field)
      expectFailure(await admin.post(STAFF_API.mailOutbox, body), 400, 'badRequest', 'zh', field)
    }
    expect(await mailCounts(t)).toEqual(before)
  })

  it('is for administrators and super users only', async () => {
    const editor = await staffSession(t, { roles: [ROLE.editor, ROLE.reviewer], sections: [1] })
    expectFailure(await editor.post(STAFF_API.mailOutbox, { lang: 'en' }), 403, 'noPermission', 'en')
    const superUser = await staffSession(t, { userType: '99' })
    expect((await superUser.post(STAFF_API.mailOutbox, {})).status).toBe(200)
  })
})
