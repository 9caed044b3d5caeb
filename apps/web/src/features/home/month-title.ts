import type { YearMonth } from '../../lib/calendar-grid'
import { currentLang, t } from '../../i18n'

/** "2026年11月" or "November 2026": the month's name comes from the browser's own locale data. */
export function monthTitle({ year, month }: YearMonth): string {
  const monthName = new Intl.DateTimeFormat(currentLang, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1))
  return t('calendar.title', { year, month, monthName })
}
