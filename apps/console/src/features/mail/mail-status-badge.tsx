import type { MailStatus } from '@ibr/contract/staff-client'
import { useMessages } from '../../i18n/use-t'
import styles from './mail.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const TONE: Record<MailStatus, string | undefined> = {
  queued: styles.queued,
  sent: styles.sent,
  outbox: styles.outbox,
  failed: styles.failed,
}

/** Where a message stands, in words (colour only repeats them). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const t = useMessages(messages, shared)
  return <span className={`${styles.badge} ${TONE[status] ?? ''}`}>{t(`mail.status.${status}`)}</span>
}
