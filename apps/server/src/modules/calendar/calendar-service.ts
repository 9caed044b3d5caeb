import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/visible.js'
import { TEMPLATE_LIST } from '../article/article-service.js'

/**
 * Public academic events for other modules (the iCalendar feeds): what a calendar needs of each event,
 * with its SEQUENCE and the moment it last changed.
 */
export function calendarService(db: Kysely<DB>) {
  const events = () =>
    db
      .selectFrom('article as a')
      .where('a.kind', '=', 'event')
      .where('a.event_time', 'is not', null)
      .where((eb) => isVisible(eb, 'a'))
      .select([
        'a.id',
        'a.title_zh',
        'a.title_en',
        'a.sub_title_zh',
        'a.sub_title_en',
        'a.location_zh',
        'a.location_en',
        'a.event_time',
        'a.cancelled_at',
        'a.ical_sequence',
        'a.updated_at',
        TEMPLATE_LIST,
      ])

  return {
    /** Every public event starting at or after a moment, in time order. */
    since(from: Date) {
      return events()
        .where(sql<boolean>`a.event_time >= ${from}`)
        .orderBy('a.event_time')
        .orderBy('a.id')
        .execute()
    },

    /** One public event, or undefined (not an event, not public, no time). */
    one(id: number) {
      return events().where('a.id', '=', id).executeTakeFirst()
    },
  }
}

export type CalendarEventRow = NonNullable<Awaited<ReturnType<ReturnType<typeof calendarService>['one']>>>
