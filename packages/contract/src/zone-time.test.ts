import { describe, expect, it } from 'vitest'
import { instantOfWallClock, wallClockAt, zoneOffsetAt } from './zone-time.js'

const iso = (ms: number) => new Date(ms).toISOString()

describe('wall clocks of a named zone', () => {
  it('reads the clock of a zone at a moment, whatever the process’s zone', () => {
    expect(iso(wallClockAt(Date.parse('2026-11-28T16:30:00Z'), 'Asia/Shanghai'))).toBe('2026-11-29T00:30:00.000Z')
    expect(zoneOffsetAt(Date.parse('2026-07-01T12:00:00.250Z'), 'America/New_York')).toBe(-4 * 3600_000)
  })

  it('finds the instant a wall clock names, rolling a day past the month’s end over', () => {
    expect(iso(instantOfWallClock(Date.UTC(2026, 10, 31, 8, 0), 'Asia/Shanghai'))).toBe('2026-12-01T00:00:00.000Z')
  })

  it('takes the earlier of a time that happens twice, and reads a skipped time with the offset before the jump', () => {
    // New York: clocks go back at 02:00 on 2026-11-01 (01:30 happens twice) and jump forward at 02:00 on 2026-03-08.
    expect(iso(instantOfWallClock(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z')
    expect(iso(instantOfWallClock(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z')
  })
})
