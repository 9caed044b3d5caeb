import type { ArticleListRet } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useState } from 'react'
import { useApi } from './use-api'

export interface ArticleQuery {
  pageNum: number
  keyword: string
  category: string
  year: number | ''
}

/**
 * A page of a section's items (/api/article/list) with its paging, keyword, category and year,
 * for every list page. Changing the keyword, category or year goes back to page 1.
 */
export function useArticleList(menuId: number, pageSize = 10, initial: Partial<ArticleQuery> = {}) {
  const [query, setQuery] = useState<ArticleQuery>({ pageNum: 1, keyword: '', category: '', year: '', ...initial })
  const search = { keyword: query.keyword, category: query.category, ...(query.year === '' ? {} : { year: query.year }) }
  const state = useApi(API.articleList, {
    menuId,
    page: JSON.stringify({ pageNum: query.pageNum, pageSize }),
    search: JSON.stringify(search),
  })
  // A list keeps its last page on screen while the next one loads (marked busy), so the pager and
  // the visitor's place stay; useApi itself never hands one question's answer to another.
  const [last, setLast] = useState<{ menuId: number; data: ArticleListRet } | null>(null)
  const answer = state.data as ArticleListRet | undefined
  if (answer && last?.data !== answer) setLast({ menuId, data: answer })
  const previous = state.loading && last?.menuId === menuId ? last.data : undefined
  return {
    ...state,
    data: answer ?? previous,
    /** The page shown is the previous one: the asked one is on its way. */
    stale: answer === undefined && previous !== undefined,
    query,
    pageSize,
    setPage: (pageNum: number) => setQuery((q) => ({ ...q, pageNum })),
    setKeyword: (keyword: string) => setQuery((q) => ({ ...q, keyword, pageNum: 1 })),
    setCategory: (category: string) => setQuery((q) => ({ ...q, category, pageNum: 1 })),
    setYear: (year: number | '') => setQuery((q) => ({ ...q, year, pageNum: 1 })),
  }
}
export type ArticleListState = ReturnType<typeof useArticleList>
