/**
 * Month-view calendar arithmetic. Every date goes through UTC timestamps, never the
 * local clock, so a time zone or a daylight-saving change can never shift a day.
 */

export interface GridCell {
  /** YYYY-MM-DD */
  date: string
  day: number
  inMonth: boolean
  isToday: boolean
}

export interface YearMonth {
  year: number
  /** 1–12 */
  month: number
}

/** Six full weeks: every month fits, and the calendar's height never changes between months. */
export const GRID_CELLS = 42

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function utcDay(year: number, monthIndex: number, day: number): Date {
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999; days past the month's end roll over.
  const d = new Date(0)
  d.setUTCFullYear(year, monthIndex, day)
  return d
}

const utcIso = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

/** The 42 days shown for a month, Sunday first: the previous month's tail, the month, the next month's head. */
export function monthGrid(ym: YearMonth, today: string): GridCell[] {
  const leading = utcDay(ym.year, ym.month - 1, 1).getUTCDay()
  const cells: GridCell[] = []
  for (let i = 0; i < GRID_CELLS; i++) {
    const d = utcDay(ym.year, ym.month - 1, 1 - leading + i)
    const date = utcIso(d)
    cells.push({
      date,
      day: d.getUTCDate(),
      inMonth: d.getUTCFullYear() === ym.year && d.getUTCMonth() === ym.month - 1,
      isToday: date === today,
    })
  }
  return cells
}

export function shiftMonth(ym: YearMonth, delta: number): YearMonth {
  const total = ym.year * 12 + (ym.month - 1) + delta
  const year = Math.floor(total / 12)
  return { year, month: total - year * 12 + 1 }
}

/** 'YYYY-MM', the form the events API and the URLs use. */
export function formatYearMonth(ym: YearMonth): string {
  return `${pad(ym.year, 4)}-${pad(ym.month)}`
}

/** The visitor's own calendar date for d (what "today" means to them), as YYYY-MM-DD. */
export function isoDate(d: Date): string {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** Reads 'YYYY-MM' or 'YYYY-MM-DD'; throws RangeError on anything else, so a bad URL fails loudly. */
export function parseYearMonth(date: string): YearMonth {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date)
  const year = Number(m?.[1])
  const month = Number(m?.[2])
  if (!m || month < 1 || month > 12) throw new RangeError(`Not a YYYY-MM date: ${date}`)
  return { year, month }
}

export function daysInMonth(ym: YearMonth): number {
  return utcDay(ym.year, ym.month, 0).getUTCDate()
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const { year, month } = parseYearMonth(date)
  return utcIso(utcDay(year, month - 1, Number(date.slice(8, 10)) + days))
}
