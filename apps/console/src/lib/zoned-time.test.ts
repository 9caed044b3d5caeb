import { describe, expect, it } from 'vitest'
import { instantToWallClock, wallClockToInstant } from './zoned-time'

describe('wall-clock times of a named zone', () => {
  it('reads Beijing time at +08:00 all year, across midnight', () => {
    expect(wallClockToInstant('2027-05-20T00:00', 'Asia/Shanghai')).toBe('2027-05-19T16:00:00.000Z')
    expect(wallClockToInstant('2027-01-01T07:59', 'Asia/Shanghai')).toBe('2026-12-31T23:59:00.000Z')
    expect(instantToWallClock('2027-05-19T16:00:00.000Z', 'Asia/Shanghai')).toBe('2027-05-20T00:00')
  })

  it('follows New York from winter to summer time', () => {
    expect(wallClockToInstant('2026-01-15T09:00', 'America/New_York')).toBe('2026-01-15T14:00:00.000Z')
    expect(wallClockToInstant('2026-07-15T09:00', 'America/New_York')).toBe('2026-07-15T13:00:00.000Z')
  })

  it('on the spring-forward day: before, in and after the missing hour', () => {
    expect(wallClockToInstant('2026-03-08T01:59', 'America/New_York')).toBe('2026-03-08T06:59:00.000Z')
    expect(wallClockToInstant('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z')
    expect(wallClockToInstant('2026-03-08T03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z')
    expect(instantToWallClock('2026-03-08T07:30:00.000Z', 'America/New_York')).toBe('2026-03-08T03:30')
  })

  it('on the fall-back day: the repeated hour is its first pass, the hours around it are unique', () => {
    expect(wallClockToInstant('2026-11-01T00:30', 'America/New_York')).toBe('2026-11-01T04:30:00.000Z')
    expect(wallClockToInstant('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z')
    expect(wallClockToInstant('2026-11-01T02:00', 'America/New_York')).toBe('2026-11-01T07:00:00.000Z')
    expect(instantToWallClock('2026-11-01T06:30:00.000Z', 'America/New_York')).toBe('2026-11-01T01:30')
  })

  it('goes round a value and back unchanged whatever the zone', () => {
    for (const zone of ['Asia/Shanghai', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'UTC']) {
      for (const wall of ['2026-03-29T12:15', '2026-10-04T23:45', '2027-02-28T00:00']) {
        expect(instantToWallClock(wallClockToInstant(wall, zone), zone)).toBe(wall)
      }
    }
  })

  it('leaves empty and unreadable values empty', () => {
    expect(wallClockToInstant('', 'Asia/Shanghai')).toBeNull()
    expect(wallClockToInstant('tomorrow', 'Asia/Shanghai')).toBeNull()
    expect(instantToWallClock(null, 'Asia/Shanghai')).toBe('')
    expect(instantToWallClock('not a time', 'Asia/Shanghai')).toBe('')
  })
})
