import { STAFF_API } from '@ibr/contract/staff-client'

/** What each kind of change to accounts makes stale (every list, page and filter of these calls). */
export const usersKeys = {
  /** An account made or changed: its page, the lists naming it, the powers list, and the dashboard's author names. */
  accounts: [STAFF_API.userList, STAFF_API.userDetail, STAFF_API.superUserList, STAFF_API.dashboard],
  /** A password reset or sessions ended: the account's own page (its session count). */
  security: [STAFF_API.userDetail],
  /** A request granted makes an account; one dismissed only leaves the requests. */
  accessGranted: [STAFF_API.accessRequestList, STAFF_API.userList],
  accessDismissed: [STAFF_API.accessRequestList],
} as const
