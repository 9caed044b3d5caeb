/**
 * Who may do what in the staff console. The role codes are the seed's,
 * so an institution's existing role data maps over; the helpers are the seed's, used by the server
 * to decide and by the console to show only what a person may use.
 */

export const ROLE = { editor: 10, reviewer: 21, conferenceReviewer: 40, admin: 999999 } as const
export type RoleCode = (typeof ROLE)[keyof typeof ROLE]
export const ROLE_CODES: readonly RoleCode[] = Object.values(ROLE)

/** The roles a person can be given by name (the CLI's `--role`); super-user is a user type, not a role. */
export const ROLE_NAMES = ['editor', 'reviewer', 'conference-reviewer', 'administrator', 'super-user'] as const
export type RoleName = (typeof ROLE_NAMES)[number]

/** The user type that marks a super user: the seed's second administrator check looks for 99 in it. */
export const SUPER_USER_TYPE = '99'

const REVIEWER_CODES: readonly number[] = [ROLE.admin, ROLE.reviewer, ROLE.conferenceReviewer]

/** A reviewer has any role of code 999999, 21 or 40. */
export const isReviewer = (roles: readonly (number | string)[]) => roles.some((r) => REVIEWER_CODES.includes(Number(r)))

/** An administrator has the role 999999. */
export const isAdmin = (roles: readonly (number | string)[]) => roles.some((r) => Number(r) === ROLE.admin)

/**
 * The second administrator check: the user type contains 99. A list must hold 99 itself; a string is
 * read as a comma-separated list, so "199" is not a super user but "1,99" is.
 */
export function isSuperUserType(userType: string | readonly (string | number)[] | null | undefined): boolean {
  if (userType === null || userType === undefined) return false
  const types = typeof userType === 'string' ? userType.split(',') : userType
  return types.some((t) => String(t).trim() === SUPER_USER_TYPE)
}

/** A group administrator is the user named as their group's administrator (`group.groupadmin`). */
export const isGroupAdmin = (userId: number | string, groupAdminId: number | string | null | undefined) =>
  groupAdminId !== null && groupAdminId !== undefined && String(groupAdminId) === String(userId)

/**
 * Kinds of work a person's granted sections hold: sections listing teams (team, consociation), core
 * facilities (coreFacility), or conferences (the conference section, or one conference's entry). The
 * console offers those screens only to whom they hold something for.
 */
export const SECTION_REACH = ['team', 'facility', 'conference'] as const
export type SectionReach = (typeof SECTION_REACH)[number]

/** What the server and the console know of a signed-in person. */
export interface StaffIdentity {
  id: number
  roles: readonly number[]
  userType: string
  /** Menu sections granted (editors and reviewers). */
  sections: readonly number[]
  /** Conferences granted (conference reviewers). */
  conferences: readonly number[]
  /** Teams whose group administrator this person is. */
  groups: readonly { id: number }[]
}

/**
 * Every permission a staff route can declare. `signedIn` is any active account; the others follow the
 * role table of docs/staff-identity.md; `site.manage` (the menu tree and the home page's banners),
 * `helpdesk.manage` (the services office's inbox) and `mail.read` (every message the site sent or
 * could not send, and sending a failed one again) are site-wide, so they belong to
 * administrators and super users. `media.pick` is choosing or uploading a library picture: content
 * writers, and group administrators for their team's photo (the server shows those only their own uploads). Scoped permissions are decided for a section, team or conference when the
 * request names one, and as "any at all" otherwise (what the console's navigation asks).
 */
export const PERMISSIONS = [
  'signedIn',
  'content.write',
  'content.review',
  'conference.review',
  'team.edit',
  'users.manage',
  'superusers.manage',
  'audit.read',
  'site.manage',
  'helpdesk.manage',
  'mail.read',
  'media.pick',
] as const
export type Permission = (typeof PERMISSIONS)[number]

/** The scope a request acts in, when its permission is scoped. */
export interface PermissionScope {
  section?: number
  team?: number
  conference?: number
}

const hasRole = (who: StaffIdentity, code: RoleCode) => who.roles.some((r) => Number(r) === code)
const within = (granted: readonly number[], wanted: number | undefined) =>
  wanted === undefined ? granted.length > 0 : granted.includes(wanted)

/** Whether this person may use this permission (in this scope). Default deny. */
export function can(who: StaffIdentity | null | undefined, permission: Permission, scope: PermissionScope = {}): boolean {
  if (!who) return false
  const superUser = isSuperUserType(who.userType)
  const admin = isAdmin(who.roles) || superUser
  switch (permission) {
    case 'signedIn':
      return true
    case 'users.manage':
    case 'audit.read':
    case 'site.manage':
    case 'helpdesk.manage':
    case 'mail.read':
      return admin
    case 'superusers.manage':
      return superUser
    case 'content.write':
      return admin || ((hasRole(who, ROLE.editor) || hasRole(who, ROLE.reviewer)) && within(who.sections, scope.section))
    case 'content.review':
      return admin || (hasRole(who, ROLE.reviewer) && within(who.sections, scope.section))
    case 'conference.review':
      return admin || (hasRole(who, ROLE.conferenceReviewer) && within(who.conferences, scope.conference))
    case 'media.pick':
      return can(who, 'content.write') || who.groups.length > 0
    case 'team.edit':
      return (
        admin ||
        within(
          who.groups.map((g) => g.id),
          scope.team,
        )
      )
  }
}

/** The role a person is shown as in the console's top bar: their highest. */
export function mainRole(
  who: StaffIdentity,
): 'super-user' | 'administrator' | 'reviewer' | 'conference-reviewer' | 'editor' | 'group-admin' | 'staff' {
  if (isSuperUserType(who.userType)) return 'super-user'
  if (isAdmin(who.roles)) return 'administrator'
  if (hasRole(who, ROLE.reviewer)) return 'reviewer'
  if (hasRole(who, ROLE.conferenceReviewer)) return 'conference-reviewer'
  if (hasRole(who, ROLE.editor)) return 'editor'
  if (who.groups.length > 0) return 'group-admin'
  return 'staff'
}
