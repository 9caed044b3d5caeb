import { addDays, daysInMonth, formatYearMonth, shiftMonth, type GridCell, type YearMonth } from '../../lib/calendar-grid'

/**
 * The date a key moves the calendar's focus to (the APG date-grid keys), or null for other keys.
 * PageUp/PageDown always change the shown month; the others stay in the grid unless they step off its edge.
 */
export function keyTarget(
  key: string,
  date: string,
  cells: readonly GridCell[],
  month: YearMonth,
): { date: string; pages: boolean } | null {
  const index = cells.findIndex((c) => c.date === date)
  const rowStart = index - (index % 7)
  switch (key) {
    case 'ArrowLeft':
      return { date: addDays(date, -1), pages: false }
    case 'ArrowRight':
      return { date: addDays(date, 1), pages: false }
    case 'ArrowUp':
      return { date: addDays(date, -7), pages: false }
    case 'ArrowDown':
      return { date: addDays(date, 7), pages: false }
    case 'Home':
      return index < 0 ? null : { date: cells[rowStart]?.date ?? date, pages: false }
    case 'End':
      return index < 0 ? null : { date: cells[rowStart + 6]?.date ?? date, pages: false }
    case 'PageUp':
    case 'PageDown': {
      const target = shiftMonth(month, key === 'PageUp' ? -1 : 1)
      // 31 March → 28/29 February, not 3 March.
      const day = Math.min(Number(date.slice(8, 10)), daysInMonth(target))
      return { date: `${formatYearMonth(target)}-${String(day).padStart(2, '0')}`, pages: true }
    }
    default:
      return null
  }
}
