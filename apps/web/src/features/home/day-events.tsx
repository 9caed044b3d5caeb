import type { CalendarEvent } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { eventCalendarUrl } from '../../lib/event-calendar'
import { paths } from '../../lib/paths'
import { ImageViewer } from '../../components/image-viewer/image-viewer'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import styles from './calendar-block.module.css'

const labels = {
  previous: t('viewer.previous'),
  next: t('viewer.next'),
  counter: (index: number, total: number) => t('viewer.counter', { index, total }),
}

/** The chosen day's events in the viewer: image, title (opening the event in a new tab), time and place. */
export function DayEvents({ date }: { date: string }) {
  const { data } = useApi(API.calendarDay, { date })
  const events = data?.dayList
  const items = useMemo(() => (events ?? []).map(toItem), [events])
  if (!events) return <div className={styles.viewerReserve} />
  return (
    <ImageViewer items={items} sizes="(max-width: 768px) 100vw, 384px" labels={{ ...labels, region: t('calendar.events', { date }) }} />
  )
}

function toItem(event: CalendarEvent) {
  return {
    key: String(event.id),
    src: event.imageUrl ?? event.imageVertical ?? '/logo.svg',
    alt: event.title,
    width: 640,
    height: 360,
    caption: (
      <div className={styles.caption}>
        <Link to={paths.detail(event.templateList[0] ?? 'academic', event.id)} target="_blank" className={styles.eventTitle}>
          {event.title}
          <span className="visually-hidden">{t('home.opensNewTab')}</span>
        </Link>
        {event.cancelled && <span className={styles.cancelled}>{t('calendar.cancelled')}</span>}
        <p className={styles.meta}>
          <span>{t('calendar.time')}: </span>
          <time dateTime={event.time.replace(' ', 'T')}>{event.time}</time>
        </p>
        {event.location && (
          <p className={styles.meta}>
            <span>{t('calendar.location')}: </span>
            {event.location}
          </p>
        )}
        <p className={styles.meta}>
          <a href={eventCalendarUrl(event.id)} download className={styles.calendarLink} data-add-to-calendar="">
            {t('calendar.addToCalendar')}
          </a>
        </p>
      </div>
    ),
  }
}
