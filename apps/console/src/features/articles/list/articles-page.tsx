import { STAFF_API } from '@ibr/contract/staff-client'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { BulkTable } from '../../../components/data-table/bulk-table'
import { FilterDisclosure } from '../../../components/data-table/filter-disclosure'
import { useRowSelection } from '../../../components/data-table/use-row-selection'
import { SearchField } from '../../../components/field/search-field'
import { PageHeading } from '../../../components/page-heading/page-heading'
import { useLang, useMessages } from '../../../i18n/use-t'
import { useStaffQuery } from '../../../lib/use-staff-query'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useTypedSearch } from '../../../lib/use-typed-search'
import { ArticleBulkActions } from './article-bulk-actions'
import { useArticleViews } from '../article-views'
import { articleColumns } from './article-columns'
import { ArticleFiltersForm } from './article-filters'
import {
  ARTICLE_PAGE_SIZE,
  articleListBody,
  filtersOf,
  isFiltered,
  readArticleListQuery,
  writeArticleListQuery,
  type ArticleListQuery,
  type ArticleSort,
} from './article-list-query'
import { ImportPapersDialog } from '../paper-import/import-papers-dialog'
import { NewArticleMenu } from './new-article-menu'
import { useSections } from '../../../lib/use-sections'
import styles from './list.module.css'
import { messages } from '../messages'
import { messages as listMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

const NO_ROWS: never[] = []

/** The items of this person's sections: searched, filtered, ordered and paged by the server, as the address says. */
export function ArticlesPage() {
  const t = useMessages(messages, listMessages, shared)
  const lang = useLang()
  useDocumentTitle(t('articles.title'))
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => readArticleListQuery(params), [params])
  const filters = useMemo(() => filtersOf(query), [query])
  const list = useStaffQuery(STAFF_API.articleList, articleListBody(query), { keepPrevious: true })
  const sections = useSections()
  const change = useCallback(
    (patch: Partial<ArticleListQuery>, replace = false) => setParams((current) => writeArticleListQuery(current, patch), { replace }),
    [setParams],
  )
  const applySearch = useCallback((search: string) => change({ search }, true), [change])
  const [typed, setTyped] = useTypedSearch(query.search, applySearch)
  const rows = list.data?.list ?? NO_ROWS
  const views = useArticleViews(useMemo(() => rows.map((row) => row.id), [rows]))
  const columns = useMemo(() => articleColumns(t, lang, views), [t, lang, views])
  const bulk = useRowSelection(params.toString(), rows)
  const paperSections = useMemo(() => (sections.data?.sections ?? NO_ROWS).filter((s) => s.write && s.kind === 'paper'), [sections.data])
  return (
    <>
      <PageHeading
        actions={
          <>
            {paperSections.length > 0 && <ImportPapersDialog sections={paperSections} />}
            <NewArticleMenu sections={sections.data?.sections} />
          </>
        }
      >
        {t('articles.title')}
      </PageHeading>
      <div className={styles.toolbar}>
        <SearchField label={t('articles.search')} value={typed} onChange={setTyped} onSubmit={applySearch} className={styles.search} />
      </div>
      <FilterDisclosure active={Object.values(filters).filter(Boolean).length}>
        <ArticleFiltersForm applied={filters} sections={sections.data?.sections ?? NO_ROWS} onApply={(filters) => change(filters)} />
      </FilterDisclosure>
      <BulkTable
        list={list}
        bulk={bulk}
        rowLabel={(row) => row.title || t('articles.untitled')}
        actions={(picked, done) => <ArticleBulkActions rows={picked} onDone={done} />}
        label={t('articles.tableLabel')}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        sort={query.sort ? { id: query.sort, desc: query.desc } : null}
        onSortChange={(sort) => change({ sort: sort.id as ArticleSort, desc: sort.desc })}
        paging={{ page: query.page, pageSize: ARTICLE_PAGE_SIZE, total: list.data?.total ?? 0, onPageChange: (page) => change({ page }) }}
        empty={isFiltered(query) ? t('articles.noMatch') : t('articles.none')}
      />
    </>
  )
}
