/**
 * Wall clocks of a named time zone and the instants they name: one arithmetic for the server, the
 * demo seed and the console, none of which may depend on its own process's or browser's zone.
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

/** The wall clock of `timeZone` at a moment (to the second), as the UTC milliseconds of the same fields: read it with getUTC*. */
export function wallClockAt(moment: number, timeZone: string): number {
  const p: Record<string, number> = {}
  for (const { type, value } of wallFormat(timeZone).formatToParts(new Date(moment))) p[type] = Number(value)
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
}

/** How far `timeZone`'s clock is ahead of UTC at a moment, in milliseconds. */
export const zoneOffsetAt = (moment: number, timeZone: string): number =>
  wallClockAt(moment, timeZone) - (moment - (((moment % 1000) + 1000) % 1000))

/**
 * The instant (UTC milliseconds) at which `timeZone`'s clock shows a wall-clock time, given as the
 * UTC milliseconds of its fields (Date.UTC, whole seconds; days past a month's end roll over). Where clocks go back
 * the time happens twice and the earlier is meant; where they jump forward it does not happen and is
 * read with the offset before the jump (02:30 in a 02:00→03:00 gap is 03:30), as calendars and
 * Temporal's "compatible" choice do.
 */
export function instantOfWallClock(wall: number, timeZone: string): number {
  // A zone changes its offset at most once within a day: the offsets a day either side are the only candidates.
  const offsetBefore = zoneOffsetAt(wall - DAY_MS, timeZone)
  const offsetAfter = zoneOffsetAt(wall + DAY_MS, timeZone)
  const matches = [wall - offsetBefore, wall - offsetAfter].filter((moment) => wallClockAt(moment, timeZone) === wall)
  return matches.length ? Math.min(...matches) : wall - offsetBefore
}
