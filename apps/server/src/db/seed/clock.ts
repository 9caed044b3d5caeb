import { instantOfWallClock, wallClockAt } from '@ibr/contract/zone-time'
import type { Random } from './random.js'

/**
 * Wall-clock arithmetic in the institute's time zone. The calendar groups events by the zone's days,
 * so an event meant for "the 14th at 14:00 in Shanghai" has to be stored as that exact instant.
 */
export interface Day {
  y: number
  m: number
  d: number
}

/** The instant at which the zone's clock shows the given wall time. Month is 1-based; days past the month's end roll over. */
export function zoned(timeZone: string, y: number, m: number, d: number, hour = 0, minute = 0): Date {
  return new Date(instantOfWallClock(Date.UTC(y, m - 1, d, hour, minute), timeZone))
}

export function dayIn(date: Date, timeZone: string): Day {
  const wall = new Date(wallClockAt(date.getTime(), timeZone))
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate() }
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** The first day of the month `delta` months away. */
export function shiftMonth(day: Day, delta: number): Day {
  const d = new Date(Date.UTC(day.y, day.m - 1 + delta, 1))
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: 1 }
}

export const DAY_MS = 24 * 3600 * 1000
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS)

/**
 * n publish times, newest first, spread from `newestDays` to `oldestDays` before now, each at office
 * hours in the zone and never later than half an hour ago (only past items are public).
 */
export function spreadTimes(rng: Random, now: Date, timeZone: string, n: number, newestDays: number, oldestDays: number): Date[] {
  const step = n > 1 ? (oldestDays - newestDays) / (n - 1) : 0
  const times: Date[] = []
  for (let k = 0; k < n; k++) {
    const ago = Math.max(newestDays, newestDays + step * k + rng.float(-0.35, 0.35) * step)
    const day = dayIn(daysBefore(now, ago), timeZone)
    let at = zoned(timeZone, day.y, day.m, day.d, rng.int(8, 17), rng.int(0, 11) * 5)
    if (at.getTime() > now.getTime() - 30 * 60000) at = daysBefore(at, 1)
    times.push(at)
  }
  return times.sort((a, b) => b.getTime() - a.getTime())
}
