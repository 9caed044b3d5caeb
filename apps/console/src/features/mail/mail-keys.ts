import { STAFF_API } from '@ibr/contract/staff-client'

/** What sending a message again makes stale: the outbox. */
export const mailKeys = {
  outbox: [STAFF_API.mailOutbox],
} as const
