import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'

/** The marks and locks single registration rows take: the reminder sent, the private link's key, the check-in's lock. */
export function registrationMarksRepository(db: Kysely<DB>) {
  return {
    /**
     * The accepted registrations, not yet reminded, whose conference starts within its `reminder_days`
     * (counted in the conference's zone), locked for this transaction; those another worker holds are skipped.
     */
    async dueReminders(now: Date, limit: number): Promise<number[]> {
      const due = await sql<{ id: number }>`
        select r.id from registration r join meeting m on m.id = r.meeting_id
        where r.state = 'accepted' and r.reminded_at is null
          and (${now}::timestamptz at time zone m.time_zone)::date >= m.start_date - m.reminder_days
          and (${now}::timestamptz at time zone m.time_zone)::date <= m.start_date
        order by r.id
        limit ${limit}
        for update of r skip locked`.execute(db)
      return due.rows.map((r) => r.id)
    },

    async markReminded(id: number, at: Date): Promise<void> {
      await db.updateTable('registration').set({ reminded_at: at }).where('id', '=', id).execute()
    },

    async setAccessKeyHash(id: number, hash: string): Promise<void> {
      await db.updateTable('registration').set({ access_key_hash: hash }).where('id', '=', id).execute()
    },

    /** Locks the row for the rest of the transaction: a second writer waits, then sees the first's change. */
    async lock(id: number): Promise<void> {
      await db.selectFrom('registration').select('id').where('id', '=', id).forUpdate().execute()
    },
  }
}
