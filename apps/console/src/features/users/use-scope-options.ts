import { STAFF_API } from '@ibr/contract/staff-client'
import { useStaffQuery } from '../../lib/use-staff-query'

/** The sections, teams and conferences that can be granted, for the account forms. */
export const useScopeOptions = (wanted: boolean) => useStaffQuery(wanted ? STAFF_API.scopeOptions : null, {})
