import { describe, expect, it } from 'vitest'
import { addDays, lastDays, rangeProblem } from './stats-range'

describe('the period of the figures', () => {
  it('counts the last days with today, across months and a leap day', () => {
    expect(lastDays(7, '2028-03-02')).toEqual({ from: '2028-02-25', to: '2028-03-02' })
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
  })

  it('finds what the server would refuse, with the field at fault', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-31' })).toBeNull()
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-31' })).toEqual({ field: 'from', problem: 'badDay' })
    expect(rangeProblem({ from: '2026-03-01', to: '' })).toEqual({ field: 'to', problem: 'badDay' })
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ field: 'to', problem: 'reversed' })
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toEqual({ field: 'to', problem: 'tooLong' })
    expect(rangeProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeNull()
  })
})
