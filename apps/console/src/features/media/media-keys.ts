import { STAFF_API } from '@ibr/contract/staff-client'

/** What a change to library files makes stale: the library, a file's details (and alt text wherever shown). */
export const mediaKeys = {
  files: [STAFF_API.mediaList, STAFF_API.mediaGet],
} as const
