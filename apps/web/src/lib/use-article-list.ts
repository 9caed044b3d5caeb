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
  return {
    ...state,
    data: state.data as ArticleListRet | undefined,
    query,
    pageSize,
    setPage: (pageNum: number) => setQuery((q) => ({ ...q, pageNum })),
    setKeyword: (keyword: string) => setQuery((q) => ({ ...q, keyword, pageNum: 1 })),
    setCategory: (category: string) => setQuery((q) => ({ ...q, category, pageNum: 1 })),
    setYear: (year: number | '') => setQuery((q) => ({ ...q, year, pageNum: 1 })),
  }
}
export type ArticleListState = ReturnType<typeof useArticleList>
