import { STATS_RANGE_MAX_DAYS } from '@ibr/contract/staff-client'

/** The periods offered at once; `custom` takes two dates. */
export const PRESETS = ['7', '30', '90', 'custom'] as const
export type Preset = (typeof PRESETS)[number]

export interface DayRange {
  from: string
  to: string
}

const DAY_MS = 86_400_000
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The day's number since 1970, or null for text that is not a real date (2026-02-30). */
export function dayNumber(day: string): number | null {
  if (!DAY.test(day)) return null
  const ms = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms / DAY_MS
}

/** The day `n` days after `day` (before, for a negative n). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/** The last `days` days, today included. */
export const lastDays = (days: number, today: string): DayRange => ({ from: addDays(today, 1 - days), to: today })

/** What is wrong with a custom period, as the server would refuse it; null when it can be asked for. */
export function rangeProblem(range: DayRange): { field: 'from' | 'to'; problem: 'badDay' | 'reversed' | 'tooLong' } | null {
  const first = dayNumber(range.from)
  if (first === null) return { field: 'from', problem: 'badDay' }
  const last = dayNumber(range.to)
  if (last === null) return { field: 'to', problem: 'badDay' }
  if (first > last) return { field: 'to', problem: 'reversed' }
  if (last - first + 1 > STATS_RANGE_MAX_DAYS) return { field: 'to', problem: 'tooLong' }
  return null
}
