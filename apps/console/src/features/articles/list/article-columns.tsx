import type { Lang } from '@ibr/contract/lang'
import type { ArticleRow } from '@ibr/contract/staff-client'
import { Link } from 'react-router'
import { columnHelper, type DataColumn } from '../../../components/data-table/data-table'
import type { Translate, MessageKey } from '../../../i18n/use-t'
import { authorName } from '../../../lib/author-name'
import { formatDateTime } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { StateBadges } from '../state-badges'
import styles from './list.module.css'
import type { messages } from '../messages'
import type { messages as listMessages } from './messages'
import type { messages as shared } from '../../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof listMessages | typeof shared> | MessageKey

const column = columnHelper<ArticleRow>()

const Time = ({ iso, lang }: { iso: string; lang: Lang }) => <time dateTime={iso}>{formatDateTime(iso, lang)}</time>

/** The content table's columns; those the server can order by (title, updated, publish time) are sortable, named as it names them. */
export function articleColumns(t: Translate<Key>, lang: Lang, views?: ReadonlyMap<number, number>): DataColumn<ArticleRow>[] {
  return [
    column.accessor('title', {
      header: t('articles.colTitle'),
      enableSorting: true,
      cell: (info) => (
        <Link to={paths.article.getHref(info.row.original.id)} className={styles.titleLink}>
          {info.getValue() || t('articles.untitled')}
        </Link>
      ),
    }),
    column.accessor('kind', { header: t('articles.colKind'), cell: (info) => t(`kind.${info.row.original.kind}`) }),
    column.accessor('states', {
      header: t('articles.colStates'),
      meta: { phone: 'primary' },
      cell: (info) => <StateBadges states={info.getValue()} archived={info.row.original.status === 'archived'} />,
    }),
    column.accessor('outdated', {
      header: t('articles.colOutdated'),
      cell: (info) =>
        info.getValue() > 0 ? <span className={styles.outdatedCount}>{t('articles.outdatedCount', { count: info.getValue() })}</span> : '—',
    }),
    column.accessor('author', { header: t('articles.colAuthor'), cell: ({ row: { original: row } }) => authorName(row, t) }),
    // Detail page views of the last 30 days (docs/statistics.md); '—' while they are read.
    column.display({
      id: 'views',
      header: t('articles.colViews'),
      cell: ({ row: { original: row } }) => (
        <span className={styles.views}>{views ? (views.get(row.id) ?? 0).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en') : '—'}</span>
      ),
    }),
    column.accessor('updatedAt', {
      id: 'updated',
      header: t('articles.colUpdated'),
      enableSorting: true,
      cell: (info) => <Time iso={info.getValue()} lang={lang} />,
    }),
    column.accessor('publishAt', {
      id: 'publish',
      header: t('articles.colSchedule'),
      enableSorting: true,
      cell: ({ row: { original: row } }) =>
        row.publishAt || row.unpublishAt ? (
          <span className={styles.schedule}>
            {row.publishAt && <span>{t('articles.publishAt', { time: formatDateTime(row.publishAt, lang) })}</span>}
            {row.unpublishAt && <span>{t('articles.unpublishAt', { time: formatDateTime(row.unpublishAt, lang) })}</span>}
          </span>
        ) : (
          '—'
        ),
    }),
  ]
}
