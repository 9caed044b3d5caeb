import { isAdmin, isSuperUserType, type StaffUser } from '@ibr/contract/staff'

/** Administrators and super users: they act in every section, conference and team, and may approve their own change. */
export const isAdministrator = (user: StaffUser) => isAdmin(user.roles) || isSuperUserType(user.userType)
