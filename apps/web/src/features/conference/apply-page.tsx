import { API } from '@ibr/contract/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { RichText } from '../../components/rich-text/rich-text'
import { useApi } from '../../lib/use-api'
import styles from './form.module.css'
import type { ConferencePageProps } from './conference-page-props'
import conferenceStyles from './conference.module.css'
import { messages } from './messages'
import { RegistrationForm } from './registration-form'
import { withSiteZone } from '../../lib/site-time'

const m = messages.t

/**
 * Registration: the terms and the fee, then the form the conference defines. A closed registration
 * (switched off, or past its deadline) says so instead of offering a form.
 */
export function ApplyPage({ conferenceId }: ConferencePageProps) {
  const { data, loading } = useApi(API.meetingSign, { menuId: conferenceId })
  if (!data) return loading ? null : <EmptyState />
  const { sign } = data
  if (!sign.open) {
    return (
      <section className={styles.closed} aria-labelledby="apply-closed" data-registration="closed">
        <h2 id="apply-closed">{m('closedTitle')}</h2>
        <p>{m('closedBody', { deadline: withSiteZone(sign.deadlineText) })}</p>
      </section>
    )
  }
  return (
    <>
      <p className={styles.deadline} data-registration="open">
        {m('deadline', { deadline: withSiteZone(sign.deadlineText) })}
      </p>
      {sign.full && <p className={styles.stateNote}>{m('fullNotice')}</p>}
      {sign.moderated && <p className={styles.stateNote}>{m('moderatedNotice')}</p>}
      {sign.notice && (
        <section aria-labelledby="apply-notice" className={conferenceStyles.section}>
          <h2 id="apply-notice" className={conferenceStyles.heading}>
            {m('notice')}
          </h2>
          <RichText html={sign.notice} />
        </section>
      )}
      {sign.fee && (
        <section aria-labelledby="apply-fee" className={conferenceStyles.section}>
          <h2 id="apply-fee" className={conferenceStyles.heading}>
            {m('fee')}
          </h2>
          <RichText html={sign.fee} className={styles.plain} />
        </section>
      )}
      <section aria-labelledby="apply-form" className={conferenceStyles.section}>
        <h2 id="apply-form" className={conferenceStyles.heading}>
          {m('formHeading')}
        </h2>
        {sign.fields.length > 0 ? <RegistrationForm conferenceId={conferenceId} sign={sign} /> : <EmptyState />}
      </section>
    </>
  )
}
