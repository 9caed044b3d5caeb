import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import { conferenceColumns, conferenceDates } from '../../../db/sql/conference-columns.js'
import { isVisible } from '../../../db/sql/visible.js'

export function conferenceRepository(db: Kysely<DB>) {
  return {
    /** A public conference found by its token, and every session of every day with the day's date. */
    async programme(token: string) {
      const conference = await db
        .selectFrom('meeting as m')
        .where('m.token', '=', token)
        .where((eb) => isVisible(eb, 'm'))
        .select(['m.id', 'm.menu_id', 'm.title_zh', 'm.title_en', 'm.venue_zh', 'm.venue_en', 'm.time_zone', 'm.updated_at'])
        .orderBy('m.id')
        .executeTakeFirst()
      if (!conference) return undefined
      const sessions = await db
        .selectFrom('meeting_session as s')
        .innerJoin('meeting_tag as t', 't.id', 's.tag_id')
        .where('t.meeting_id', '=', conference.id)
        .select([
          's.id',
          sql<string>`to_char(t.day, 'YYYY-MM-DD')`.as('day'),
          's.start_time',
          's.end_time',
          's.title_zh',
          's.title_en',
          's.speaker_zh',
          's.speaker_en',
          's.affiliation_zh',
          's.affiliation_en',
          's.place_zh',
          's.place_en',
        ])
        .orderBy('t.day')
        .orderBy('s.start_time')
        .orderBy('s.sort')
        .orderBy('s.id')
        .execute()
      return { conference, sessions }
    },
    /** The public conferences whose own menu entry is one of the ids. */
    byMenuIds(menuIds: readonly number[]) {
      return db
        .selectFrom('meeting as m')
        .leftJoin('file as f', (join) => join.onRef('f.id', '=', 'm.picture_id').on('f.visibility', '=', 'public'))
        .where('m.menu_id', 'in', menuIds)
        .where((eb) => isVisible(eb, 'm'))
        .select([...conferenceColumns, ...conferenceDates, 'f.id as picture_file_id'])
        .execute()
    },

    /** The conference's days in order. */
    tags(conferenceId: number) {
      return db
        .selectFrom('meeting_tag')
        .where('meeting_id', '=', conferenceId)
        .select(['id', 'name_zh', 'name_en', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
        .orderBy('sort')
        .orderBy('day')
        .orderBy('id')
        .execute()
    },

    /** One day's sessions by start time. */
    sessions(tagId: number) {
      return db
        .selectFrom('meeting_session')
        .where('tag_id', '=', tagId)
        .select([
          'id',
          'start_time',
          'end_time',
          'title_zh',
          'title_en',
          'speaker_zh',
          'speaker_en',
          'affiliation_zh',
          'affiliation_en',
          'place_zh',
          'place_en',
        ])
        .orderBy('start_time')
        .orderBy('sort')
        .orderBy('id')
        .execute()
    },
  }
}

export type ConferenceRow = Awaited<ReturnType<ReturnType<typeof conferenceRepository>['byMenuIds']>>[number]
export type TagRow = Awaited<ReturnType<ReturnType<typeof conferenceRepository>['tags']>>[number]
export type SessionRow = Awaited<ReturnType<ReturnType<typeof conferenceRepository>['sessions']>>[number]
