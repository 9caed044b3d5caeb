import type { Lang } from '@ibr/contract/lang'
import type { LinkRow } from '@ibr/contract/staff-client'
import type { KeyOf } from '@ibr/ui/define-messages'
import { Link } from 'react-router'
import { columnHelper, type DataColumn } from '../../components/data-table/data-table'
import type { Translate } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { LinkActions } from './link-actions'
import { itemHref, problemText } from './link-words'
import styles from './links.module.css'
import type { messages } from './messages'

const column = columnHelper<LinkRow>()

const when = (iso: string | null, lang: Lang) => (iso ? <time dateTime={iso}>{formatDateTime(iso, lang)}</time> : '—')

/**
 * The broken links' columns. On a phone the item, the link and what went wrong stay in view; the
 * section, the times and the buttons are lines under them.
 */
export function linkColumns(t: Translate<KeyOf<typeof messages>>, lang: Lang): DataColumn<LinkRow>[] {
  return [
    column.display({
      id: 'item',
      header: t('links.item'),
      meta: { phone: 'primary' },
      cell: ({ row: { original: link } }) => (
        <div className={styles.item}>
          <Link to={itemHref(link.itemKind, link.itemId)} className={styles.itemTitle}>
            {link.itemTitle || t(`links.kind.${link.itemKind}`)}
          </Link>
          <span className={styles.muted}>{t(`links.kind.${link.itemKind}`)}</span>
        </div>
      ),
    }),
    column.display({
      id: 'link',
      header: t('links.link'),
      meta: { phone: 'primary' },
      cell: ({ row: { original: link } }) => (
        <div className={styles.link}>
          <span>
            {link.kind === 'image' && <span className={styles.muted}>{t('links.image')}: </span>}
            {link.text || <span className={styles.muted}>{t('links.noText')}</span>}
          </span>
          <span className={styles.target}>{link.target}</span>
        </div>
      ),
    }),
    column.display({
      id: 'problem',
      header: t('links.problem'),
      meta: { phone: 'primary' },
      cell: ({ row: { original: link } }) => <span className={styles.problem}>{problemText(t, link)}</span>,
    }),
    column.display({
      id: 'section',
      header: t('links.section'),
      meta: { phone: 'secondary' },
      cell: ({ row: { original: link } }) => (link.sections.length ? link.sections.map((s) => s.name).join('、') : t('links.siteWide')),
    }),
    column.accessor('firstBrokenAt', {
      header: t('links.firstSeen'),
      meta: { phone: 'secondary' },
      cell: (info) => <span className={styles.nowrap}>{when(info.getValue(), lang)}</span>,
    }),
    column.accessor('lastCheckedAt', {
      header: t('links.lastChecked'),
      meta: { phone: 'secondary' },
      cell: (info) => <span className={styles.nowrap}>{when(info.getValue(), lang)}</span>,
    }),
    column.display({
      id: 'actions',
      header: t('links.actions'),
      meta: { phone: 'secondary' },
      cell: ({ row: { original: link } }) => <LinkActions link={link} />,
    }),
  ]
}
