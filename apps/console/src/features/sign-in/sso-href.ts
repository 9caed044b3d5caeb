import { STAFF_API } from '@ibr/contract/staff-client'

/** Where single sign-on starts; the server brings the browser back to `next` (a console address) afterwards. */
export const ssoHref = (next: string) => `${STAFF_API.cas}?${new URLSearchParams({ next })}`
