import { ArticleList } from '../../components/article-list/article-list'
import { EmptyState } from '../../components/empty-state/empty-state'
import { Pagination } from '../../components/pagination/pagination'
import { useArticleList } from '../../lib/use-article-list'

/** The entry's items, pinned first then newest, ten to a page; each opens in a new tab. */
export function SectionArticles({ menuId }: { menuId: number }) {
  const list = useArticleList(menuId)
  if (!list.data) return list.loading ? null : <EmptyState />
  if (list.data.articleList.length === 0) return <EmptyState />
  return (
    <>
      <ArticleList items={list.data.articleList} />
      <Pagination page={list.query.pageNum} pageSize={list.pageSize} total={list.data.total} onChange={list.setPage} />
    </>
  )
}
