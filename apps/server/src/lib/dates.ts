import { instantOfWallClock, zoneOffsetAt as offsetAt } from '@ibr/contract/zone-time'

/** Dates as the institute's visitors read them: in its time zone, not the server's. */
/**
 * Offsets by quarter hour of UTC time. Asking Intl costs ~7 µs, ten times per list page; an offset
 * changes only at a zone's transitions, which fall on quarter hours for every zone of the last
 * century, so one quarter hour has one offset. A quarter hour whose ends disagree (a transition of
 * an earlier century's local mean time) is not kept.
 */
const QUARTER = 15 * 60 * 1000
/** By zone, then by quarter hour's start: no key string to build for each date presented. */
const offsets = new Map<string, Map<number, number>>()

function offset(ms: number, timeZone: string): number {
  const start = Math.floor(ms / QUARTER) * QUARTER
  let zone = offsets.get(timeZone)
  const known = zone?.get(start)
  if (known !== undefined) return known
  const atStart = offsetAt(start, timeZone)
  if (atStart !== offsetAt(start + QUARTER - 1, timeZone)) return offsetAt(ms, timeZone)
  if (!zone) offsets.set(timeZone, (zone = new Map()))
  if (zone.size >= 100_000) zone.clear()
  zone.set(start, atStart)
  return atStart
}

/** Minutes east of UTC in the time zone at an instant (ms). */
export const zoneOffsetMinutes = (ms: number, timeZone: string) => Math.round(offset(ms, timeZone) / 60_000)

const two = (n: number) => (n < 10 ? `0${n}` : String(n))

/** The wall clock in the time zone, read with UTC getters. */
const wallClock = (date: Date, timeZone: string) => new Date(date.getTime() + offset(date.getTime(), timeZone))

const ymd = (w: Date) => `${String(w.getUTCFullYear()).padStart(4, '0')}-${two(w.getUTCMonth() + 1)}-${two(w.getUTCDate())}`

/** YYYY-MM-DD in the time zone. */
export function formatDay(date: Date, timeZone: string): string {
  return ymd(wallClock(date, timeZone))
}

/** YYYY-MM-DD HH:mm in the time zone. */
export function formatMinute(date: Date, timeZone: string): string {
  const w = wallClock(date, timeZone)
  return `${ymd(w)} ${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`
}

/** The instant a day ends in the time zone (its next midnight there), for a YYYY-MM-DD day. */
export function endOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(instantOfWallClock(Date.UTC(y, m - 1, d + 1), timeZone))
}

/** The instant of a wall-clock time in the time zone, for YYYY-MM-DD HH:mm (or a bare day: its midnight). */
export function zonedInstant(text: string, timeZone: string): Date {
  const [day = '', time = '00:00'] = text.trim().split(/[ T]/)
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const [h, min] = time.split(':').map(Number) as [number, number]
  return new Date(instantOfWallClock(Date.UTC(y, m - 1, d, h, min), timeZone))
}

/** ISO 8601 with the zone's own offset, as structured data states an event: 2026-11-25T09:30:00+08:00. */
export function isoInZone(date: Date, timeZone: string): string {
  const minutes = Math.round(offset(date.getTime(), timeZone) / 60_000)
  const w = wallClock(date, timeZone)
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  const time = `${two(w.getUTCHours())}:${two(w.getUTCMinutes())}:${two(w.getUTCSeconds())}`
  return `${ymd(w)}T${time}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`
}
