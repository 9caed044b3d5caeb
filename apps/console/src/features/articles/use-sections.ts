import { STAFF_API } from '@ibr/contract/staff-client'
import { useCall } from '../../lib/use-call'

/**
 * The menu sections with where this person may write and review: the one place the content screens
 * ask for them (the section filter, the editor's sections and pins).
 */
export const useSections = () => useCall(STAFF_API.sectionOptions, {})
