import { afterEach, describe, expect, it } from 'vitest'
import { addDays, daysInMonth, formatYearMonth, GRID_CELLS, isoDate, monthGrid, parseYearMonth, shiftMonth } from './calendar-grid'

const NO_TODAY = '1900-01-01'
const dates = (ym: { year: number; month: number }) => monthGrid(ym, NO_TODAY).map((c) => c.date)
const inMonthCount = (ym: { year: number; month: number }) => monthGrid(ym, NO_TODAY).filter((c) => c.inMonth).length

describe('monthGrid', () => {
  it('starts a month that begins on Sunday in the first cell (2026-02)', () => {
    const cells = monthGrid({ year: 2026, month: 2 }, NO_TODAY)
    expect(cells).toHaveLength(GRID_CELLS)
    expect(cells[0]).toEqual({ date: '2026-02-01', day: 1, inMonth: true, isToday: false })
    expect(cells[27]).toMatchObject({ date: '2026-02-28', inMonth: true })
    expect(cells[28]).toMatchObject({ date: '2026-03-01', day: 1, inMonth: false })
    expect(cells[41]).toMatchObject({ date: '2026-03-14', inMonth: false })
  })

  it('leads a month that begins on Saturday with six days of the previous month (2026-08)', () => {
    const cells = monthGrid({ year: 2026, month: 8 }, NO_TODAY)
    expect(cells.slice(0, 6).map((c) => [c.date, c.inMonth])).toEqual([
      ['2026-07-26', false],
      ['2026-07-27', false],
      ['2026-07-28', false],
      ['2026-07-29', false],
      ['2026-07-30', false],
      ['2026-07-31', false],
    ])
    expect(cells[6]).toEqual({ date: '2026-08-01', day: 1, inMonth: true, isToday: false })
  })

  it('spans six rows for a 31-day month beginning on Saturday (2026-08)', () => {
    const cells = monthGrid({ year: 2026, month: 8 }, NO_TODAY)
    // Row 6 (cells 35–41) still holds the month's last two days.
    expect(cells[35]).toMatchObject({ date: '2026-08-30', inMonth: true })
    expect(cells[36]).toMatchObject({ date: '2026-08-31', inMonth: true })
    expect(cells[37]).toMatchObject({ date: '2026-09-01', inMonth: false })
    expect(cells[41]?.date).toBe('2026-09-05')
    expect(inMonthCount({ year: 2026, month: 8 })).toBe(31)
  })

  it('spans six rows for a 31-day month beginning on Friday (2026-05)', () => {
    const cells = monthGrid({ year: 2026, month: 5 }, NO_TODAY)
    expect(cells[0]).toMatchObject({ date: '2026-04-26', inMonth: false })
    expect(cells[4]).toMatchObject({ date: '2026-04-30', inMonth: false })
    expect(cells[5]).toMatchObject({ date: '2026-05-01', inMonth: true })
    expect(cells[35]).toMatchObject({ date: '2026-05-31', day: 31, inMonth: true })
    expect(cells[36]).toMatchObject({ date: '2026-06-01', inMonth: false })
  })

  it('gives February 29 days in a leap year (2024)', () => {
    const cells = monthGrid({ year: 2024, month: 2 }, NO_TODAY)
    expect(cells[0]?.date).toBe('2024-01-28')
    expect(cells[4]).toMatchObject({ date: '2024-02-01', inMonth: true })
    expect(cells[32]).toMatchObject({ date: '2024-02-29', day: 29, inMonth: true })
    expect(cells[33]).toMatchObject({ date: '2024-03-01', inMonth: false })
    expect(inMonthCount({ year: 2024, month: 2 })).toBe(29)
  })

  it('gives February 28 days in a common year (2025)', () => {
    const cells = monthGrid({ year: 2025, month: 2 }, NO_TODAY)
    expect(cells[0]?.date).toBe('2025-01-26')
    expect(cells[33]).toMatchObject({ date: '2025-02-28', day: 28, inMonth: true })
    expect(cells[34]).toMatchObject({ date: '2025-03-01', inMonth: false })
    expect(inMonthCount({ year: 2025, month: 2 })).toBe(28)
    expect(dates({ year: 2025, month: 2 })).not.toContain('2025-02-29')
  })

  it('crosses the year boundary on both sides (2026-01 leads with December 2025, 2025-12 trails into 2026)', () => {
    expect(dates({ year: 2026, month: 1 }).slice(0, 5)).toEqual(['2025-12-28', '2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01'])
    expect(dates({ year: 2025, month: 12 }).slice(-3)).toEqual(['2026-01-08', '2026-01-09', '2026-01-10'])
  })

  it('lists 42 consecutive days, each a Sunday at the start of its row', () => {
    const list = dates({ year: 2026, month: 3 })
    for (let i = 1; i < list.length; i++) expect(list[i]).toBe(addDays(list[i - 1] ?? '', 1))
    for (let row = 0; row < 6; row++) expect(new Date(`${list[row * 7]}T00:00:00Z`).getUTCDay()).toBe(0)
  })

  it('marks today on the first cell, outside the month', () => {
    const cells = monthGrid({ year: 2026, month: 8 }, '2026-07-26')
    expect(cells[0]).toEqual({ date: '2026-07-26', day: 26, inMonth: false, isToday: true })
    expect(cells.filter((c) => c.isToday)).toHaveLength(1)
  })

  it('marks today on the last cell, outside the month', () => {
    const cells = monthGrid({ year: 2026, month: 2 }, '2026-03-14')
    expect(cells[41]).toEqual({ date: '2026-03-14', day: 14, inMonth: false, isToday: true })
    expect(cells.filter((c) => c.isToday)).toHaveLength(1)
  })

  it('marks today inside the month, and nothing when today is off the grid', () => {
    expect(monthGrid({ year: 2026, month: 5 }, '2026-05-20').findIndex((c) => c.isToday)).toBe(24)
    expect(monthGrid({ year: 2026, month: 5 }, '2026-06-07').some((c) => c.isToday)).toBe(false)
  })

  describe('in other time zones', () => {
    const saved = process.env.TZ
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ
      else process.env.TZ = saved
    })
    it.each(['America/Sao_Paulo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/London'])('gives the same grid in %s', (tz) => {
      process.env.TZ = tz
      expect(dates({ year: 2026, month: 3 })[0]).toBe('2026-03-01')
      expect(dates({ year: 2026, month: 10 }).slice(0, 5)).toEqual(['2026-09-27', '2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01'])
    })
  })
})

