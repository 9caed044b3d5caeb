import { describe, expect, it } from 'vitest'
import { instantToWallClock, wallClockToInstant } from './zoned-time'

describe('wall-clock times of a named zone', () => {
  /** Each case: wall-clock times of the zone and the instants they stand for, and instants read back as wall-clock times. */
  const cases = [
    {
      name: 'reads Beijing time at +08:00 all year, across midnight',
      zone: 'Asia/Shanghai',
      toInstant: [
        ['2027-05-20T00:00', '2027-05-19T16:00:00.000Z'],
        ['2027-01-01T07:59', '2026-12-31T23:59:00.000Z'],
      ],
      toWall: [['2027-05-19T16:00:00.000Z', '2027-05-20T00:00']],
    },
    {
      name: 'follows New York from winter to summer time',
      zone: 'America/New_York',
      toInstant: [
        ['2026-01-15T09:00', '2026-01-15T14:00:00.000Z'],
        ['2026-07-15T09:00', '2026-07-15T13:00:00.000Z'],
      ],
      toWall: [],
    },
    {
      name: 'on the spring-forward day: before, in and after the missing hour',
      zone: 'America/New_York',
      toInstant: [
        ['2026-03-08T01:59', '2026-03-08T06:59:00.000Z'],
        ['2026-03-08T02:30', '2026-03-08T07:30:00.000Z'],
        ['2026-03-08T03:00', '2026-03-08T07:00:00.000Z'],
      ],
      toWall: [['2026-03-08T07:30:00.000Z', '2026-03-08T03:30']],
    },
    {
      name: 'on the fall-back day: the repeated hour is its first pass, the hours around it are unique',
      zone: 'America/New_York',
      toInstant: [
        ['2026-11-01T00:30', '2026-11-01T04:30:00.000Z'],
        ['2026-11-01T01:30', '2026-11-01T05:30:00.000Z'],
        ['2026-11-01T02:00', '2026-11-01T07:00:00.000Z'],
      ],
      toWall: [['2026-11-01T06:30:00.000Z', '2026-11-01T01:30']],
    },
  ]
  it.each(cases)('$name', ({ zone, toInstant, toWall }) => {
    for (const [wall, instant] of toInstant) expect(wallClockToInstant(wall!, zone)).toBe(instant)
    for (const [instant, wall] of toWall) expect(instantToWallClock(instant!, zone)).toBe(wall)
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
