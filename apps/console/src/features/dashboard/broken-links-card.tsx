import { STAFF_API } from '@ibr/contract/staff-client'
import { Link } from 'react-router'
import { CallError } from '../../components/call-error/call-error'
import { Loading } from '../../components/loading/loading'
import { useMessages } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useStaffQuery } from '../../lib/use-staff-query'
import styles from './dashboard.module.css'
import { messages } from './messages'

/** How many of the first broken links the card names. */
const SHOWN = 5

/** The broken links of this person's sections (an administrator's: all): how many, the first few, and the way to the list. */
export function BrokenLinksCard() {
  const t = useMessages(messages)
  const { data, error, reload } = useStaffQuery(STAFF_API.linksList, { page: 1, pageSize: SHOWN })
  return (
    <section className={`${styles.card} ${data && data.total > 0 ? styles.alert : ''}`} aria-labelledby="dashboard-broken-links">
      <h2 id="dashboard-broken-links" className={styles.cardTitle}>
        {t('dashboard.brokenLinks')}
        <span className={styles.count}>{data?.total ?? 0}</span>
      </h2>
      {error ? (
        <CallError error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : data.total === 0 ? (
        <p>{t('dashboard.brokenLinksEmpty')}</p>
      ) : (
        <>
          <ul className={styles.items}>
            {data.list.map((link) => (
              <li key={link.id} className={styles.item}>
                <span className={styles.itemTitle}>{link.itemTitle}</span>
                <span className={`${styles.meta} ${styles.target}`}>
                  {link.kind === 'image' && `${t('dashboard.brokenLinksImage')}: `}
                  {link.text ? `${link.text} · ${link.target}` : link.target}
                </span>
              </li>
            ))}
          </ul>
          <Link to={paths.links.getHref()} className={styles.more}>
            {t('dashboard.brokenLinksMore')}
          </Link>
        </>
      )}
    </section>
  )
}
