import { MEDIA_KINDS, type MediaKind, type STAFF_API, type StaffCalls } from '@ibr/contract/staff-client'

/** What the library screen shows, as its address keeps it: a link or a reload opens the same file. */
export interface MediaListQuery {
  page: number
  search: string
  kind: MediaKind | null
  /** The file open in the detail panel. */
  file: string | null
}

export const MEDIA_PAGE_SIZE = 24

export function readMediaListQuery(params: URLSearchParams): MediaListQuery {
  const page = Number(params.get('page'))
  const kind = params.get('kind')
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search') ?? '',
    kind: MEDIA_KINDS.find((k) => k === kind) ?? null,
    file: params.get('file') || null,
  }
}

/** The address after a change: defaults are left out; a new search or type starts again at page 1. */
export function writeMediaListQuery(params: URLSearchParams, change: Partial<MediaListQuery>): URLSearchParams {
  const next = { ...readMediaListQuery(params), ...change }
  if ('search' in change || 'kind' in change) next.page = 1
  const out = new URLSearchParams(params)
  const put = (name: string, value: string | null) => (value === null ? out.delete(name) : out.set(name, value))
  put('page', next.page > 1 ? String(next.page) : null)
  put('search', next.search.trim() ? next.search.trim() : null)
  put('kind', next.kind)
  put('file', next.file)
  return out
}

export function mediaListBody(query: MediaListQuery): StaffCalls[typeof STAFF_API.mediaList]['body'] {
  return {
    page: query.page,
    pageSize: MEDIA_PAGE_SIZE,
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
  }
}
