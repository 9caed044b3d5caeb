import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { formatYearMonth, monthGrid, parseYearMonth, shiftMonth, type GridCell, type YearMonth } from '../../lib/calendar-grid'
import { keyTarget } from './calendar-keys'
import styles from './month-calendar.module.css'
import { ChevronIcon } from '../icons/chevron-icon'

export interface MonthCalendarLabels {
  /** The month heading, already formatted for the language (e.g. '2026年8月', 'August 2026'). */
  title: string
  previousMonth: string
  nextMonth: string
  /** Seven short weekday names, Sunday first. */
  weekdays: readonly string[]
  /** Seven full weekday names, Sunday first. */
  weekdaysLong: readonly string[]
  /** Read after the day number of a day with events. */
  hasEvents: string
  /** Read after the day number of today. */
  today: string
}

export interface MonthCalendarProps {
  month: YearMonth
  /** YYYY-MM-DD in the visitor's zone (isoDate(new Date())). */
  today: string
  /** YYYY-MM-DD days that have events: only these can be chosen. */
  eventDays: ReadonlySet<string>
  selected: string | null
  onSelect(date: string): void
  onMonthChange(ym: YearMonth): void
  labels: MonthCalendarLabels
  /** Level of the month heading in the page outline (default 2). */
  headingLevel?: 2 | 3 | 4
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

const ROWS = [0, 1, 2, 3, 4, 5] as const
const COLUMNS = [0, 1, 2, 3, 4, 5, 6] as const

export function MonthCalendar({
  month,
  today,
  eventDays,
  selected,
  onSelect,
  onMonthChange,
  labels,
  headingLevel = 2,
}: MonthCalendarProps) {
  const headingId = useId()
  const gridRef = useRef<HTMLDivElement>(null)
  // Where focus must land once the parent has shown the month a key moved into.
  const pendingFocus = useRef<string | null>(null)
  // The roving position is remembered only for the month and selection it was set in.
  const view = `${formatYearMonth(month)}|${selected ?? ''}`
  const [cursor, setCursor] = useState<{ date: string; view: string } | null>(null)

  const cells = monthGrid(month, today)
  const inGrid = (date: string | null | undefined): date is string => !!date && cells.some((c) => c.date === date)
  const tabStop =
    (cursor?.view === view && inGrid(cursor.date) ? cursor.date : null) ??
    (inGrid(selected) ? selected : null) ??
    (inGrid(today) ? today : `${formatYearMonth(month)}-01`)

  useEffect(() => {
    const date = pendingFocus.current
    const cell = date && gridRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)
    if (cell) {
      pendingFocus.current = null
      cell.focus()
    }
  }, [month.year, month.month])

  const changeMonth = (delta: number) => {
    pendingFocus.current = null
    onMonthChange(shiftMonth(month, delta))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const date = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date
    if (!date) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      if (eventDays.has(date)) onSelect(date)
      return
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const target = keyTarget(event.key, date, cells, month)
    if (!target) return
    event.preventDefault()
    if (!target.pages && inGrid(target.date)) {
      pendingFocus.current = null
      setCursor({ date: target.date, view })
      gridRef.current?.querySelector<HTMLElement>(`[data-date="${target.date}"]`)?.focus()
      return
    }
    const next = parseYearMonth(target.date)
    pendingFocus.current = target.date
    setCursor({ date: target.date, view: `${formatYearMonth(next)}|${selected ?? ''}` })
    onMonthChange(next)
  }

  const Heading = `h${headingLevel}` as const

  // Cells are keyed by position: a month change reuses them, so a focused cell never unmounts under the keyboard.
  const renderCell = (cell: GridCell, column: number) => {
    const hasEvents = eventDays.has(cell.date)
    const isSelected = cell.date === selected
    return (
      <div
        key={column}
        role="gridcell"
        data-date={cell.date}
        tabIndex={cell.date === tabStop ? 0 : -1}
        aria-selected={isSelected}
        aria-disabled={hasEvents ? undefined : true}
        aria-current={cell.isToday ? 'date' : undefined}
        className={cx(
          styles.cell,
          !cell.inMonth && styles.outside,
          cell.isToday && styles.today,
          hasEvents && styles.hasEvents,
          isSelected && styles.selected,
        )}
        onClick={hasEvents ? () => onSelect(cell.date) : undefined}
        onFocus={() => {
          if (cursor?.date !== cell.date || cursor.view !== view) setCursor({ date: cell.date, view })
        }}
      >
        <span>{cell.day}</span>
        {hasEvents && <span className={styles.dot} aria-hidden="true" />}
        {cell.isToday && <span className="visually-hidden"> {labels.today}</span>}
        {hasEvents && <span className="visually-hidden"> {labels.hasEvents}</span>}
      </div>
    )
  }

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button type="button" className={styles.navButton} aria-label={labels.previousMonth} onClick={() => changeMonth(-1)}>
          <ChevronIcon left size={16} />
        </button>
        <Heading id={headingId} className={styles.title} aria-live="polite">
          {labels.title}
        </Heading>
        <button type="button" className={styles.navButton} aria-label={labels.nextMonth} onClick={() => changeMonth(1)}>
          <ChevronIcon left={false} size={16} />
        </button>
      </div>
      <div ref={gridRef} role="grid" aria-labelledby={headingId} className={styles.grid} onKeyDown={onKeyDown}>
        <div role="row" className={styles.row}>
          {COLUMNS.map((col) => (
            <div key={col} role="columnheader" aria-label={labels.weekdaysLong[col]} className={styles.weekday}>
              <abbr title={labels.weekdaysLong[col]} aria-hidden="true">
                {labels.weekdays[col]}
              </abbr>
            </div>
          ))}
        </div>
        {ROWS.map((row) => (
          <div key={row} role="row" className={styles.row}>
            {cells.slice(row * 7, row * 7 + 7).map(renderCell)}
          </div>
        ))}
      </div>
    </div>
  )
}
