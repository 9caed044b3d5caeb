import { STAFF_API } from '@ibr/contract/staff-client'
import { useStaffQuery } from './use-staff-query'

/**
 * The menu sections with where this person may write and review: one cached question shared by every
 * screen that needs them (the content filter, the editor's sections and pins, the home page's pins).
 */
export const useSections = () => useStaffQuery(STAFF_API.sectionOptions, {})
