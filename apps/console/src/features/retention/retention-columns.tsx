import type { Lang } from '@ibr/contract/lang'
import type { PurgeCandidate } from '@ibr/contract/staff-client'
import { columnHelper, type DataColumn } from '../../components/data-table/data-table'
import type { Translate, MessageKey } from '../../i18n/use-t'
import { formatBytes } from '../../lib/format-bytes'
import styles from './retention.module.css'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages> | MessageKey

const column = columnHelper<PurgeCandidate>()

/** The day a purge falls on, and "at the next run" when it has come (the job runs once a day). */
function PurgeDay({ day, today, t }: { day: string; today: string; t: Translate<Key> }) {
  return day <= today ? <strong>{t('retention.dueNow', { day })}</strong> : <time dateTime={day}>{day}</time>
}

/** The conferences in the order their registrations go, soonest first as the server orders them. */
export function retentionColumns(t: Translate<Key>, lang: Lang, today: string): DataColumn<PurgeCandidate>[] {
  return [
    column.accessor('purgeOn', {
      header: t('retention.purgeOn'),
      cell: (info) => (
        <span className={styles.nowrap}>
          <PurgeDay day={info.getValue()} today={today} t={t} />
        </span>
      ),
    }),
    column.accessor('title', {
      header: t('retention.conference'),
      meta: { phone: 'primary' },
      cell: (info) => info.getValue()[lang] || info.getValue().zh,
    }),
    column.accessor('endDate', {
      header: t('retention.endDate'),
      cell: (info) => (
        <time dateTime={info.getValue()} className={styles.nowrap}>
          {info.getValue()}
        </time>
      ),
    }),
    column.accessor('registrations', { header: t('retention.registrations'), cell: (info) => info.getValue() }),
    column.accessor('files', {
      header: t('retention.files'),
      cell: ({ row: { original: c } }) => (c.files === 0 ? '0' : t('retention.filesSize', { count: c.files, size: formatBytes(c.bytes) })),
    }),
  ]
}
