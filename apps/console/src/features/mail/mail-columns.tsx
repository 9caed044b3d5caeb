import type { Lang } from '@ibr/contract/lang'
import type { MailMessage } from '@ibr/contract/staff-client'
import { Link } from 'react-router'
import { columnHelper, type DataColumn } from '../../components/data-table/data-table'
import type { Translate, MessageKey } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { MailStatusBadge } from './mail-status-badge'
import styles from './mail.module.css'
import type { messages } from './messages'
import type { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

const column = columnHelper<MailMessage>()

/**
 * The outbox's columns, newest message first as the server orders them; the status comes early, in
 * view on a narrow screen; the subject opens the message. With a message open beside the list, its
 * recipient and language are left out: the panel shows them, and the subject keeps its room.
 */
export function mailColumns(
  t: Translate<Key>,
  lang: Lang,
  hrefOf: (id: number) => string,
  openId: number | null,
): DataColumn<MailMessage>[] {
  const recipient = column.accessor('to', {
    header: t('mail.to'),
    cell: (info) => <span className={styles.listAddress}>{info.getValue()}</span>,
  })
  const language = column.accessor('lang', {
    header: t('mail.lang'),
    cell: ({ row: { original: message } }) => t(`langName.${message.lang}`),
  })
  return [
    column.accessor('createdAt', {
      header: t('mail.createdAt'),
      meta: { phone: 'secondary' },
      cell: (info) => (
        <time dateTime={info.getValue()} className={styles.nowrap}>
          {formatDateTime(info.getValue(), lang)}
        </time>
      ),
    }),
    column.accessor('status', {
      header: t('mail.status'),
      meta: { phone: 'primary' },
      cell: ({ row: { original: message } }) => (
        <div className={styles.statusCell}>
          <MailStatusBadge status={message.status} />
          {message.status === 'failed' && message.lastError && <span className={styles.listError}>{message.lastError}</span>}
        </div>
      ),
    }),
    ...(openId === null ? [recipient] : []),
    column.accessor('subject', {
      header: t('mail.subject'),
      meta: { phone: 'primary' },
      cell: ({ row: { original: message } }) => (
        <Link to={hrefOf(message.id)} aria-current={message.id === openId || undefined} className={styles.subject}>
          {message.subject || t('mail.noSubject')}
        </Link>
      ),
    }),
    ...(openId === null ? [language] : []),
  ]
}
