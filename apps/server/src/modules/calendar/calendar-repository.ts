import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/visible.js'
import { TEMPLATE_LIST } from '../article/article-service.js'

export function calendarRepository(db: Kysely<DB>) {
  return {
    /**
     * Public academic events starting in [from, to), both local dates (YYYY-MM-DD) of the time zone:
     * the bounds are turned into instants in SQL so the event_time index serves the range.
     */
    events(from: string, to: string, timeZone: string) {
      return db
        .selectFrom('article as a')
        .where('a.kind', '=', 'event')
        .where((eb) => isVisible(eb, 'a'))
        .where(sql<boolean>`a.event_time >= (${from}::date)::timestamp at time zone ${timeZone}`)
        .where(sql<boolean>`a.event_time < (${to}::date)::timestamp at time zone ${timeZone}`)
        .select([
          'a.id',
          'a.title_zh',
          'a.title_en',
          'a.location_zh',
          'a.location_en',
          'a.event_time',
          'a.cancelled_at',
          'a.picture_id',
          'a.picture_vertical_id',
          TEMPLATE_LIST,
        ])
        .orderBy('a.event_time')
        .orderBy('a.id')
        .execute()
    },
  }
}

export type EventRow = Awaited<ReturnType<ReturnType<typeof calendarRepository>['events']>>[number]
