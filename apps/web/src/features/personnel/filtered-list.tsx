import type { ArticleSummary } from '@ibr/contract'
import { ArticleList } from '../../components/article-list/article-list'
import { CategoryTabs } from '../../components/category-tabs/category-tabs'
import { ListShell } from '../../components/list-shell/list-shell'
import { useArticleList } from '../../lib/use-article-list'
import styles from './filtered-list.module.css'
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
 * `category` at a time, so the rows form one choice: picking in one row clears the other, and a
 * line under them names the filter applied.
 */
export function FilteredList({
  menuId,
  groups,
  tags,
}: {
  menuId: number
  groups: readonly FilterGroup[]
  tags: (item: ArticleSummary) => (string | null)[]
}) {
  const list = useArticleList(menuId)
  const { category } = list.query
  const filters = (
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
            options={[
              ...(group.withAll ? [{ value: '', label: messages.t('all') }] : []),
              ...group.values.map((value) => ({ value, label: label(value) })),
            ]}
          />
        </div>
      ))}
      {groups.length > 1 && (
        <p className={styles.applied} data-list-filter="">
          {messages.t('applied', { filter: category ? label(category) : messages.t('all') })}
        </p>
      )}
    </div>
  )
  return (
    <ListShell list={list} filters={filters}>
      {(items) => <ArticleList items={items} meta={(item) => <Tags names={tags(item)} />} />}
    </ListShell>
  )
}

function Tags({ names }: { names: (string | null)[] }) {
  const shown = names.filter((n): n is string => !!n)
  if (shown.length === 0) return null
  return (
    <span className={styles.tags}>
      {shown.map((name) => (
        <span key={name} className={styles.tag}>
          {name}
        </span>
      ))}
    </span>
  )
}

/** The label of an item's category (or enrolment kind), when it has one this section knows. */
export function tagOf(value: string | null, known: readonly string[]): string | null {
  return value && known.includes(value) ? label(value) : null
}
