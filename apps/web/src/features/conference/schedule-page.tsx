import { API } from '@ibr/contract/paths'
import { useState } from 'react'
import { EmptyState } from '../../components/empty-state/empty-state'
import { currentLang } from '../../i18n'
import { useApi } from '../../lib/use-api'
import { DayTabs, panelId, tabId } from './day-tabs'
import { messages } from './messages'
import type { ConferencePageProps } from './conference-page-props'
import { SessionList } from './session-list'
import styles from './schedule.module.css'

/** The programme: one tab per conference day, that day's sessions below. */
export function SchedulePage({ conferenceId }: ConferencePageProps) {
  const tags = useApi(API.meetingTagList, { menuId: conferenceId })
  const summary = useApi(API.meetingSummary, { menuId: conferenceId })
  const token = summary.data?.meeting.token
  const [chosen, setChosen] = useState<number | null>(null)
  const list = tags.data?.tagList ?? []
  const current = list.find((tag) => tag.id === chosen) ?? list[0]
  const schedule = useApi(current ? API.meetingSchedule : null, { menuId: conferenceId, tagId: current?.id })
  if (!tags.data) return tags.loading ? null : <EmptyState />
  if (!current) return <EmptyState />
  // An answer for another day than the chosen one is on its way out: not shown.
  const sessions = schedule.data?.tagId === current.id ? schedule.data.scheduleList : undefined
  return (
    <div>
      {token && (
        <p className={styles.calendar}>
          <a href={`/feed/conference-${encodeURIComponent(token)}.${currentLang}.ics`} download data-schedule-calendar="">
            {messages.t('scheduleCalendar')}
          </a>
        </p>
      )}
      <DayTabs tags={list} current={current.id} onChange={setChosen} />
      <div
        id={panelId(current.id)}
        role="tabpanel"
        aria-labelledby={tabId(current.id)}
        tabIndex={0}
        className={styles.panel}
        aria-busy={schedule.loading}
      >
        {sessions ? sessions.length > 0 ? <SessionList sessions={sessions} /> : <EmptyState /> : schedule.loading ? null : <EmptyState />}
      </div>
    </div>
  )
}
