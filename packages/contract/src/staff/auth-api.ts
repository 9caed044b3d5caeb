import Type, { type Static } from 'typebox'
import { body } from '../api/common.js'

import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from './limits.js'
import { SECTION_REACH } from './roles.js'

export const Username = Type.String({
  minLength: 1,
  maxLength: USERNAME_MAX,
  pattern: '^[A-Za-z0-9][A-Za-z0-9._@-]*$',
  description: 'user name: letters, digits and . _ @ - (as the CAS server knows it)',
})
export const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX, description: 'password' })
export const Group = Type.Object({ id: Type.Integer(), name: Type.String({ description: 'team name in the request language' }) })

/** A signed-in person as the console knows them. */
export const StaffUser = Type.Object({
  id: Type.Integer({ description: 'account id' }),
  username: Type.String(),
  name: Type.String({ description: 'display name' }),
  roles: Type.Array(Type.Integer(), { description: 'role codes: 10 editor, 21 reviewer, 40 conference reviewer, 999999 administrator' }),
  userType: Type.String({ description: 'user type; contains 99 for a super user' }),
  groups: Type.Array(Group, { description: 'teams this person is group administrator of' }),
  sections: Type.Array(Type.Integer(), { description: 'menu sections granted' }),
  conferences: Type.Array(Type.Integer(), { description: 'conferences granted' }),
  reach: Type.Array(Type.Enum(SECTION_REACH), {
    description: 'what the granted sections hold: team (lists of teams), facility (core facilities), conference',
  }),
  source: Type.Union([Type.Literal('local'), Type.Literal('cas')], { description: 'how this account signs in' }),
  mustChangePassword: Type.Boolean({ description: 'a new password must be set before anything else' }),
})
export type StaffUser = Static<typeof StaffUser>

export const AuthMethodsRet = Type.Object({
  localLogin: Type.Boolean({ description: 'user name and password accepted' }),
  sso: Type.Boolean({ description: 'CAS single sign-on configured' }),
  signInLink: Type.Boolean({ description: 'a throttled person may ask for a sign-in link by e-mail (local accounts, PUBLIC_URL set)' }),
})
export type AuthMethodsRet = Static<typeof AuthMethodsRet>

export const LoginBody = body({
  username: Type.String({ minLength: 1, maxLength: USERNAME_MAX, description: 'user name' }),
  password: Password,
})
export type LoginBody = Static<typeof LoginBody>
export const SessionRet = Type.Object({ user: StaffUser, csrfToken: Type.String({ description: 'send it as x-csrf-token' }) })
export type SessionRet = Static<typeof SessionRet>

export const PasswordBody = body({
  current: Password,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX, description: `the new password, at least ${PASSWORD_MIN} characters` }),
})
export type PasswordBody = Static<typeof PasswordBody>

export const SignInLinkBody = body({
  username: Type.String({ minLength: 1, maxLength: USERNAME_MAX, description: 'user name; the link goes to that account’s own address' }),
})
export type SignInLinkBody = Static<typeof SignInLinkBody>
export const SignInLinkRet = Type.Object({
  minutes: Type.Integer({ description: 'how long a link is good for; the same answer whether or not a link was sent' }),
})
export type SignInLinkRet = Static<typeof SignInLinkRet>

export const SignInLinkUseBody = body({
  token: Type.String({ minLength: 1, maxLength: 100, description: 'the token of the link, as it came in the e-mail' }),
})
export type SignInLinkUseBody = Static<typeof SignInLinkUseBody>
