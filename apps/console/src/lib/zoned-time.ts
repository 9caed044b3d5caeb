import { instantOfWallClock, wallClockAt } from '@ibr/contract/zone-time'

/**
 * Wall-clock times of a named time zone and the instants they name, with no dependence on the
 * browser's own zone: staff type times as the institute's clock shows them, wherever they are.
 */

/** An instant (ISO) as `timeZone`'s wall clock shows it, as a date-and-time input takes it (YYYY-MM-DDTHH:mm); '' when unreadable. */
export function instantToWallClock(iso: string | null, timeZone: string): string {
  const moment = iso ? Date.parse(iso) : NaN
  if (Number.isNaN(moment)) return ''
  return new Date(wallClockAt(moment, timeZone)).toISOString().slice(0, 16)
}

/** The instant (ISO, UTC) a wall-clock time (YYYY-MM-DDTHH:mm) of `timeZone` names (instantOfWallClock's rule); null when unreadable. */
export function wallClockToInstant(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number]
  return new Date(instantOfWallClock(Date.UTC(y, mo - 1, d, h, mi), timeZone)).toISOString()
}
