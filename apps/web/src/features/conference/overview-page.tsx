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
import pageStyles from './conference.module.css'
import styles from './overview-page.module.css'
import { messages } from './messages'
import { Venue } from './venue'

const m = messages.t

/** The conference at a glance (title, theme, dates, venue, organisers, contact), its summary, then the venue. */
export function OverviewPage({ conferenceId, pages }: ConferencePageProps) {
  const { data, loading } = useApi(API.meetingSummary, { menuId: conferenceId })
  if (!data) return loading ? null : <EmptyState />
  const applyPath = pages.find((p) => p.listTemplate === 'apply')?.path
  return (
    <>
      <Summary conference={data.meeting} applyPath={applyPath} />
      <Venue conferenceId={conferenceId} />
    </>
  )
}

function Summary({ conference, applyPath }: { conference: MeetingSummary; applyPath: string | undefined }) {
  const facts: [string, ReactNode][] = [
    [m('dates'), formatDateRange(conference.startDate, conference.endDate)],
    [m('venue'), conference.venue],
    [m('organizer'), conference.organizer],
    [m('contact'), conference.contactEmail && <a href={`mailto:${conference.contactEmail}`}>{conference.contactEmail}</a>],
  ]
  return (
    <section aria-labelledby="conference-title" className={pageStyles.section}>
      {conference.picture && (
        <ResponsiveImage
          src={conference.picture}
          alt=""
          width={1920}
          height={640}
          sizes="(max-width: 768px) 100vw, 900px"
          priority
          className={`card-crop ${styles.banner}`}
        />
      )}
      <h2 id="conference-title" className={styles.conferenceTitle}>
        {conference.title}
      </h2>
      {conference.subTitle && (
        <p className={styles.theme}>
          <span className={styles.themeLabel}>{m('theme')}</span>
          {conference.subTitle}
        </p>
      )}
      <dl className={pageStyles.facts}>
        {facts
          .filter(([, value]) => Boolean(value))
          .map(([label, value]) => (
            <div key={label} className={pageStyles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        <div className={pageStyles.fact}>
          <dt>{m('registration')}</dt>
          <dd>
            {conference.registrationOpen ? m('registrationOpen') : m('registrationClosed')}
            {conference.registrationOpen && applyPath && (
              <Link to={applyPath} className={pageStyles.action}>
                {m('registerNow')}
              </Link>
            )}
          </dd>
        </div>
      </dl>
      {conference.summary && (
        <>
          <h3 className={pageStyles.subHeading}>{m('about')}</h3>
          <RichText html={conference.summary} />
        </>
      )}
    </section>
  )
}
