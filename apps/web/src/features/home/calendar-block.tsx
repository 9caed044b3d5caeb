import { API } from '@ibr/contract/paths'
import { useEffect, useMemo, useState } from 'react'
import { paths } from '../../lib/paths'
import { MonthCalendar } from '../../components/month-calendar/month-calendar'
import { formatYearMonth, isoDate, parseYearMonth, type YearMonth } from '../../lib/calendar-grid'
import { t, tList } from '../../i18n'
import { useApi } from '../../lib/use-api'
import { useIsMobile } from '../../lib/use-media-query'
import { BlockHeading } from './block-heading'
import styles from './calendar-block.module.css'
import { DayEvents } from './day-events'
import { monthTitle } from './month-title'

const weekdays = tList('calendar.weekdays')
const weekdaysLong = tList('calendar.weekdaysLong')

/**
 * The academic calendar: a month grid where days with events can be chosen; the
 * chosen day's events show in a viewer. The current month opens on its latest event day.
 */
export function CalendarBlock() {
  const mobile = useIsMobile()
  const today = useMemo(() => isoDate(new Date()), [])
  const [month, setMonth] = useState<YearMonth>(() => parseYearMonth(today))
  const [selected, setSelected] = useState<string | null>(null)
  const { data } = useApi(API.calendarMonth, { date: formatYearMonth(month) })
  const monthList = data?.monthList
  const eventDays = useMemo(() => new Set(monthList ?? []), [monthList])

  useEffect(() => {
    if (!monthList) return
    const isCurrentMonth = formatYearMonth(month) === today.slice(0, 7)
    setSelected(isCurrentMonth ? (monthList.at(-1) ?? null) : null)
  }, [monthList, month, today])

  const labels = {
    title: monthTitle(month),
    previousMonth: t('calendar.previousMonth'),
    nextMonth: t('calendar.nextMonth'),
    weekdays,
    weekdaysLong,
    hasEvents: t('calendar.hasEvents'),
    today: t('calendar.today'),
  }
  return (
    <section className={styles.block} aria-labelledby="home-calendar">
      <BlockHeading id="home-calendar" title={t('home.calendar')} moreTo={mobile ? paths.academicList() : null} />
      <div className={styles.card}>
        <MonthCalendar
          month={month}
          today={today}
          eventDays={eventDays}
          selected={selected}
          onSelect={setSelected}
          onMonthChange={(next) => {
            setSelected(null)
            setMonth(next)
          }}
          labels={labels}
        />
        {selected ? (
          <DayEvents date={selected} />
        ) : (
          <p className={styles.hint}>{monthList && monthList.length === 0 ? t('home.noEvents') : t('home.pickDay')}</p>
        )}
      </div>
    </section>
  )
}
