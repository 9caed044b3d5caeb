/** Every action the audit log records (content actions join with the editing issues). */
export const AUDIT_ACTIONS = [
  'signIn',
  'signInFailed',
  'signInRefused',
  /** Single sign-on that did not confirm anyone: a ticket CAS refused, an unreadable answer, CAS not answering. */
  'ssoFailed',
  'signOut',
  'sessionExpired',
  'singleLogout',
  'passwordChange',
  'passwordReset',
  'sessionsEnded',
  'userCreate',
  'userUpdate',
  'accessGrant',
  'accessDismiss',
  'superUserSet',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
