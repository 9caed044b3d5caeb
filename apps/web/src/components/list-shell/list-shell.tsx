import type { ArticleSummary } from '@ibr/contract'
import { useRef, type ReactNode } from 'react'
import { PageLoading } from '../page-loading/page-loading'
import { EmptyState } from '../empty-state/empty-state'
import { Pagination } from '../pagination/pagination'
import { SearchBox } from '../search-box/search-box'
import { t } from '../../i18n'
import type { ArticleListState } from '../../lib/use-article-list'
import styles from './list-shell.module.css'

interface Props {
  list: ArticleListState
  /** Filters shown above the search (category tabs, a year). */
  filters?: ReactNode
  /** Shown between the search and the items, whatever the page (a video player). */
  lead?: ReactNode
  children: (items: readonly ArticleSummary[]) => ReactNode
}

/**
 * What every list page shares: filters and search at the top, the number found, the
 * items (or "no data"), and the pages. The previous page stays on screen while the next one loads.
 */
export function ListShell({ list, filters, lead, children }: Props) {
  const top = useRef<HTMLDivElement>(null)
  const items = list.data?.articleList
  const goTo = (page: number) => {
    list.setPage(page)
    // The buttons sit under the list: bring its start back into view when it has scrolled away.
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView({ block: 'start' })
  }
  const total = list.data ? `${list.data.total}${list.data.totalCapped ? '+' : ''}` : ''
  return (
    <div ref={top} className={styles.shell} data-list="" aria-busy={list.stale || undefined}>
      <div className={styles.toolbar}>
        {filters}
        <div className={styles.searchRow}>
          <SearchBox value={list.query.keyword} onSearch={list.setKeyword} />
          <p className={styles.total} role="status">
            {list.data ? t(list.data.totalApprox ? 'common.totalAbout' : 'common.total', { total }) : ''}
          </p>
        </div>
      </div>
      {lead}
      {items === undefined ? list.loading ? <PageLoading /> : <EmptyState /> : items.length === 0 ? <EmptyState /> : children(items)}
      {list.data && <Pagination page={list.query.pageNum} pageSize={list.pageSize} total={list.data.total} onChange={goTo} />}
    </div>
  )
}
