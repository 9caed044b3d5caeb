/**
 * The help desk's e-mail through a real SMTP server (an in-process sink): the office hears of each new
 * report, and a reply reaches the reporter in the language they wrote in.
 */
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appWithMailSink, type MailSinkApp } from '../../test/mail-sink-app.js'
import type { SmtpSink } from '../../test/smtp-sink.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import type { TestApp } from '../../test/test-app.js'
import { reportFault, submitFeedback } from '../../test/helpdesk-factory.js'

let t: TestApp
let sink: SmtpSink
let mail: MailSinkApp | undefined
let admin: StaffClient
beforeAll(async () => {
  mail = await appWithMailSink({ HELPDESK_NOTIFY: 'office@ibr.example.org, duty@ibr.example.org', FORM_RATE_LIMIT: '1000' })
  ;({ t, sink } = mail)
  admin = await staffSession(t, { roles: [ROLE.admin], name: '值班管理员' })
})
afterAll(async () => {
  await mail?.close()
})

/** Passes of the job queue, as workers make them, until nothing is left to take (a pass takes up to its concurrency). */
async function work() {
  while ((await t.app.services.jobs.poll()) > 0);
}
const to = (address: string) => sink.received.filter((m) => JSON.stringify(m.to).includes(address))
const mentioning = (ticket: string) => sink.received.filter((m) => m.subject?.includes(ticket))
const messageCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('mail_message')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('help desk e-mail', () => {
  it('tells every address of HELPDESK_NOTIFY of a new report, with what was reported', async () => {
    const ticket = await reportFault(t, {
      reporter: '李四',
      contact: '010-8888 6666',
      place: 'C 楼 101',
      category: 'printer',
      description: '打印机一直卡纸，无法打印。',
    })
    await work()
    const notices = mentioning(ticket)
    expect(notices.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address).sort()).toEqual([
      'duty@ibr.example.org',
      'office@ibr.example.org',
    ])
    expect(notices[0]!.subject).toBe(`新的故障报修 ${ticket}`)
    expect(notices[0]!.text).toContain('打印机一直卡纸，无法打印。')
    expect(notices[0]!.text).toContain('李四（010-8888 6666）')
  })

  it('writes no notice for a report refused', async () => {
    const before = await messageCount()
    const res = await t.post('/api/service/feedback/submit', { kind: 'feedback', content: 'x' })
    expect(res.status).toBe(400)
    expect(await messageCount()).toBe(before)
  })

  it('sends a reply to the reporter in the language of their report, and nothing for an internal note', async () => {
    const { ticket } = await submitFeedback(t, {
      kind: 'suggestion',
      name: 'Ann Lee',
      contact: 'ann.lee@example.org',
      content: 'Please publish the seminar slides.',
      lang: 'en',
    })
    await work()
    expect(await admin.post(STAFF_API.helpdeskNote, { ticket, body: 'Ask the seminar office', reply: false })).toMatchObject({
      status: 200,
    })
    expect(
      await admin.post(STAFF_API.helpdeskNote, { ticket, body: 'The slides are now on the seminar page.', reply: true }),
    ).toMatchObject({
      status: 200,
    })
    await work()
    const replies = to('ann.lee@example.org')
    expect(replies).toHaveLength(1)
    expect(replies[0]!.subject).toBe(`Reply about your report ${ticket}`)
    expect(replies[0]!.text).toContain('Dear Ann Lee,')
    expect(replies[0]!.text).toContain('The slides are now on the seminar page.')
    expect(replies[0]!.text).not.toContain('Ask the seminar office')
    expect(replies[0]!.headers.get('content-language')).toBe('en')
  })
})
