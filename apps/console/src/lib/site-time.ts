import { SITE_TIME_ZONE } from './format-date'

/**
 * Times as staff type them: a date-and-time input holds a wall-clock time with no zone, which is read
 * as the institute's (the site shows every time there), wherever the browser happens to be.
 */

const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

function wallParts(moment: number): Record<string, string> {
  const parts: Record<string, string> = {}
  for (const { type, value } of wallFormat.formatToParts(new Date(moment))) parts[type] = value
  return parts
}

/** An instant (ISO) as the site's wall clock shows it, as a date-and-time input takes it (YYYY-MM-DDTHH:mm). */
export function toSiteInput(iso: string | null): string {
  if (!iso) return ''
  const moment = Date.parse(iso)
  if (Number.isNaN(moment)) return ''
  const p = wallParts(moment)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

/** The instant a wall-clock time of the site's zone names, as ISO in UTC; null for an empty or unreadable input. */
export function fromSiteInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!match) return null
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number]
  const wanted = Date.UTC(y, mo - 1, d, h, mi)
  // Correct a first guess by the zone's offset at it, twice, so a change of offset that day is followed.
  let guess = wanted
  for (let i = 0; i < 2; i++) {
    const p = wallParts(guess)
    guess += wanted - Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute))
  }
  return new Date(guess).toISOString()
}

/** The instant a day (YYYY-MM-DD) ends in the site's zone: its next midnight there, as the server closes postings. */
export function endOfSiteDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1))
  return fromSiteInput(`${next.toISOString().slice(0, 10)}T00:00`)
}
