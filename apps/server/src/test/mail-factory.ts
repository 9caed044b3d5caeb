import { sql } from 'kysely'
import type { OutgoingMail } from '../modules/mail/index.js'
import { rowCounts } from './row-counts.js'
import type { TestApp } from './test-app.js'

let counter = 0

/** A message of the test's own: a subject no other test uses, an address at example.org. */
export function outgoingMail(over: Partial<OutgoingMail> = {}): OutgoingMail {
  counter += 1
  return {
    to: `reader${counter}@example.org`,
    subject: `Message ${process.pid}-${counter}`,
    text: `Body ${counter}\n`,
    lang: 'en',
    kind: 'test.message',
    ...over,
  }
}

/** The message's row, as the database holds it. */
export const mailRow = (t: TestApp, id: number) => t.deps.db.selectFrom('mail_message').selectAll().where('id', '=', id).executeTakeFirst()

/** The sending jobs of one message (none once it was sent). */
export const mailJobRows = (t: TestApp, id: number) =>
  t.deps.db
    .selectFrom('job')
    .selectAll()
    .where('name', '=', 'mail.send')
    .where(sql<boolean>`(payload->>'id')::int = ${id}`)
    .execute()

/** Brings every waiting retry of a message forward to now, as if its pause had passed. */
export async function retryNow(t: TestApp): Promise<void> {
  await t.deps.db
    .updateTable('job')
    .set({ run_at: sql<Date>`now()` })
    .where('name', '=', 'mail.send')
    .where('state', '=', 'queued')
    .execute()
}

/** Row counts of what a mail call could write: compare around a refused request. */
export async function mailCounts(t: TestApp): Promise<Record<string, number>> {
  const statuses = await t.deps.db
    .selectFrom('mail_message')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute()
  return {
    ...(await rowCounts(t.deps.db, { messages: 'mail_message', jobs: 'job', audit: 'audit_log' })),
    ...Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)])),
  }
}
