import { STAFF_API } from '@ibr/contract/staff-client'

/** What a check-in at the door makes stale: the conference's registrations (their arrival time). */
export const checkinKeys = {
  arrivals: [STAFF_API.registrationList],
} as const
