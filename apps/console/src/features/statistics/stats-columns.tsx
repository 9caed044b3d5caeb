import type { StatsSummaryRet } from '@ibr/contract/staff-client'
import type { KeyOf } from '@ibr/ui/define-messages'
import { Link } from 'react-router'
import { columnHelper, type DataColumn } from '../../components/data-table/data-table'
import type { Translate } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import type { messages } from './messages'
import styles from './statistics.module.css'

type T = Translate<KeyOf<typeof messages>>
type Summary = StatsSummaryRet
export type Format = (n: number) => string

/** A count: on a phone a labelled line under the row's name. */
const numberCell = (header: string, format: Format) => ({
  header,
  cell: ({ getValue }: { getValue: () => number }) => <span className={styles.number}>{format(getValue())}</span>,
})

const dayColumn = columnHelper<Summary['days'][number]>()
export const dayColumns = (t: T, format: Format): DataColumn<Summary['days'][number]>[] => [
  dayColumn.accessor('day', { header: t('stats.day'), meta: { phone: 'primary' } }),
  dayColumn.accessor('views', numberCell(t('stats.views'), format)),
  dayColumn.accessor('visitors', numberCell(t('stats.visitors'), format)),
]

const pageColumn = columnHelper<Summary['pages'][number]>()
/** The key the server counts every path the site has no route of under (stats-pages.ts). */
const OTHER_PAGE = 'other'

/**
 * A page by its name: an item's title (a link to the item's editor), a menu entry's name, or "other
 * pages"; its route beside as secondary text, for a page without a name the route alone.
 */
export const pageColumns = (t: T, format: Format): DataColumn<Summary['pages'][number]>[] => [
  pageColumn.display({
    id: 'page',
    header: t('stats.page'),
    meta: { phone: 'primary' },
    cell: ({ row: { original: p } }) => (
      <div className={styles.page}>
        {p.articleId !== null ? (
          <Link to={paths.article.getHref(p.articleId)}>{p.title || p.page}</Link>
        ) : p.page === OTHER_PAGE ? (
          <span>{t('stats.otherPages')}</span>
        ) : (
          p.title && <span>{p.title}</span>
        )}
        {p.page !== OTHER_PAGE && <span className={styles.path}>{p.page}</span>}
      </div>
    ),
  }),
  pageColumn.accessor('views', numberCell(t('stats.views'), format)),
  pageColumn.accessor('visitors', numberCell(t('stats.visitors'), format)),
]

const referrerColumn = columnHelper<Summary['referrers'][number]>()
export const referrerColumns = (t: T, format: Format): DataColumn<Summary['referrers'][number]>[] => [
  referrerColumn.accessor('host', { header: t('stats.host'), meta: { phone: 'primary' } }),
  referrerColumn.accessor('views', numberCell(t('stats.views'), format)),
]

const searchColumn = columnHelper<Summary['searches'][number]>()
export const searchColumns = (t: T, format: Format): DataColumn<Summary['searches'][number]>[] => [
  searchColumn.accessor('query', {
    header: t('stats.query'),
    meta: { phone: 'primary' },
    cell: ({ getValue }) => <span className={styles.query}>{getValue()}</span>,
  }),
  searchColumn.accessor('asks', numberCell(t('stats.asks'), format)),
  searchColumn.accessor('empty', numberCell(t('stats.emptyAsks'), format)),
]

const emptyColumn = columnHelper<Summary['emptySearches'][number]>()
export const emptySearchColumns = (t: T, format: Format): DataColumn<Summary['emptySearches'][number]>[] => [
  emptyColumn.accessor('query', {
    header: t('stats.query'),
    meta: { phone: 'primary' },
    cell: ({ getValue }) => <span className={styles.query}>{getValue()}</span>,
  }),
  emptyColumn.accessor('asks', numberCell(t('stats.emptyAsks'), format)),
]
