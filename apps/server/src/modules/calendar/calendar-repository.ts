import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { ARTICLE_TITLE_COLUMNS } from '../../db/sql/article-columns.js'
import { isVisible } from '../../db/sql/visible.js'
import { TEMPLATE_LIST } from '../article/index.js'

export function calendarRepository(db: Kysely<DB>) {
  const feedEvents = () =>
    db
      .selectFrom('article as a')
      .where('a.kind', '=', 'event')
      .where('a.event_time', 'is not', null)
      .where((eb) => isVisible(eb, 'a'))
      .select([
        ...ARTICLE_TITLE_COLUMNS,
        'a.location_zh',
        'a.location_en',
        'a.event_time',
        'a.cancelled_at',
        'a.ical_sequence',
        'a.updated_at',
        TEMPLATE_LIST,
      ])

  return {
    /** For the iCalendar feeds, with SEQUENCE and last change: every public event starting at or after a moment, in time order. */
    eventsSince(from: Date) {
      return feedEvents()
        .where(sql<boolean>`a.event_time >= ${from}`)
        .orderBy('a.event_time')
        .orderBy('a.id')
        .execute()
    },

    /** One public event, or undefined (not an event, not public, no time). */
    event(id: number) {
      return feedEvents().where('a.id', '=', id).executeTakeFirst()
    },

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

export type CalendarEventRow = NonNullable<Awaited<ReturnType<ReturnType<typeof calendarRepository>['event']>>>
