/** The auth staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { EmptyBody } from '../api/common.js'
import { AuthMethodsRet, LoginBody, PasswordBody, SessionRet, SignInLinkBody, SignInLinkRet, SignInLinkUseBody } from './auth-api.js'
import { EmptyRet, SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import Type from 'typebox'

export const AUTH_CALLS = [
  defineStaffCall({
    name: 'authMethods',
    path: '/api/staff/auth/methods',
    summary: 'How staff may sign in here: local accounts, single sign-on',
    effect: 'read',
    permission: null,
    csrf: false,
    body: EmptyBody,
    ret: AuthMethodsRet,
    failures: [],
  }),
  defineStaffCall({
    name: 'login',
    path: '/api/staff/auth/login',
    summary: 'Sign in with a local account; sets the session cookie',
    effect: 'write',
    permission: null,
    csrf: false,
    body: LoginBody,
    ret: SessionRet,
    failures: ['loginFailed', 'rateLimited', 'noPermission'],
  }),
  /** Asks for a one-time sign-in link by e-mail (a person kept out by the throttle). */
  defineStaffCall({
    name: 'signInLink',
    path: '/api/staff/auth/sign-in-link',
    summary: "E-mail a one-time sign-in link to the account's own address; answers the same whether or not the account exists",
    effect: 'write',
    permission: null,
    csrf: false,
    body: SignInLinkBody,
    ret: SignInLinkRet,
    failures: ['rateLimited', 'noPermission'],
  }),
  /** Signs in with a sign-in link's token. */
  defineStaffCall({
    name: 'signInLinkUse',
    path: '/api/staff/auth/sign-in-link/use',
    summary: 'Sign in with a sign-in link, once, past the throttle; sets the session cookie and marks the browser as known',
    effect: 'write',
    permission: null,
    csrf: false,
    body: SignInLinkUseBody,
    ret: SessionRet,
    failures: ['loginFailed', 'noPermission'],
  }),
  defineStaffCall({
    name: 'me',
    path: '/api/staff/auth/me',
    summary: 'The signed-in person and the CSRF token of the session',
    effect: 'read',
    permission: 'signedIn',
    csrf: false,
    body: EmptyBody,
    ret: SessionRet,
    failures: ['loginExpired'],
  }),
  defineStaffCall({
    name: 'logout',
    path: '/api/staff/auth/logout',
    summary: 'Sign out: ends the session',
    effect: 'write',
    permission: 'signedIn',
    body: EmptyBody,
    ret: Type.Object({ redirect: Type.Union([Type.String(), Type.Null()], { description: "CAS's logout address, for a CAS session" }) }),
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'password',
    path: '/api/staff/auth/password',
    summary: "Change one's own password; ends one's other sessions",
    effect: 'write',
    permission: 'signedIn',
    body: PasswordBody,
    ret: EmptyRet,
    failures: [...SIGNED_IN, 'currentPasswordWrong', 'rateLimited'],
  }),
] as const
