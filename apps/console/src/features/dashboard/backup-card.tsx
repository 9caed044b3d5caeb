import { STAFF_API } from '@ibr/contract/staff-client'
import { useEffect, useRef } from 'react'
import { CallError } from '../../components/call-error/call-error'
import { Loading } from '../../components/loading/loading'
import { useLang, useMessages } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { useStaffQuery } from '../../lib/use-staff-query'
import styles from './dashboard.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** The card's anchor, which the backup-failure mail links to (`/#dashboard-backup`). */
const CARD_ID = 'dashboard-backup'

/**
 * The daily backup for administrators: when the last good one was made, and, when the latest failed,
 * what it reported, so a failure is seen the next time someone opens the console rather than on the
 * day a restore is needed.
 */
export function BackupCard() {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const { data, error, reload } = useStaffQuery(STAFF_API.backupStatus, {})
  const failing = data?.failing === true
  const card = useRef<HTMLElement>(null)
  // A failure notice links here: the card is brought into view once it has its answer (the browser's own jump came before it existed).
  useEffect(() => {
    if (data && window.location.hash === `#${CARD_ID}`) card.current?.scrollIntoView({ block: 'start' })
  }, [data])
  return (
    <section ref={card} className={failing ? `${styles.card} ${styles.alert}` : styles.card} aria-labelledby={CARD_ID}>
      <h2 id={CARD_ID} className={styles.cardTitle}>
        {t('dashboard.backup')}
      </h2>
      {error ? (
        <CallError error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : !data.configured ? (
        <p>{t('dashboard.backupOff')}</p>
      ) : (
        <>
          {failing && (
            <p role="alert">
              {t('dashboard.backupFailed', { time: formatDateTime(data.lastFailureAt ?? '', lang), error: data.lastError ?? '' })}
            </p>
          )}
          <p>
            {data.lastSuccessAt
              ? t('dashboard.backupLast', { time: formatDateTime(data.lastSuccessAt, lang) })
              : t('dashboard.backupNever')}
          </p>
        </>
      )}
    </section>
  )
}
