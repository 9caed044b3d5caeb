import { STAFF_API } from '@ibr/contract/staff-client'

/** What saving the site's settings makes stale. */
export const siteSettingsKeys = {
  settings: [STAFF_API.siteSettingsGet],
} as const
