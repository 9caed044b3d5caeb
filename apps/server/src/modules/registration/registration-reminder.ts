import { sql } from 'kysely'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { sendRegistrationMail } from './registration-mail.js'
import { freshKey, type RegistrationContext } from './registration-places.js'
import { registrationRepository } from './registration-repository.js'

export const REGISTRATION_REMINDER_JOB = 'registration.reminders'
/** Checked hourly: a reminder goes out on the right day in the conference's own zone, whatever the hour. */
const EVERY_SECONDS = 3600
/** At most so many per run; the next run takes the rest. */
const BATCH = 500

/**
 * Queues the reminder of every accepted registration whose conference starts within its
 * `reminder_days` (counted in the conference's zone) and that has had none: marked in the same
 * transaction as its message, so each registration is reminded once, even with two workers.
 * Answers how many were queued.
 */
export async function sendReminders(ctx: RegistrationContext, now: Date = new Date()): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const due = await sql<{ id: number }>`
      select r.id from registration r join meeting m on m.id = r.meeting_id
      where r.state = 'accepted' and r.reminded_at is null
        and (${now}::timestamptz at time zone m.time_zone)::date >= m.start_date - m.reminder_days
        and (${now}::timestamptz at time zone m.time_zone)::date <= m.start_date
      order by r.id
      limit ${BATCH}
      for update of r skip locked`.execute(trx)
    const repo = registrationRepository(trx)
    for (const { id } of due.rows) {
      const registration = (await repo.find(id))!
      const conference = (await repo.conference(registration.meeting_id))!
      await trx.updateTable('registration').set({ reminded_at: now }).where('id', '=', id).execute()
      const key = await freshKey(trx, id)
      await sendRegistrationMail(ctx.mail, ctx.links, { kind: 'reminder', conference, registration, key }, trx, ctx.log)
    }
    return due.rows.length
  })
}

/** The hourly reminder job; the queue runs each occurrence on one instance only. */
export function registrationJobs(context: () => RegistrationContext): JobDefinition[] {
  const reminders: JobDefinition = {
    name: REGISTRATION_REMINDER_JOB,
    everySeconds: EVERY_SECONDS,
    run: async () => {
      await sendReminders(context())
    },
  }
  return [reminders]
}
