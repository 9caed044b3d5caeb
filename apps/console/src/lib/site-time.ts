import { SITE_TIME_ZONE } from './format-date'
import { instantToWallClock, wallClockToInstant } from './zoned-time'

/**
 * Times as staff type them: a date-and-time input holds a wall-clock time with no zone, which is read
 * as the institute's (the site shows every time there), wherever the browser happens to be.
 */

/** An instant (ISO) as the site's wall clock shows it, as a date-and-time input takes it (YYYY-MM-DDTHH:mm). */
export function toSiteInput(iso: string | null): string {
  return instantToWallClock(iso, SITE_TIME_ZONE)
}

/** The instant a wall-clock time of the site's zone names, as ISO in UTC; null for an empty or unreadable input. */
export function fromSiteInput(value: string): string | null {
  return wallClockToInstant(value.slice(0, 16), SITE_TIME_ZONE)
}

/** The instant a day (YYYY-MM-DD) ends in the site's zone: its next midnight there, as the server closes postings. */
export function endOfSiteDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1))
  return fromSiteInput(`${next.toISOString().slice(0, 10)}T00:00`)
}
