import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/visible.js'

/**
 * A public conference's programme for other modules (its iCalendar file): the conference, found by
 * its token, and every session of every day with the day's date.
 */
export function conferenceService(db: Kysely<DB>) {
  return {
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
  }
}

export type ConferenceProgramme = NonNullable<Awaited<ReturnType<ReturnType<typeof conferenceService>['programme']>>>
