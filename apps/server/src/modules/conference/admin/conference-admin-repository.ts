import type { ConferenceDay } from '@ibr/contract/staff'
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely'
import { conferenceColumns, conferenceDates } from '../../../db/sql/conference-columns.js'
import type { DB, MeetingTable } from '../../../db/schema.js'
import { holdPublicImage } from '../../file/index.js'

/** Beside what the public pages read: what only staff edit, and the row's publish state. */
const STAFF_COLUMNS = [
  ...conferenceColumns,
  ...conferenceDates,
  'm.picture_id',
  'm.time_zone',
  'm.capacity',
  'm.reminder_days',
  'm.mail_templates',
  'm.status',
] as const

export type ConferenceAdminRow = Awaited<ReturnType<ReturnType<typeof conferenceAdminRepository>['one']>> & object

/** Conferences as staff read and write them: every one, whatever its publish state. */
export function conferenceAdminRepository(db: Kysely<DB>) {
  return {
    /** Whether a conference has this token already. */
    tokenTaken: async (token: string) =>
      (await db.selectFrom('meeting').where('token', '=', token).select('id').executeTakeFirst()) !== undefined,

    /** The instant a day begins in a time zone. */
    async dayStart(day: string, timeZone: string): Promise<Date> {
      const { rows } = await sql<{ t: Date }>`select (${day}::date)::timestamp at time zone ${timeZone} as t`.execute(db)
      return rows[0]!.t
    },

    /** Which conference each of these days belongs to. */
    dayOwners: (ids: number[]) => db.selectFrom('meeting_tag').where('id', 'in', ids).select(['id', 'meeting_id']).execute(),

    /** The conference by its id, or by its own menu entry. */
    async one(by: { id: number } | { menuId: number }) {
      const q = db.selectFrom('meeting as m').select(STAFF_COLUMNS)
      return ('id' in by ? q.where('m.id', '=', by.id) : q.where('m.menu_id', '=', by.menuId)).executeTakeFirst()
    },

    /** Every conference with its registrations per state, latest first. */
    async all() {
      const [rows, counts] = await Promise.all([
        db
          .selectFrom('meeting as m')
          .select(['m.id', 'm.menu_id', 'm.token', 'm.title_zh', 'm.title_en', 'm.registration_open', 'm.capacity', ...conferenceDates])
          .orderBy('m.start_date', 'desc')
          .orderBy('m.id', 'desc')
          .execute(),
        db
          .selectFrom('registration')
          .select(['meeting_id', 'state', sql<number>`count(*)::int`.as('n')])
          .groupBy(['meeting_id', 'state'])
          .execute(),
      ])
      return { rows, counts }
    },

    /** Field names and option values any registration of the conference holds (non-empty ones). */
    async held(conferenceId: number) {
      const values = await sql<{ key: string; value: string }>`
        select distinct e.key, x.value
        from registration r
        cross join lateral jsonb_each(r.fields) as e(key, v)
        cross join lateral (
          select e.v #>> '{}' as value where jsonb_typeof(e.v) in ('string', 'number')
          union all
          select a.value from jsonb_array_elements_text(case when jsonb_typeof(e.v) = 'array' then e.v else '[]'::jsonb end) as a(value)
        ) as x
        where r.meeting_id = ${conferenceId} and x.value <> ''`.execute(db)
      const files = await db
        .selectFrom('registration_file as f')
        .innerJoin('registration as r', 'r.id', 'f.registration_id')
        .where('r.meeting_id', '=', conferenceId)
        .select('f.field')
        .distinct()
        .execute()
      const total = await db
        .selectFrom('registration')
        .where('meeting_id', '=', conferenceId)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
      return { values: values.rows, fileFields: files.map((f) => f.field), total: total.n }
    },

    async insert(row: Insertable<MeetingTable>): Promise<number> {
      return (await db.insertInto('meeting').values(row).returning('id').executeTakeFirstOrThrow()).id
    },

    async update(id: number, set: Updateable<MeetingTable>) {
      await db
        .updateTable('meeting')
        .set({ ...set, updated_at: sql`clock_timestamp()` })
        .where('id', '=', id)
        .execute()
    },

    /** Whether the media library has this public image, held until the transaction ends. */
    publicImage: (fileId: string): Promise<boolean> => holdPublicImage(db, fileId),

    /** The programme: days in order, each with its sessions by start time. */
    async days(conferenceId: number) {
      const tags = await db
        .selectFrom('meeting_tag')
        .where('meeting_id', '=', conferenceId)
        .select(['id', 'name_zh', 'name_en', 'sort', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
        .orderBy('sort')
        .orderBy('day')
        .orderBy('id')
        .execute()
      const sessions = tags.length
        ? await db
            .selectFrom('meeting_session')
            .where(
              'tag_id',
              'in',
              tags.map((t) => t.id),
            )
            .selectAll()
            .orderBy('start_time')
            .orderBy('sort')
            .orderBy('id')
            .execute()
        : []
      return { tags, sessions }
    },

    /** Shows a conference's hidden menu entry and its hidden pages (its first approval). */
    async showPages(menuId: number) {
      await db
        .updateTable('menu')
        .set({ status: 'published', updated_at: new Date() })
        .where('status', '=', 'draft')
        .where((eb) => eb.or([eb('id', '=', menuId), eb('parent_id', '=', menuId)]))
        .execute()
    },

    /**
     * Writes the programme as given: days kept by id are updated, new ones inserted, the others
     * removed with their sessions; each day's sessions are written anew (nothing refers to them).
     */
    async replaceDays(conferenceId: number, days: readonly ConferenceDay[]) {
      const keep = days.flatMap((d) => (d.id === undefined ? [] : [d.id]))
      let q = db.deleteFrom('meeting_tag').where('meeting_id', '=', conferenceId)
      if (keep.length) q = q.where('id', 'not in', keep)
      const removed = await q.returning('id').execute()
      for (const [sort, d] of days.entries()) {
        const values = { day: d.day, sort, name_zh: d.name.zh, name_en: d.name.en }
        let tagId: number
        if (d.id === undefined) {
          tagId = (
            await db
              .insertInto('meeting_tag')
              .values({ meeting_id: conferenceId, ...values })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        } else {
          tagId = d.id
          await db.updateTable('meeting_tag').set(values).where('id', '=', tagId).execute()
          await db.deleteFrom('meeting_session').where('tag_id', '=', tagId).execute()
        }
        if (d.sessions.length)
          await db
            .insertInto('meeting_session')
            .values(
              d.sessions.map((s, i) => ({
                tag_id: tagId,
                start_time: s.startTime,
                end_time: s.endTime,
                sort: i,
                title_zh: s.title.zh,
                title_en: s.title.en,
                speaker_zh: s.speaker.zh,
                speaker_en: s.speaker.en,
                affiliation_zh: s.affiliation.zh,
                affiliation_en: s.affiliation.en,
                place_zh: s.place.zh,
                place_en: s.place.en,
              })),
            )
            .execute()
      }
      return removed.length
    },
  }
}
