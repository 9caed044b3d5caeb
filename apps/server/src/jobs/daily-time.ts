/** A time of day, HH:MM on a 24-hour clock, as BACKUP_TIME is written. */
const DAILY_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

export interface DailyTime {
  hour: number
  minute: number
}

/** The time `text` names, or undefined when it is not HH:MM (00:00 to 23:59). */
export function parseDailyTime(text: string): DailyTime | undefined {
  const match = DAILY_TIME.exec(text)
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined
}

const DAY_MS = 24 * 3600_000
const formats = new Map<string, Intl.DateTimeFormat>()

/** The wall clock of `zone` at `instant`, as if it were UTC: what a clock on the wall there shows. */
function wallClock(instant: number, zone: string): number {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(zone, format)
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) + (instant % 1000)
}

/**
 * The instant `zone`'s clocks show `wall` (a wall-clock time written as if UTC). A time shown twice
 * (clocks going back) is its first; a time never shown (clocks going forward) is taken as the offset
 * before the change has it, which lands just after the jump, as PostgreSQL's `at time zone` does.
 */
function instantOf(wall: number, zone: string): number {
  const before = wall - wallClock(wall - DAY_MS, zone) + (wall - DAY_MS)
  const after = wall - wallClock(wall + DAY_MS, zone) + (wall + DAY_MS)
  const shown = [before, after].filter((t) => wallClock(t, zone) === wall).sort((a, b) => a - b)
  return shown[0] ?? before
}

/**
 * The first instant after `after` at which the clocks of `zone` show `time`: a job run daily at that
 * hour of the site's zone (BACKUP_TIME in SITE_TIMEZONE), whatever the zone's summer time does. On a
 * day the clocks skip that time, the moment they jump past it; on a day they show it twice, the first.
 */
export function nextDailyRun(after: Date, time: DailyTime, zone: string): Date {
  const today = Math.floor(wallClock(after.getTime(), zone) / DAY_MS) * DAY_MS
  const at = (time.hour * 60 + time.minute) * 60_000
  for (let day = -1; day <= 2; day += 1) {
    const instant = instantOf(today + day * DAY_MS + at, zone)
    if (instant > after.getTime()) return new Date(instant)
  }
  throw new Error(`no ${time.hour}:${time.minute} in ${zone} within two days of ${after.toISOString()}`)
}
