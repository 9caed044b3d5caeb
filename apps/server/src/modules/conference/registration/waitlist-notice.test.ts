/**
 * A waiting list moved by a reviewer's decision, through the SMTP fake: the conference's other
 * reviewers are told, the reviewer whose decision freed the place is not told of their own step.
 */
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { addConference, filledForm, simpleForm } from '../../../test/conference-factory.js'
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js'
import { staffSession } from '../../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../../test/test-app.js'

let t: TestApp
let sink: SmtpSink

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://ibr.example.org' })
})
afterAll(async () => {
  await t?.close()
  await sink?.close()
})

const subjectsTo = (address: string) =>
  sink.received.filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address === address))).map((m) => m.subject)
const runJobs = async () => {
  while ((await t.app.services.jobs.poll()) > 0) {
    // Delivery queues the mail, whose sending is another job.
  }
}

it('tells the other reviewers that the waiting list moved, not the reviewer whose decision moved it', async () => {
  const conference = await addConference(t, { fields: simpleForm(), capacity: 1, title: { zh: '候补测试会议', en: 'Waitlist Conference' } })
  const deciding = `decides-${process.pid}@staff.example.org`
  const colleague = `colleague-${process.pid}@staff.example.org`
  const reviewer = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [conference.id], email: deciding })
  const other = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [conference.id], email: colleague })
  for (const person of [reviewer, other]) {
    const saved = await person.post(STAFF_API.accountNotificationsSave, {
      digestHour: 8,
      kinds: [{ kind: 'registration', mode: 'immediate' }],
    })
    expect(saved.status).toBe(200)
  }
  const first = filledForm()
  const second = filledForm()
  for (const fields of [first, second])
    expect((await t.post('/api/meeting/register', { menuId: conference.menuId, fields })).status).toBe(200)
  await runJobs()

  const row = await t.deps.db.selectFrom('registration').select('id').where('email', '=', first.email!).executeTakeFirstOrThrow()
  const decided = await reviewer.post(STAFF_API.registrationDecide, { id: row.id, state: 'rejected', comment: '' })
  expect(decided.status).toBe(200)
  await runJobs()

  expect(subjectsTo(colleague)).toContain('候补名单有变动：候补测试会议')
  expect(subjectsTo(deciding)).not.toContain('候补名单有变动：候补测试会议')
  expect(subjectsTo(deciding)).toContain('新的报名：候补测试会议')
})
