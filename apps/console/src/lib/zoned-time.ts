/**
 * Wall-clock times of a named time zone and the instants they name, with no dependence on the
 * browser's own zone: staff type times as the institute's clock shows them, wherever they are.
 */

const DAY_MS = 24 * 60 * 60 * 1000
const formats = new Map<string, Intl.DateTimeFormat>()

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** The wall clock of `timeZone` at a moment, as the UTC milliseconds of the same fields. */
function wallAt(moment: number, timeZone: string): number {
  const p: Record<string, number> = {}
  for (const { type, value } of wallFormat(timeZone).formatToParts(new Date(moment))) p[type] = Number(value)
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
}

/** An instant (ISO) as `timeZone`'s wall clock shows it, as a date-and-time input takes it (YYYY-MM-DDTHH:mm); '' when unreadable. */
export function instantToWallClock(iso: string | null, timeZone: string): string {
  const moment = iso ? Date.parse(iso) : NaN
  if (Number.isNaN(moment)) return ''
  return new Date(wallAt(moment, timeZone)).toISOString().slice(0, 16)
}

/**
 * The instant (ISO, UTC) a wall-clock time (YYYY-MM-DDTHH:mm) of `timeZone` names; null when unreadable.
 * Where clocks go back the time happens twice and the earlier is meant; where they jump forward it
 * does not happen and is read with the offset before the jump (02:30 in a 02:00→03:00 gap is 03:30),
 * as calendars and Temporal's "compatible" choice do.
 */
export function wallClockToInstant(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number]
  const wanted = Date.UTC(y, mo - 1, d, h, mi)
  // A zone changes its offset at most once within a day: the offsets a day either side are the only candidates.
  const offsetBefore = wallAt(wanted - DAY_MS, timeZone) - (wanted - DAY_MS)
  const offsetAfter = wallAt(wanted + DAY_MS, timeZone) - (wanted + DAY_MS)
  const matches = [wanted - offsetBefore, wanted - offsetAfter].filter((moment) => wallAt(moment, timeZone) === wanted)
  const moment = matches.length ? Math.min(...matches) : wanted - offsetBefore
  return new Date(moment).toISOString()
}
