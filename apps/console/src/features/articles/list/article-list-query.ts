import {
  ARTICLE_KINDS,
  ARTICLE_LANG_FILTERS,
  ARTICLE_SORTS,
  ARTICLE_STATUSES,
  type ArticleListBody,
  type ArticleStatus,
} from '@ibr/contract/staff-client'
import type { ArticleKind } from '@ibr/contract/enums'
import { addressOf, changedQuery, pageParam } from '../../../lib/address-query'

export type ArticleSort = (typeof ARTICLE_SORTS)[number]
export type LangFilter = (typeof ARTICLE_LANG_FILTERS)[number]

/** The filters of the content list, as its address keeps them; '' is "any". Days are YYYY-MM-DD. */
export interface ArticleFilters {
  kind: ArticleKind | ''
  status: ArticleStatus | ''
  langState: LangFilter | ''
  author: string
  /** A section's id, as text ('' for every section). */
  section: string
  from: string
  to: string
}

/** What the content list shows: its search, filters, order and page (a link, a reload or a sign-in keeps it). */
export interface ArticleListQuery extends ArticleFilters {
  page: number
  search: string
  sort: ArticleSort | null
  desc: boolean
}

export const NO_ARTICLE_FILTERS: ArticleFilters = { kind: '', status: '', langState: '', author: '', section: '', from: '', to: '' }
export const ARTICLE_PAGE_SIZE = 20

const DAY = /^\d{4}-\d{2}-\d{2}$/
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => values.find((v) => v === value) ?? ''

export function readArticleListQuery(params: URLSearchParams): ArticleListQuery {
  const day = (name: string) => {
    const value = params.get(name) ?? ''
    return DAY.test(value) ? value : ''
  }
  const section = params.get('section') ?? ''
  return {
    page: pageParam(params),
    search: params.get('search') ?? '',
    kind: oneOf(ARTICLE_KINDS, params.get('kind')),
    status: oneOf(ARTICLE_STATUSES, params.get('status')),
    langState: oneOf(ARTICLE_LANG_FILTERS, params.get('langState')),
    author: params.get('author') ?? '',
    section: /^[1-9]\d{0,9}$/.test(section) ? section : '',
    from: day('from'),
    to: day('to'),
    sort: oneOf(ARTICLE_SORTS, params.get('sort')) || null,
    desc: params.get('desc') === '1',
  }
}

const FILTER_NAMES = ['kind', 'status', 'langState', 'author', 'section', 'from', 'to'] as const

/**
 * The address after a change: what is at its default is left out; a new search, filter or order
 * starts again at page 1, since the page asked for may not exist among fewer rows.
 */
export function writeArticleListQuery(params: URLSearchParams, change: Partial<ArticleListQuery>): URLSearchParams {
  const next = changedQuery(readArticleListQuery(params), change)
  return addressOf({
    search: next.search.trim(),
    ...Object.fromEntries(FILTER_NAMES.map((name) => [name, next[name].trim()])),
    sort: next.sort,
    desc: next.sort && next.desc ? '1' : null,
    page: next.page,
  })
}

/** The list call's body for a query: exactly what the address says, nothing at its default. */
export function articleListBody(query: ArticleListQuery): Omit<ArticleListBody, 'lang'> {
  const search = query.search.trim()
  const author = query.author.trim()
  return {
    page: query.page,
    pageSize: ARTICLE_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.langState ? { langState: query.langState } : {}),
    ...(author ? { author } : {}),
    ...(query.section ? { section: Number(query.section) } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.sort ? { sort: query.sort, desc: query.desc } : {}),
  }
}

/** The filters of a query alone (applying them leaves the search and order, and starts again at page 1). */
export const filtersOf = (query: ArticleListQuery): ArticleFilters =>
  Object.fromEntries(FILTER_NAMES.map((name) => [name, query[name]])) as unknown as ArticleFilters

/** Whether anything narrows the list (its empty state then says "nothing matches", not "nothing yet"). */
export const isFiltered = (query: ArticleListQuery) => query.search.trim() !== '' || FILTER_NAMES.some((name) => query[name] !== '')
