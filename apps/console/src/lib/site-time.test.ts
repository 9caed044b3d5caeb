import { describe, expect, it } from 'vitest'
import { endOfSiteDay, fromSiteInput, toSiteInput } from './site-time'

describe('times typed in the site’s zone', () => {
  it('reads a wall-clock time as Beijing time, whatever zone the browser is in', () => {
    expect(fromSiteInput('2026-05-01T14:30')).toBe('2026-05-01T06:30:00.000Z')
    expect(toSiteInput('2026-05-01T06:30:00.000Z')).toBe('2026-05-01T14:30')
  })

  it('goes round the day boundary', () => {
    expect(fromSiteInput('2026-05-01T03:00')).toBe('2026-04-30T19:00:00.000Z')
    expect(toSiteInput('2026-04-30T19:00:00Z')).toBe('2026-05-01T03:00')
  })

  it('leaves empty and unreadable values empty', () => {
    expect(fromSiteInput('')).toBeNull()
    expect(fromSiteInput('tomorrow')).toBeNull()
    expect(toSiteInput(null)).toBe('')
    expect(toSiteInput('not a time')).toBe('')
  })

  it('ends a day at the next midnight there, across a month', () => {
    expect(endOfSiteDay('2026-06-30')).toBe('2026-06-30T16:00:00.000Z')
    expect(endOfSiteDay('30 June')).toBeNull()
  })
})
