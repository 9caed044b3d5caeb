import { STAFF_API } from '@ibr/contract/staff-client'

/** What a change to one link (checked again, ignored) makes stale: the broken links' list and the overview's card of it. */
export const linksKeys = {
  links: [STAFF_API.linksList, STAFF_API.dashboard],
} as const
