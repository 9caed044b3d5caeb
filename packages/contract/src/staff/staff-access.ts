import type { Permission } from './roles.js'
import { STAFF_CALL_TABLE } from './staff-call-table.generated.js'

/**
 * Who may make a staff call, without its schemas: what the console needs to send the CSRF token and
 * to show only what a person may use. Each call declares its own (defineStaffCall); the table below
 * is built from the generated copy of the declarations, which the console loads without TypeBox.
 */
export interface StaffAccess {
  /** Who may call: `null` only for the calls made before signing in. */
  permission: Permission | null
  /** Whether the call needs the session's token in x-csrf-token (all but sign-in and `me`). */
  csrf: boolean
}

type Table = typeof STAFF_CALL_TABLE

/** Each staff call's access, by its path. */
export const STAFF_ACCESS = Object.fromEntries(
  Object.values(STAFF_CALL_TABLE).map(({ path, permission, csrf }) => [path, { permission, csrf }]),
) as {
  readonly [N in keyof Table as Table[N]['path']]: { readonly permission: Table[N]['permission']; readonly csrf: Table[N]['csrf'] }
}
