import { STAFF_API } from '@ibr/contract/staff-client'
import { useCall } from '../../lib/use-call'

/** The sections, teams and conferences that can be granted, for the account forms. */
export const useScopeOptions = (wanted: boolean) => useCall(wanted ? STAFF_API.scopeOptions : null, {})
