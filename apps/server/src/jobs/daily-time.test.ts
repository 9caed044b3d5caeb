/** The next run of a daily job at a time of the site's zone, summer time included; the setting's form. */
import { describe, expect, it } from 'vitest'
import { nextDailyRun, parseDailyTime } from './daily-time.js'

const at = (iso: string) => new Date(iso)
const next = (after: string, time: string, zone: string) => nextDailyRun(at(after), parseDailyTime(time)!, zone).toISOString()
/** Each case: after this instant, a daily time in this zone next runs at that instant. */
const expectNext = (cases: [after: string, time: string, zone: string, runs: string][]) => {
  for (const [after, time, zone, runs] of cases) expect(next(after, time, zone), `${time} ${zone} after ${after}`).toBe(runs)
}

describe('BACKUP_TIME', () => {
  it('is HH:MM on a 24-hour clock', () => {
    expect(parseDailyTime('02:00')).toEqual({ hour: 2, minute: 0 })
    expect(parseDailyTime('23:59')).toEqual({ hour: 23, minute: 59 })
    expect(parseDailyTime('00:00')).toEqual({ hour: 0, minute: 0 })
    for (const wrong of ['2:00', '24:00', '02:60', '02:00:00', '2am', '', ' 02:00']) expect(parseDailyTime(wrong)).toBeUndefined()
  })
})

describe('the next daily run', () => {
  it('is today at the time when it is still ahead, else tomorrow, in the zone', () => {
    expectNext([
      // Shanghai is UTC+8 all year: 02:00 there is 18:00 UTC the day before.
      ['2026-12-07T10:00:00Z', '02:00', 'Asia/Shanghai', '2026-12-07T18:00:00.000Z'],
      ['2026-12-07T17:59:59Z', '02:00', 'Asia/Shanghai', '2026-12-07T18:00:00.000Z'],
      // Exactly at the time: the run that is due now is not the next one.
      ['2026-12-07T18:00:00Z', '02:00', 'Asia/Shanghai', '2026-12-08T18:00:00.000Z'],
      ['2026-12-07T18:00:01Z', '02:00', 'Asia/Shanghai', '2026-12-08T18:00:00.000Z'],
      ['2026-12-31T23:30:00Z', '00:15', 'UTC', '2027-01-01T00:15:00.000Z'],
    ])
  })

  it('stays at the same wall-clock hour across summer time, both ways', () => {
    expectNext([
      // Berlin: UTC+1 in winter, UTC+2 from 29 March 2026 to 25 October 2026.
      ['2026-03-27T12:00:00Z', '04:00', 'Europe/Berlin', '2026-03-28T03:00:00.000Z'],
      ['2026-03-28T03:00:00Z', '04:00', 'Europe/Berlin', '2026-03-29T02:00:00.000Z'],
      ['2026-03-29T02:00:00Z', '04:00', 'Europe/Berlin', '2026-03-30T02:00:00.000Z'],
      ['2026-10-24T02:00:00Z', '04:00', 'Europe/Berlin', '2026-10-25T03:00:00.000Z'],
      // New York, the southern hemisphere and a half-hour zone.
      ['2026-11-01T12:00:00Z', '23:00', 'America/New_York', '2026-11-02T04:00:00.000Z'],
      ['2026-04-04T12:00:00Z', '02:00', 'Australia/Sydney', '2026-04-04T15:00:00.000Z'],
      ['2026-04-04T15:00:00Z', '02:00', 'Australia/Sydney', '2026-04-05T16:00:00.000Z'],
      ['2026-12-07T00:00:00Z', '02:00', 'Asia/Kolkata', '2026-12-07T20:30:00.000Z'],
    ])
  })

  it('on the day the clocks skip the time, runs as they jump past it; on the day they show it twice, at the first', () => {
    expectNext([
      // Berlin skips 02:00-03:00 on 29 March 2026: 02:30 does not exist, 01:00 UTC is when 03:00 begins.
      ['2026-03-28T12:00:00Z', '02:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
      ['2026-03-29T01:30:00Z', '02:30', 'Europe/Berlin', '2026-03-30T00:30:00.000Z'],
      // New York shows 01:30 twice on 1 November 2026: first in summer time (UTC-4).
      ['2026-10-31T12:00:00Z', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
      ['2026-11-01T05:30:00Z', '01:30', 'America/New_York', '2026-11-02T06:30:00.000Z'],
    ])
  })

  it('runs once per local day over a year of a zone with summer time', () => {
    let after = at('2026-01-01T00:00:00Z')
    const days = new Set<string>()
    for (let i = 0; i < 365; i += 1) {
      const run = nextDailyRun(after, { hour: 2, minute: 30 }, 'Europe/Berlin')
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', dateStyle: 'short' }).format(run)
      expect(days.has(local), local).toBe(false)
      days.add(local)
      const gap = run.getTime() - after.getTime()
      if (i > 0) expect(gap / 3600_000).toBeGreaterThanOrEqual(23)
      if (i > 0) expect(gap / 3600_000).toBeLessThanOrEqual(25)
      after = run
    }
    expect(days.size).toBe(365)
  })
})
