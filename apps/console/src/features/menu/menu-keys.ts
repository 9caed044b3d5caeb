import { STAFF_API } from '@ibr/contract/staff-client'

/**
 * What a change to the menu makes stale besides the tree (each change answers the whole tree, which is
 * written into the cache as it is): the sections offered across the console.
 */
export const menuKeys = {
  sections: [STAFF_API.sectionOptions],
} as const
