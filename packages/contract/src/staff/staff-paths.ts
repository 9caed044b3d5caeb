import { STAFF_CALL_TABLE } from './staff-call-table.generated.js'

type Table = typeof STAFF_CALL_TABLE

/**
 * Every path of the staff API, by name: the declared calls' (staff/<feature>-calls.ts) and CAS's own
 * address. All are POST with a JSON body but `cas` and `mediaUpload`; the calls declared `get` also
 * answer a GET (`staffGetUrl`).
 */
export const STAFF_API = {
  ...(Object.fromEntries(Object.entries(STAFF_CALL_TABLE).map(([name, call]) => [name, call.path])) as {
    readonly [N in keyof Table]: Table[N]['path']
  }),
  /** GET: start single sign-on, or come back from it with `ticket`; POST: CAS's single logout. Not a declared call: CAS's own address. */
  cas: '/api/staff/auth/cas',
} as const

export type StaffPath = (typeof STAFF_API)[keyof typeof STAFF_API]

/** Where the console is served. */
export const CONSOLE_BASE = '/console/'
/** The console's page a sign-in link opens; the link's token follows in the fragment (`#token=…`), which no server or log sees. */
export const SIGN_IN_LINK_PAGE = `${CONSOLE_BASE}sign-in-link`
/** The header that carries the session's CSRF token on every staff call but sign-in and `me`. */
export const CSRF_HEADER = 'x-csrf-token'

/** The address of a call declared `get` (StaffCallSpec), for an `<img src>` or a link: its fields in the query. */
export function staffGetUrl(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`
}
