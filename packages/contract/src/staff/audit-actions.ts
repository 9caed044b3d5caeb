/** Every action the audit log records (content actions join with the editing issues). */
export const AUDIT_ACTIONS = [
  'signIn',
  'signInFailed',
  'signInRefused',
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
