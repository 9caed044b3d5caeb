import { badRequest } from '../../http/app-error.js'

const pad = (n: number) => String(n).padStart(2, '0')

/** First day of a month and of the month after, as YYYY-MM-DD. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`
  return { from: `${month}-01`, to: `${next}-01` }
}

/** A day and the day after, as YYYY-MM-DD; a day the calendar does not have (2026-02-30) is refused. */
export function dayRange(day: string): { from: string; to: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw badRequest('calendar.notADate', { day }, 'date')
  }
  const next = new Date(Date.UTC(y, m - 1, d + 1))
  return { from: day, to: `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}` }
}
