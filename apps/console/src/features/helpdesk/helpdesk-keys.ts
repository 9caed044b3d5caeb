import { STAFF_API } from '@ibr/contract/staff-client'

/** What a change to a ticket makes stale: the inbox, the ticket, and the dashboard's helpdesk card (which reads the inbox). */
export const helpdeskKeys = {
  tickets: [STAFF_API.helpdeskList, STAFF_API.helpdeskGet],
} as const
