import { describe, expect, it } from 'vitest'
import { formatDateTime, formatTime, siteDay } from './format-date'

describe('dates in the site time zone', () => {
  it('shows a UTC time as Shanghai time (UTC+8), in either language', () => {
    expect(formatDateTime('2026-03-01T17:30:00Z', 'en')).toBe('2 Mar 2026, 01:30')
    expect(formatDateTime('2026-03-01T17:30:00Z', 'zh')).toBe('2026年3月2日 01:30')
  })

  it('shows the time of day alone in Shanghai time, on the 24-hour clock', () => {
    expect(formatTime('2026-03-01T17:30:00Z', 'en')).toBe('01:30')
    expect(formatTime('2026-03-01T02:42:00Z', 'zh')).toBe('10:42')
  })

  it('counts the day in Shanghai, not in the browser', () => {
    expect(siteDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01')
    expect(siteDay(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31')
  })

  it('leaves an unreadable time as it came', () => {
    expect(formatDateTime('not a time', 'en')).toBe('not a time')
  })
})
