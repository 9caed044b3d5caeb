import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { calendarRepository } from './calendar-repository.js'

export type { CalendarEventRow } from './calendar-repository.js'

/**
 * Public academic events: the calendar's month and day, and for the iCalendar feeds what a calendar
 * needs of each event, with its SEQUENCE and the moment it last changed.
 */
export function calendarService(db: Kysely<DB>) {
  const repo = calendarRepository(db)
  return { events: repo.events, since: (from: Date) => repo.eventsSince(from), one: (id: number) => repo.event(id) }
}
