/**
 * Who may make each staff call, without the schemas: what the console needs to send the CSRF token
 * and to show only what a person may use, in a table it can load without TypeBox. STAFF_CALL_SPECS
 * takes each call's access from here, so the two never differ.
 */
import type { Permission } from './roles.js'
import { STAFF_API } from './staff-paths.js'

export interface StaffAccess {
  /** Who may call: `null` only for the calls made before signing in. */
  permission: Permission | null
  /** Whether the call needs the session's token in x-csrf-token (all but sign-in and `me`). */
  csrf: boolean
}

const open = { permission: null, csrf: false } as const
const signedIn = { permission: 'signedIn', csrf: true } as const
const users = { permission: 'users.manage', csrf: true } as const
const superUsers = { permission: 'superusers.manage', csrf: true } as const
const audit = { permission: 'audit.read', csrf: true } as const

export const STAFF_ACCESS = {
  [STAFF_API.authMethods]: open,
  [STAFF_API.login]: open,
  [STAFF_API.me]: { permission: 'signedIn', csrf: false },
  [STAFF_API.logout]: signedIn,
  [STAFF_API.password]: signedIn,
  [STAFF_API.dashboard]: signedIn,
  [STAFF_API.userList]: users,
  [STAFF_API.userDetail]: users,
  [STAFF_API.userCreate]: users,
  [STAFF_API.userUpdate]: users,
  [STAFF_API.userResetPassword]: users,
  [STAFF_API.userEndSessions]: users,
  [STAFF_API.accessRequestList]: users,
  [STAFF_API.accessRequestGrant]: users,
  [STAFF_API.accessRequestDismiss]: users,
  [STAFF_API.superUserList]: superUsers,
  [STAFF_API.superUserSet]: superUsers,
  [STAFF_API.scopeOptions]: users,
  [STAFF_API.auditList]: audit,
  [STAFF_API.auditExport]: audit,
} as const satisfies Record<Exclude<(typeof STAFF_API)[keyof typeof STAFF_API], typeof STAFF_API.cas>, StaffAccess>
