/**
 * A VTIMEZONE for an IANA zone, read from the zone data Node itself carries (Intl), for the years a
 * calendar spans: calendars need the zone's rules written out beside TZID. A zone without changes in
 * those years (Asia/Shanghai since 1991) is one STANDARD offset; a zone with daylight saving lists each
 * change as its own observance, which RFC 5545 allows in place of recurrence rules.
 */

import { zoneOffsetMinutes } from '../../lib/dates.js'

const DAY = 86_400_000
const MINUTE = 60_000
const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const utcOffset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`
/** An instant as the local time of an offset, in iCalendar's form (no zone). */
function localStamp(at: number, offset: number): string {
  const d = new Date(at + offset * MINUTE)
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
}

/** The instants in [from, to) where the zone's offset changes, each to the minute. */
function transitions(timeZone: string, from: number, to: number): number[] {
  const found: number[] = []
  for (let day = from; day < to; day += DAY) {
    if (zoneOffsetMinutes(day, timeZone) === zoneOffsetMinutes(day + DAY, timeZone)) continue
    let [low, high] = [day, day + DAY]
    while (high - low > MINUTE) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE
      if (zoneOffsetMinutes(mid, timeZone) === zoneOffsetMinutes(low, timeZone)) low = mid
      else high = mid
    }
    found.push(high)
  }
  return found
}

/** The zone's VTIMEZONE covering the years from `fromYear` through `toYear`. */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string {
  const from = Date.UTC(fromYear, 0, 1)
  const to = Date.UTC(toYear + 1, 0, 1)
  const first = zoneOffsetMinutes(from, timeZone)
  const observance = (type: 'STANDARD' | 'DAYLIGHT', at: number, before: number, after: number) => [
    `BEGIN:${type}`,
    `DTSTART:${localStamp(at, before)}`,
    `TZOFFSETFROM:${utcOffset(before)}`,
    `TZOFFSETTO:${utcOffset(after)}`,
    `END:${type}`,
  ]
  // The first observance starts at the range's first local midnight.
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observance('STANDARD', from - first * MINUTE, first, first)]
  for (const at of transitions(timeZone, from, to)) {
    const before = zoneOffsetMinutes(at - MINUTE, timeZone)
    const after = zoneOffsetMinutes(at, timeZone)
    // Clocks going forward start daylight time; going back returns to standard time.
    lines.push(...observance(after > before ? 'DAYLIGHT' : 'STANDARD', at, before, after))
  }
  lines.push('END:VTIMEZONE')
  return `${lines.join('\r\n')}\r\n`
}
