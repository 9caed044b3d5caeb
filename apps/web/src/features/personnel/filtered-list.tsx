import type { ArticleSummary } from '@ibr/contract'
import { PageLoading } from '../../app/page-loading'
import { CategoryTabs } from '../../components/category-tabs/category-tabs'
import { EmptyState } from '../../components/empty-state/empty-state'
import { Pagination } from '../../components/pagination/pagination'
import { SearchBox } from '../../components/search-box/search-box'
import { t } from '../../i18n'
import { useArticleList } from '../../lib/use-article-list'
import styles from './filtered-list.module.css'
import { ItemList } from './item-list'
import { messages, type PersonnelMessage } from './messages'

export interface FilterGroup {
  label: string
  values: readonly PersonnelMessage[]
  /** The group starts with "All" (no filter); only the first group has it. */
  withAll: boolean
}

const label = (value: string) => messages.t(value as PersonnelMessage)

/**
 * A section's items with filter rows, a keyword search and paging. The list API takes one
 * `category` at a time, so the rows form one choice: picking in one row clears the other, and the
 * line above the list says which filter is applied and how many items it found.
 */
export function FilteredList({ menuId, groups, tags }: { menuId: number; groups: readonly FilterGroup[]; tags: (item: ArticleSummary) => (string | null)[] }) {
  const list = useArticleList(menuId)
  const { category, keyword } = list.query
  const filter = category ? label(category) : messages.t('all')
  const total = list.data?.total ?? 0
  const status = list.loading ? t('common.loading') : keyword ? messages.t('showingSearch', { filter, keyword, total }) : messages.t('showing', { filter, total })
  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          {groups.map((group) => (
            <div key={group.label} className={styles.row}>
              <span className={styles.rowLabel} aria-hidden="true">
                {group.label}
              </span>
              <CategoryTabs
                label={group.label}
                value={category}
                onChange={list.setCategory}
                options={[...(group.withAll ? [{ value: '', label: messages.t('all') }] : []), ...group.values.map((value) => ({ value, label: label(value) }))]}
              />
            </div>
          ))}
        </div>
        <SearchBox value={keyword} onSearch={list.setKeyword} label={messages.t('searchLabel')} />
      </div>
      <p className={styles.status} role="status" data-list-status="">
        {status}
      </p>
      <div aria-busy={list.loading} data-list="">
        {!list.data ? (
          list.loading ? <PageLoading /> : <EmptyState />
        ) : list.data.articleList.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ItemList items={list.data.articleList} labels={tags} />
            <Pagination page={list.query.pageNum} pageSize={list.pageSize} total={list.data.total} onChange={list.setPage} />
          </>
        )}
      </div>
    </div>
  )
}

/** The label of an item's category (or enrolment kind), when it has one this section knows. */
export function tagOf(value: string | null, known: readonly string[]): string | null {
  return value && known.includes(value) ? label(value) : null
}
