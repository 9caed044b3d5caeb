import { STAFF_API } from '@ibr/contract/staff-client'

/** What a change to one's own account makes stale. */
export const accountKeys = {
  /** A new password: nothing cached (the session is asked for again, for the session store). */
  password: [],
  notifications: [STAFF_API.accountNotifications],
} as const
