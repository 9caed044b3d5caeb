import type { STAFF_API, StaffCalls } from '@ibr/contract/staff-client'

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
  const page = Number(params.get('page'))
  const sort = params.get('sort')
  const active = params.get('active')
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
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
  const next = { ...readUserListQuery(params), ...change }
  if (!('page' in change)) next.page = 1
  const out = new URLSearchParams(params)
  const put = (name: string, value: string | null) => (value === null ? out.delete(name) : out.set(name, value))
  put('page', next.page > 1 ? String(next.page) : null)
  put('search', next.search.trim() ? next.search.trim() : null)
  put('active', next.active === null ? null : String(next.active))
  put('sort', next.sort)
  put('desc', next.sort && next.desc ? '1' : null)
  return out
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
