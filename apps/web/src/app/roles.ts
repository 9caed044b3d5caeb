import type { User, Visit } from '../lib/app-store'

/** Role types of seed point 6. */
export const ROLE = { superAdmin: '999999', reviewerA: '21', reviewerB: '40' } as const
const REVIEWER_ROLES: readonly string[] = [ROLE.superAdmin, ROLE.reviewerA, ROLE.reviewerB]

const roleTypes = (user: User | null) => (user?.roles ?? []).map((r) => String(r.roletype))

/** A reviewer has any role of type 999999, 21 or 40. */
export const isReviewer = (user: User | null) => roleTypes(user).some((r) => REVIEWER_ROLES.includes(r))

/** An administrator has the role type 999999. */
export const isAdmin = (user: User | null) => roleTypes(user).includes(ROLE.superAdmin)

/**
 * The second administrator check: the visit's user type contains 99. A list must hold 99 itself;
 * a string is read as a comma-separated list, so "199" is not an administrator but "1,99" is.
 */
export function isVisitAdmin(visit: Visit | null): boolean {
  if (!visit) return false
  const types = Array.isArray(visit.usertype) ? visit.usertype : String(visit.usertype).split(',')
  return types.some((t) => String(t).trim() === '99')
}

/** A group administrator is the user named as their group's administrator. */
export function isGroupAdmin(user: User | null): boolean {
  const admin = user?.group?.groupadmin
  return user !== null && admin !== undefined && admin !== null && String(admin) === String(user.id)
}