describe('shiftMonth', () => {
  it('moves from December to January of the next year', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 })
  })
  it('moves from January to December of the previous year', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 })
  })
  it('moves 13 months either way', () => {
    expect(shiftMonth({ year: 2026, month: 5 }, 13)).toEqual({ year: 2027, month: 6 })
    expect(shiftMonth({ year: 2026, month: 5 }, -13)).toEqual({ year: 2025, month: 4 })
    expect(shiftMonth({ year: 2026, month: 1 }, -13)).toEqual({ year: 2024, month: 12 })
    expect(shiftMonth({ year: 2026, month: 12 }, 13)).toEqual({ year: 2028, month: 1 })
  })
  it('stays put for 0 and keeps the month for whole years', () => {
    expect(shiftMonth({ year: 2026, month: 7 }, 0)).toEqual({ year: 2026, month: 7 })
    expect(shiftMonth({ year: 2026, month: 7 }, -24)).toEqual({ year: 2024, month: 7 })
  })
})

describe('formatYearMonth', () => {
  it('zero-pads the month', () => {
    expect(formatYearMonth({ year: 2026, month: 3 })).toBe('2026-03')
    expect(formatYearMonth({ year: 2026, month: 11 })).toBe('2026-11')
  })
  it('zero-pads the year to four digits', () => {
    expect(formatYearMonth({ year: 987, month: 1 })).toBe('0987-01')
  })
})

describe('isoDate', () => {
  it('gives the local calendar date, zero-padded', () => {
    expect(isoDate(new Date(2026, 0, 5, 23, 59, 59))).toBe('2026-01-05')
    expect(isoDate(new Date(2026, 11, 31, 0, 0, 1))).toBe('2026-12-31')
  })
  it('follows the local zone, not UTC', () => {
    const saved = process.env.TZ
    try {
      process.env.TZ = 'Asia/Shanghai'
      // 2026-03-01T18:30Z is already 2 March in Beijing (UTC+8).
      expect(isoDate(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02')
      process.env.TZ = 'America/Los_Angeles'
      expect(isoDate(new Date('2026-03-01T05:30:00Z'))).toBe('2026-02-28')
    } finally {
      if (saved === undefined) delete process.env.TZ
      else process.env.TZ = saved
    }
  })
})

describe('parseYearMonth', () => {
  it('reads YYYY-MM and YYYY-MM-DD', () => {
    expect(parseYearMonth('2026-08')).toEqual({ year: 2026, month: 8 })
    expect(parseYearMonth('2024-02-29')).toEqual({ year: 2024, month: 2 })
  })
  it('rejects malformed input', () => {
    expect(() => parseYearMonth('2026-13')).toThrow(RangeError)
    expect(() => parseYearMonth('2026-00-01')).toThrow(RangeError)
    expect(() => parseYearMonth('2026-8')).toThrow(RangeError)
    expect(() => parseYearMonth('')).toThrow(RangeError)
  })
})

describe('addDays', () => {
  it('rolls over month, leap-day and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(addDays('2026-03-10', -7)).toBe('2026-03-03')
  })
})

describe('daysInMonth', () => {
  it('knows long, short, leap and common months', () => {
    expect(daysInMonth({ year: 2026, month: 1 })).toBe(31)
    expect(daysInMonth({ year: 2026, month: 4 })).toBe(30)
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29)
    expect(daysInMonth({ year: 2025, month: 2 })).toBe(28)
    expect(daysInMonth({ year: 1900, month: 2 })).toBe(28)
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29)
    expect(daysInMonth({ year: 2025, month: 12 })).toBe(31)
  })
})
