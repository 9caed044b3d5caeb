import { STAFF_API } from '@ibr/contract/staff-client'

/** What a change of powers makes stale: the powers list and the accounts showing roles. */
export const superUsersKeys = {
  powers: [STAFF_API.superUserList, STAFF_API.userList, STAFF_API.userDetail],
} as const
