import { STAFF_API } from '@ibr/contract/staff-client'

/** What a decision or a payment makes stale: the registrations list and the conferences' counts. */
export const registrationsKeys = {
  registrations: [STAFF_API.registrationList, STAFF_API.conferenceList, STAFF_API.conferenceGet],
} as const
