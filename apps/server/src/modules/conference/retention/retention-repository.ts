import type { PurgeCandidate } from '@ibr/contract/staff'
import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'

/** What one purge removed. */
export interface Purged {
  registrations: number
  files: number
  bytes: number
  /** Hashes of the removed files' blobs: their bytes go once no other row names them. */
  hashes: string[]
}

/**
 * The day a conference's registrations go: the first day on which its last day is more than
 * `days` days ago, in the conference's own time zone.
 */
const purgeOn = (days: number) => sql<string>`m.end_date + ${days + 1}::integer`

/** A conference never purged, or given registrations again since its purge. */
const keepsRegistrations = (eb: ExpressionBuilder<DB & { m: DB['meeting'] }, 'm'>) =>
  eb.or([eb('m.purged_at', 'is', null), eb.exists(eb.selectFrom('registration as r').select('r.id').whereRef('r.meeting_id', '=', 'm.id'))])

/** SQL of the retention job: which conferences keep registrations until when, and the purge itself. */
export function retentionRepository(db: Kysely<DB>) {
  return {
    /**
     * Conferences that still keep registrations (not purged yet, or given some since), soonest purge
     * first, with what a purge would remove.
     */
    async candidates(days: number): Promise<PurgeCandidate[]> {
      const rows = await db
        .selectFrom('meeting as m')
        .where(keepsRegistrations)
        .select((eb) => [
          'm.id',
          'm.menu_id',
          'm.title_zh',
          'm.title_en',
          sql<string>`to_char(m.end_date, 'YYYY-MM-DD')`.as('end_date'),
          sql<string>`to_char(${purgeOn(days)}, 'YYYY-MM-DD')`.as('purge_on'),
          eb
            .selectFrom('registration as r')
            .whereRef('r.meeting_id', '=', 'm.id')
            .select((c) => c.fn.countAll<string>().as('n'))
            .as('registrations'),
          eb
            .selectFrom('registration_file as rf')
            .innerJoin('registration as r', 'r.id', 'rf.registration_id')
            .whereRef('r.meeting_id', '=', 'm.id')
            .select((c) => c.fn.countAll<string>().as('n'))
            .as('files'),
          eb
            .selectFrom('registration_file as rf')
            .innerJoin('registration as r', 'r.id', 'rf.registration_id')
            .innerJoin('file as f', 'f.id', 'rf.file_id')
            .whereRef('r.meeting_id', '=', 'm.id')
            .select(sql<string>`coalesce(sum(f.size), 0)`.as('bytes'))
            .as('bytes'),
        ])
        .orderBy(purgeOn(days))
        .orderBy('m.id')
        .execute()
      return rows.map((r) => ({
        menuId: r.menu_id,
        title: { zh: r.title_zh, en: r.title_en },
        endDate: r.end_date,
        purgeOn: r.purge_on,
        registrations: Number(r.registrations ?? 0),
        files: Number(r.files ?? 0),
        bytes: Number(r.bytes ?? 0),
      }))
    },

    /** Conferences whose purge day has come (in their time zone) and that still keep registrations or were never purged. */
    async due(days: number): Promise<number[]> {
      const rows = await db
        .selectFrom('meeting as m')
        .where(sql<boolean>`${purgeOn(days)} <= (now() at time zone m.time_zone)::date`)
        .where(keepsRegistrations)
        .select('m.id')
        .orderBy('m.id')
        .execute()
      return rows.map((r) => r.id)
    },

    /**
     * Locks the conference's row for the purge (an instance purging it at the same moment waits here)
     * and answers it if it is still due, null otherwise. The check is a second statement, made once
     * the lock is held, so it sees a purge another instance has just committed. Pass the purge's transaction.
     */
    async lockDue(id: number, days: number) {
      const locked = await db.selectFrom('meeting').where('id', '=', id).select('id').forUpdate().executeTakeFirst()
      if (!locked) return null
      const row = await db
        .selectFrom('meeting as m')
        .where('m.id', '=', id)
        .where(sql<boolean>`${purgeOn(days)} <= (now() at time zone m.time_zone)::date`)
        .where(keepsRegistrations)
        .select(['m.id', 'm.token', sql<string>`to_char(m.end_date, 'YYYY-MM-DD')`.as('end_date')])
        .executeTakeFirst()
      return row ?? null
    },

    /**
     * Removes the conference's registrations, their links to files and the files' rows (a file another
     * conference's registration also names stays), and marks it purged. Pass a transaction.
     */
    async purge(id: number): Promise<Purged> {
      const files = await sql<{ sha256: string; n: string; bytes: string }>`
        with gone as (
          delete from registration_file rf using registration r
          where rf.registration_id = r.id and r.meeting_id = ${id}
          returning rf.file_id
        ), removed as (
          delete from file f
          where f.id in (select file_id from gone)
            and not exists (
              select 1 from registration_file x join registration y on y.id = x.registration_id
              where x.file_id = f.id and y.meeting_id <> ${id})
          returning f.sha256, f.size
        )
        select sha256, count(*) as n, sum(size) as bytes from removed group by sha256`.execute(db)
      const registrations = await db.deleteFrom('registration').where('meeting_id', '=', id).executeTakeFirst()
      await db
        .updateTable('meeting')
        .set({ purged_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute()
      return {
        registrations: Number(registrations.numDeletedRows),
        files: files.rows.reduce((sum, r) => sum + Number(r.n), 0),
        bytes: files.rows.reduce((sum, r) => sum + Number(r.bytes), 0),
        hashes: files.rows.map((r) => r.sha256),
      }
    },
  }
}
