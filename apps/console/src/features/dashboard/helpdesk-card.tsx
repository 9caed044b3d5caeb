import { HELPDESK_OPEN_STATES, STAFF_API } from '@ibr/contract/staff-client'
import { Link } from 'react-router'
import { CallError } from '../../components/call-error/call-error'
import { Loading } from '../../components/loading/loading'
import { useMessages } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useStaffQuery } from '../../lib/use-staff-query'
import styles from './dashboard.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** The services office's open reports by state, each a link to the inbox filtered to it (for who works in the inbox). */
export function HelpdeskCard() {
  const t = useMessages(messages, shared)
  const { data, error, reload } = useStaffQuery(STAFF_API.helpdeskList, { state: 'open', pageSize: 1 })
  const open = data ? HELPDESK_OPEN_STATES.reduce((sum, s) => sum + (data.counts[s] ?? 0), 0) : 0
  return (
    <section className={styles.card} aria-labelledby="dashboard-helpdesk">
      <h2 id="dashboard-helpdesk" className={styles.cardTitle}>
        {t('dashboard.helpdesk')}
        <span className={styles.count}>{open}</span>
      </h2>
      {error ? (
        <CallError error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : (
        <ul className={styles.items}>
          {HELPDESK_OPEN_STATES.map((state) => (
            <li key={state} className={styles.item}>
              <Link to={`${paths.helpdesk.getHref()}?state=${state}`}>
                {t(`helpdesk.state.${state}`)}: {data.counts[state] ?? 0}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
