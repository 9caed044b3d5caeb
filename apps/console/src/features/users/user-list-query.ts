import type { STAFF_API, StaffCalls } from '@ibr/contract/staff-client'
import { addressOf, changedQuery, pageParam } from '../../lib/address-query'

export type UserSort = 'username' | 'name' | 'lastSignIn'
const SORTS: readonly UserSort[] = ['username', 'name', 'lastSignIn']

/** What the accounts list shows, as its address keeps it (so a link, a reload or a sign-in keeps it too). */
export interface UserListQuery {
  page: number
  search: string
  /** Only active (true) or deactivated (false) accounts; null: all. */
  active: boolean | null
  sort: UserSort | null
  desc: boolean
}

export const USER_PAGE_SIZE = 20

export function readUserListQuery(params: URLSearchParams): UserListQuery {
  const sort = params.get('sort')
  const active = params.get('active')
  return {
    page: pageParam(params),
    search: params.get('search') ?? '',
    active: active === 'true' ? true : active === 'false' ? false : null,
    sort: SORTS.find((s) => s === sort) ?? null,
    desc: params.get('desc') === '1',
  }
}

/**
 * The address of the list after a change: what is at its default is left out; a new search, filter
 * or order starts again at page 1, since the page asked for may no longer exist.
 */
export function writeUserListQuery(params: URLSearchParams, change: Partial<UserListQuery>): URLSearchParams {
  const next = changedQuery(readUserListQuery(params), change)
  return addressOf(
    {
      page: next.page,
      search: next.search.trim(),
      active: next.active === null ? null : String(next.active),
      sort: next.sort,
      desc: next.sort && next.desc ? '1' : null,
    },
    params,
  )
}

/** The list call's body for a query. */
export function userListBody(query: UserListQuery): StaffCalls[typeof STAFF_API.userList]['body'] {
  return {
    page: query.page,
    pageSize: USER_PAGE_SIZE,
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...(query.active === null ? {} : { active: query.active }),
    ...(query.sort ? { sort: query.sort, desc: query.desc } : {}),
  }
}
