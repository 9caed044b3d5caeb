import type { YearMonth } from '../../lib/calendar-grid'
import { t } from '../../i18n'

/**
 * The English names of the months, as Intl's 'en' gives them. Not asked of Intl: the first
 * Intl.DateTimeFormat of a page loads the browser's date-format data, a long task on the home page's
 * first load for twelve words (the Chinese title names the month by its number).
 */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** "2026年11月" or "November 2026". */
export function monthTitle({ year, month }: YearMonth): string {
  return t('calendar.title', { year, month, monthName: MONTH_NAMES[month - 1] ?? String(month) })
}
