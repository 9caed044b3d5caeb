import Type, { type Static } from 'typebox'
import { body, Id, Nullable, OneOf } from '../api/common.js'
import { EMAIL, EMAIL_MAX } from '../forms.js'
import { Group, Username } from './auth-api.js'
import { BulkIds } from './bulk-api.js'
import { NAME_MAX, PASSWORD_MAX } from './limits.js'
import { pageOf, PagedSearch, Paging } from './paging.js'

const RoleCodes = Type.Array(Type.Union([Type.Literal(10), Type.Literal(21), Type.Literal(40), Type.Literal(999999)]), {
  maxItems: 4,
  uniqueItems: true,
  description: 'role codes',
})
const Ids = (description: string) =>
  Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 500, uniqueItems: true, description })
const Source = Type.Union([Type.Literal('local'), Type.Literal('cas')], { description: 'local password or CAS single sign-on' })
const Time = Type.String({ description: 'ISO 8601 time' })
/** A staff account's e-mail address as a form sends it: an address (the rule of the site's forms), or empty for none. */
export const StaffEmail = Type.String({
  maxLength: EMAIL_MAX,
  pattern: `^(?:${EMAIL.source.slice(1, -1)})?$`,
  description: 'e-mail address for sign-in links and notifications; empty for none',
})

export const UserListBody = body({
  ...PagedSearch,
  active: Type.Optional(Type.Boolean({ description: 'only active (true) or deactivated (false) accounts' })),
  sort: Type.Optional(Type.Union([Type.Literal('username'), Type.Literal('name'), Type.Literal('lastSignIn')], { description: 'order' })),
  desc: Type.Optional(Type.Boolean()),
})
export type UserListBody = Static<typeof UserListBody>
export const UserRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  roles: Type.Array(Type.Integer()),
  userType: Type.String(),
  active: Type.Boolean(),
  source: Source,
  lastSignInAt: Nullable(Time),
  groups: Type.Array(Group, { description: 'teams this person is group administrator of' }),
  email: Nullable(Type.String({ description: 'e-mail address; null when unknown' })),
})
export type UserRow = Static<typeof UserRow>
export const UserListRet = Type.Object(pageOf(UserRow))
export type UserListRet = Static<typeof UserListRet>

export const UserIdBody = body({ id: Id })
export type UserIdBody = Static<typeof UserIdBody>
export const UserDetail = Type.Object({
  ...UserRow.properties,
  sections: Type.Array(Type.Integer()),
  conferences: Type.Array(Type.Integer()),
  mustChangePassword: Type.Boolean(),
  createdAt: Time,
  sessions: Type.Integer({ description: 'sessions open now' }),
})
export type UserDetail = Static<typeof UserDetail>
export const UserDetailRet = Type.Object({ user: UserDetail })
export type UserDetailRet = Static<typeof UserDetailRet>

export const UserCreateBody = body({
  username: Username,
  name: Type.String({ minLength: 1, maxLength: NAME_MAX, description: 'display name' }),
  source: Source,
  roles: RoleCodes,
  sections: Type.Optional(Ids('menu sections granted')),
  conferences: Type.Optional(Ids('conferences granted')),
  groups: Type.Optional(Ids('teams this person administers')),
  email: Type.Optional(StaffEmail),
  password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX, description: 'first password of a local account; made up when absent' })),
})
export type UserCreateBody = Static<typeof UserCreateBody>
export const UserCreateRet = Type.Object({
  id: Type.Integer(),
  temporaryPassword: Nullable(Type.String({ description: 'the password made up for a local account, shown once' })),
})
export type UserCreateRet = Static<typeof UserCreateRet>

export const UserUpdateBody = body({
  id: Id,
  name: Type.Optional(Type.String({ minLength: 1, maxLength: NAME_MAX })),
  active: Type.Optional(Type.Boolean()),
  roles: Type.Optional(RoleCodes),
  sections: Type.Optional(Ids('menu sections granted')),
  conferences: Type.Optional(Ids('conferences granted')),
  groups: Type.Optional(Ids('teams this person administers')),
  email: Type.Optional(StaffEmail),
})
export type UserUpdateBody = Static<typeof UserUpdateBody>

/** What the user list can do to several accounts at once, each as the single update does it. */
export const USER_BULK_ACTIONS = ['deactivate'] as const
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number]
export const UserBulkBody = body({
  action: OneOf([...USER_BULK_ACTIONS], 'deactivate: sign out everywhere and refuse further sign-ins'),
  ids: BulkIds,
})
export type UserBulkBody = Static<typeof UserBulkBody>

export const ResetPasswordBody = body({
  id: Id,
  password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX, description: 'the new password; made up when absent' })),
})
export type ResetPasswordBody = Static<typeof ResetPasswordBody>
export const ResetPasswordRet = Type.Object({
  temporaryPassword: Type.String({ description: 'to hand to the person; they must change it' }),
})
export type ResetPasswordRet = Static<typeof ResetPasswordRet>
export const EndSessionsRet = Type.Object({ ended: Type.Integer({ description: 'sessions ended' }) })
export type EndSessionsRet = Static<typeof EndSessionsRet>

export const AccessRequestListBody = body(Paging)
export const AccessRequest = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String({ description: 'the name CAS gave, when it gave one' }),
  attempts: Type.Integer(),
  firstAt: Time,
  lastAt: Time,
  address: Type.String({ description: 'client address of the last attempt' }),
})
export type AccessRequest = Static<typeof AccessRequest>
export const AccessRequestListRet = Type.Object(pageOf(AccessRequest))
export type AccessRequestListRet = Static<typeof AccessRequestListRet>
export const AccessRequestGrantBody = body({
  id: Id,
  role: Type.Union([Type.Literal(10), Type.Literal(21), Type.Literal(40)], { description: 'the role to start with' }),
})
export type AccessRequestGrantBody = Static<typeof AccessRequestGrantBody>
export const AccessRequestGrantRet = Type.Object({ userId: Type.Integer({ description: 'the account made' }) })
export type AccessRequestGrantRet = Static<typeof AccessRequestGrantRet>

export const SuperUserRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
  admin: Type.Boolean({ description: 'has the administrator role (999999)' }),
  superUser: Type.Boolean({ description: 'user type contains 99' }),
})
export type SuperUserRow = Static<typeof SuperUserRow>
export const SuperUserListRet = Type.Object({ list: Type.Array(SuperUserRow) })
export type SuperUserListRet = Static<typeof SuperUserListRet>
export const SuperUserSetBody = body({
  username: Username,
  admin: Type.Boolean({ description: 'grant or revoke the administrator role' }),
  superUser: Type.Boolean({ description: 'grant or revoke super user' }),
})
export type SuperUserSetBody = Static<typeof SuperUserSetBody>

const Option = Type.Object({ id: Type.Integer(), name: Type.String() })
export const ScopeOptionsRet = Type.Object({
  sections: Type.Array(Type.Object({ ...Option.properties, parentId: Nullable(Type.Integer()) }), {
    description: 'menu sections, in menu order',
  }),
  teams: Type.Array(Type.Object({ ...Option.properties, groupAdminId: Nullable(Type.Integer()) })),
  conferences: Type.Array(Option),
})
export type ScopeOptionsRet = Static<typeof ScopeOptionsRet>
