import { MEDIA_KINDS, type MediaKind, type STAFF_API, type StaffCalls } from '@ibr/contract/staff-client'
import { addressOf, changedQuery, pageParam } from '../../lib/address-query'

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
  const kind = params.get('kind')
  return {
    page: pageParam(params),
    search: params.get('search') ?? '',
    kind: MEDIA_KINDS.find((k) => k === kind) ?? null,
    file: params.get('file') || null,
  }
}

/** The address after a change: defaults are left out; a new search or type starts again at page 1. */
export function writeMediaListQuery(params: URLSearchParams, change: Partial<MediaListQuery>): URLSearchParams {
  const next = changedQuery(readMediaListQuery(params), change, ['file'])
  return addressOf({ page: next.page, search: next.search.trim(), kind: next.kind, file: next.file }, params)
}

export function mediaListBody(query: MediaListQuery): StaffCalls[typeof STAFF_API.mediaList]['body'] {
  return {
    page: query.page,
    pageSize: MEDIA_PAGE_SIZE,
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
  }
}
