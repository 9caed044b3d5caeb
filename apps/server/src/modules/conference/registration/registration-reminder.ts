import type { JobDefinition } from '../../../jobs/job-queue.js'
import { sendRegistrationMail } from './registration-mail.js'
import { freshKey, type RegistrationContext } from './registration-places.js'
import { registrationMarksRepository } from './registration-marks-repository.js'
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
    const marks = registrationMarksRepository(trx)
    const due = await marks.dueReminders(now, BATCH)
    const repo = registrationRepository(trx)
    for (const id of due) {
      const registration = (await repo.find(id))!
      const conference = (await repo.conference(registration.meeting_id))!
      await marks.markReminded(id, now)
      const key = await freshKey(trx, id)
      await sendRegistrationMail(ctx.mail, ctx.links, { kind: 'reminder', conference, registration, key }, trx, ctx.log)
    }
    return due.length
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
