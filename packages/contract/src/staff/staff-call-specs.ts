/**
 * Every JSON call of the staff API with its schemas and, for each, who may make it: the server checks
 * `permission` (and `scope`) before the handler runs and refuses a staff route that is not declared
 * here (default deny); the permission-matrix test and the console's navigation read the same table.
 */
import Type, { type TSchema } from 'typebox'
import { EmptyBody } from '../api/common.js'
import type { ErrorCode } from '../errors.js'
import { AuditExportBody, AuditListBody, AuditListRet } from './audit-api.js'
import { AuthMethodsRet, LoginBody, PasswordBody, SessionRet } from './auth-api.js'
import { DashboardRet } from './dashboard-api.js'
import type { Permission } from './roles.js'
import { STAFF_ACCESS } from './staff-access.js'
import { STAFF_API } from './staff-paths.js'
import {
  AccessRequestGrantBody,
  AccessRequestGrantRet,
  AccessRequestListBody,
  AccessRequestListRet,
  EndSessionsRet,
  ResetPasswordBody,
  ResetPasswordRet,
  ScopeOptionsRet,
  SuperUserListRet,
  SuperUserSetBody,
  UserCreateBody,
  UserCreateRet,
  UserDetailRet,
  UserIdBody,
  UserListBody,
  UserListRet,
  UserUpdateBody,
} from './users-api.js'

export interface StaffCallSpec {
  summary: string
  tag: 'staff'
  body: TSchema
  /** The success answer's retMap; absent for an answer that is not JSON (the CSV export). */
  ret?: TSchema
  failures: readonly ErrorCode[]
  /** Who may call: `null` only for the calls made before signing in (from STAFF_ACCESS). */
  permission: Permission | null
  /** Whether the call needs the session's token in x-csrf-token (from STAFF_ACCESS). */
  csrf: boolean
  /** For a scoped permission: which body field names the section, team or conference. */
  scope?: { kind: 'section' | 'team' | 'conference'; field: string }
}

const EmptyRet = Type.Object({})
/** What every call behind a session may answer besides its own failures. */
const SIGNED_IN = ['loginExpired', 'noPermission', 'csrfInvalid', 'passwordChangeRequired'] as const satisfies readonly ErrorCode[]

export const STAFF_CALL_SPECS = {
  [STAFF_API.authMethods]: {
    summary: 'How staff may sign in here: local accounts, single sign-on',
    tag: 'staff',
    body: EmptyBody,
    ret: AuthMethodsRet,
    failures: [],
    ...STAFF_ACCESS[STAFF_API.authMethods],
  },
  [STAFF_API.login]: {
    summary: 'Sign in with a local account; sets the session cookie',
    tag: 'staff',
    body: LoginBody,
    ret: SessionRet,
    failures: ['loginFailed', 'rateLimited', 'noPermission'],
    ...STAFF_ACCESS[STAFF_API.login],
  },
  [STAFF_API.me]: {
    summary: 'The signed-in person and the CSRF token of the session',
    tag: 'staff',
    body: EmptyBody,
    ret: SessionRet,
    failures: ['loginExpired'],
    ...STAFF_ACCESS[STAFF_API.me],
  },
  [STAFF_API.logout]: {
    summary: 'Sign out: ends the session',
    tag: 'staff',
    body: EmptyBody,
    ret: Type.Object({ redirect: Type.Union([Type.String(), Type.Null()], { description: "CAS's logout address, for a CAS session" }) }),
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.logout],
  },
  [STAFF_API.password]: {
    summary: "Change one's own password; ends one's other sessions",
    tag: 'staff',
    body: PasswordBody,
    ret: EmptyRet,
    failures: [...SIGNED_IN, 'loginFailed'],
    ...STAFF_ACCESS[STAFF_API.password],
  },
  [STAFF_API.dashboard]: {
    summary: 'My drafts, waiting for my review, scheduled, recently published',
    tag: 'staff',
    body: EmptyBody,
    ret: DashboardRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.dashboard],
  },
  [STAFF_API.userList]: {
    summary: 'Staff accounts, searched and paged',
    tag: 'staff',
    body: UserListBody,
    ret: UserListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.userList],
  },
  [STAFF_API.userDetail]: {
    summary: 'One account with its roles, scopes and open sessions',
    tag: 'staff',
    body: UserIdBody,
    ret: UserDetailRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.userDetail],
  },
  [STAFF_API.userCreate]: {
    summary: 'Create a local or CAS account',
    tag: 'staff',
    body: UserCreateBody,
    ret: UserCreateRet,
    failures: [...SIGNED_IN, 'conflict'],
    ...STAFF_ACCESS[STAFF_API.userCreate],
  },
  [STAFF_API.userUpdate]: {
    summary: 'Rename, (de)activate, grant roles and scopes',
    tag: 'staff',
    body: UserUpdateBody,
    ret: UserDetailRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.userUpdate],
  },
  [STAFF_API.userResetPassword]: {
    summary: "Reset a local account's password; the person must set a new one at next sign-in",
    tag: 'staff',
    body: ResetPasswordBody,
    ret: ResetPasswordRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.userResetPassword],
  },
  [STAFF_API.userEndSessions]: {
    summary: 'End every session of an account',
    tag: 'staff',
    body: UserIdBody,
    ret: EndSessionsRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.userEndSessions],
  },
  [STAFF_API.accessRequestList]: {
    summary: 'CAS users who tried to sign in without an account',
    tag: 'staff',
    body: AccessRequestListBody,
    ret: AccessRequestListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.accessRequestList],
  },
  [STAFF_API.accessRequestGrant]: {
    summary: 'Create the account a CAS user asked for, with a first role',
    tag: 'staff',
    body: AccessRequestGrantBody,
    ret: AccessRequestGrantRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.accessRequestGrant],
  },
  [STAFF_API.accessRequestDismiss]: {
    summary: 'Remove a sign-in attempt from the list',
    tag: 'staff',
    body: UserIdBody,
    ret: EmptyRet,
    failures: [...SIGNED_IN, 'notFound'],
    ...STAFF_ACCESS[STAFF_API.accessRequestDismiss],
  },
  [STAFF_API.superUserList]: {
    summary: 'Administrators and super users',
    tag: 'staff',
    body: EmptyBody,
    ret: SuperUserListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.superUserList],
  },
  [STAFF_API.superUserSet]: {
    summary: 'Grant or revoke administrator and super user',
    tag: 'staff',
    body: SuperUserSetBody,
    ret: SuperUserListRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
    ...STAFF_ACCESS[STAFF_API.superUserSet],
  },
  [STAFF_API.scopeOptions]: {
    summary: 'Sections, teams and conferences that can be granted',
    tag: 'staff',
    body: EmptyBody,
    ret: ScopeOptionsRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.scopeOptions],
  },
  [STAFF_API.auditList]: {
    summary: 'The audit log, filtered and paged, latest first',
    tag: 'staff',
    body: AuditListBody,
    ret: AuditListRet,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.auditList],
  },
  [STAFF_API.auditExport]: {
    summary: 'The audit log as CSV (UTF-8 with a byte-order mark), same filters',
    tag: 'staff',
    body: AuditExportBody,
    failures: SIGNED_IN,
    ...STAFF_ACCESS[STAFF_API.auditExport],
  },
} as const satisfies Record<string, StaffCallSpec>

export type StaffCallPath = keyof typeof STAFF_CALL_SPECS
