import type { MeetingSummary } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '../../components/empty-state/empty-state'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import { RichText } from '../../components/rich-text/rich-text'
import { useApi } from '../../lib/use-api'
import { formatDateRange } from './date-format'
import type { ConferencePageProps } from './conference-page-props'
import styles from './meeting.module.css'
import { messages } from './messages'
import { Venue } from './venue'

const m = messages.t

/** The conference at a glance (title, theme, dates, venue, organisers, contact), its summary, then the venue. */
export function OverviewPage({ meetingId, pages }: ConferencePageProps) {
  const { data, loading } = useApi(API.meetingSummary, { menuId: meetingId })
  if (!data) return loading ? null : <EmptyState />
  const applyPath = pages.find((p) => p.listTemplate === 'apply')?.path
  return (
    <>
      <Summary meeting={data.meeting} applyPath={applyPath} />
      <Venue meetingId={meetingId} />
    </>
  )
}

function Summary({ meeting, applyPath }: { meeting: MeetingSummary; applyPath: string | undefined }) {
  const facts: [string, ReactNode][] = [
    [m('dates'), formatDateRange(meeting.startDate, meeting.endDate)],
    [m('venue'), meeting.venue],
    [m('organizer'), meeting.organizer],
    [m('contact'), meeting.contactEmail && <a href={`mailto:${meeting.contactEmail}`}>{meeting.contactEmail}</a>],
  ]
  return (
    <section aria-labelledby="meeting-title" className={styles.section}>
      {meeting.picture && (
        <ResponsiveImage
          src={meeting.picture}
          alt=""
          width={1920}
          height={640}
          sizes="(max-width: 768px) 100vw, 900px"
          priority
          className={styles.banner}
        />
      )}
      <h2 id="meeting-title" className={styles.meetingTitle}>
        {meeting.title}
      </h2>
      {meeting.subTitle && (
        <p className={styles.theme}>
          <span className={styles.themeLabel}>{m('theme')}</span>
          {meeting.subTitle}
        </p>
      )}
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => Boolean(value))
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        <div className={styles.fact}>
          <dt>{m('registration')}</dt>
          <dd>
            {meeting.registrationOpen ? m('registrationOpen') : m('registrationClosed')}
            {meeting.registrationOpen && applyPath && (
              <Link to={applyPath} className={styles.action}>
                {m('registerNow')}
              </Link>
            )}
          </dd>
        </div>
      </dl>
      {meeting.summary && (
        <>
          <h3 className={styles.subHeading}>{m('about')}</h3>
          <RichText html={meeting.summary} />
        </>
      )}
    </section>
  )
}
