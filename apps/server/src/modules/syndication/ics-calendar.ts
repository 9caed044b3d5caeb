import ical, { ICalEventStatus } from 'ical-generator'
import { zoneOffsetMinutes } from '../../lib/dates.js'
import { vtimezone } from './vtimezone.js'

/** One event of a calendar file, times as instants. */
export interface IcsEvent {
  uid: string
  sequence: number
  start: Date
  end: Date
  summary: string
  description: string
  location: string
  url: string | null
  cancelled: boolean
  /** When the event last changed: its DTSTAMP and LAST-MODIFIED, so an unchanged feed reads the same. */
  modified: Date
}

export interface IcsCalendar {
  name: string
  lang: 'zh' | 'en'
  timeZone: string
  events: IcsEvent[]
}

/**
 * The wall-clock time of an instant in a zone as a Date whose local fields hold it: ical-generator
 * writes a zoned event's times from a Date's local fields beside TZID.
 */
function wallClock(at: Date, timeZone: string): Date {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at.getTime(), timeZone) * 60_000)
  return new Date(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  )
}

/** A calendar file (RFC 5545): every event in the zone given, with that zone's VTIMEZONE. */
export function icsCalendar({ name, lang, timeZone, events }: IcsCalendar): string {
  const years = events.flatMap((e) => [e.start.getUTCFullYear(), e.end.getUTCFullYear()])
  const now = new Date().getUTCFullYear()
  const [fromYear, toYear] = [Math.min(now, ...years) - 1, Math.max(now, ...years) + 1]
  const cal = ical({
    prodId: { company: 'ibr', product: 'calendar', language: lang === 'en' ? 'EN' : 'ZH' },
    name,
    timezone: { name: timeZone, generator: (zone) => vtimezone(zone, fromYear, toYear) },
  })
  for (const event of events) {
    cal.createEvent({
      id: event.uid,
      sequence: event.sequence,
      start: wallClock(event.start, timeZone),
      end: wallClock(event.end, timeZone),
      timezone: timeZone,
      stamp: event.modified,
      lastModified: event.modified,
      summary: event.summary,
      description: event.description || null,
      location: event.location || null,
      url: event.url,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    })
  }
  // RFC 5545 ends every line, the last one too, with CRLF.
  return `${cal.toString()}\r\n`
}
