import { describe, expect, it } from 'vitest'
import { mergeRounds, type LoadResult } from './load.js'
import { ratio, verdict, type Row } from './report.js'

const round = (o: Partial<LoadResult>): LoadResult => ({
  rps: 1000,
  p50: 5,
  p99: 10,
  max: 20,
  requests: 1000,
  non2xx: 0,
  statuses: {},
  errors: 0,
  timeouts: 0,
  peakRssMb: 100,
  seconds: 1,
  ...o,
})

describe('mergeRounds', () => {
  it('takes the throughput of all the rounds together, the worst p99 and peak, and adds up the failures', () => {
    const merged = mergeRounds([
      round({ rps: 1000, seconds: 1, p99: 8, max: 30, peakRssMb: 150, non2xx: 2, statuses: { 503: 2 } }),
      round({ rps: 4000, seconds: 3, p99: 19, max: 25, peakRssMb: 140, non2xx: 1, statuses: { 503: 1, 429: 1 }, errors: 1 }),
    ])
    expect(merged.rps).toBe((1000 * 1 + 4000 * 3) / 4)
    expect(merged.seconds).toBe(4)
    expect(merged.p99).toBe(19)
    expect(merged.max).toBe(30)
    expect(merged.peakRssMb).toBe(150)
    expect(merged.non2xx).toBe(3)
    expect(merged.statuses).toEqual({ 503: 3, 429: 1 })
    expect(merged.errors).toBe(1)
  })

  it('gives a ratio over all rounds, so one slow round of the server does not decide the verdict alone', () => {
    const server = mergeRounds([round({ rps: 500 }), round({ rps: 900 }), round({ rps: 900 })])
    const baseline = mergeRounds([round({ rps: 1000 }), round({ rps: 1000 }), round({ rps: 1000 })])
    const row: Row = { db: 'embedded', case: 'home/news', bytes: 100, server, baseline, targets: ['public'] }
    expect(ratio(row)).toBeCloseTo(2300 / 3000)
    expect(verdict(row)).toBe('PASS')
    expect(verdict({ ...row, server: mergeRounds([round({ rps: 500 }), round({ rps: 500 }), round({ rps: 700 })]) })).toBe('MISS')
  })

  it('refuses to merge nothing', () => {
    expect(() => mergeRounds([])).toThrow()
  })
})
