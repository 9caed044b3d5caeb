/** Every path of the staff API (issue 10). All are POST with a JSON body but `cas`, CAS's own address. */
export const STAFF_API = {
  authMethods: '/api/staff/auth/methods',
  login: '/api/staff/auth/login',
  me: '/api/staff/auth/me',
  logout: '/api/staff/auth/logout',
  password: '/api/staff/auth/password',
  /** GET: start single sign-on, or come back from it with `ticket`; POST: CAS's single logout. */
  cas: '/api/staff/auth/cas',
  dashboard: '/api/staff/dashboard',
  userList: '/api/staff/user/list',
  userDetail: '/api/staff/user/detail',
  userCreate: '/api/staff/user/create',
  userUpdate: '/api/staff/user/update',
  userResetPassword: '/api/staff/user/resetPassword',
  userEndSessions: '/api/staff/user/endSessions',
  accessRequestList: '/api/staff/user/accessRequest/list',
  accessRequestGrant: '/api/staff/user/accessRequest/grant',
  accessRequestDismiss: '/api/staff/user/accessRequest/dismiss',
  superUserList: '/api/staff/superuser/list',
  superUserSet: '/api/staff/superuser/set',
  scopeOptions: '/api/staff/scope/options',
  auditList: '/api/staff/audit/list',
  auditExport: '/api/staff/audit/export',
} as const

export type StaffPath = (typeof STAFF_API)[keyof typeof STAFF_API]

/** Where the console is served. */
export const CONSOLE_BASE = '/console/'
/** The header that carries the session's CSRF token on every staff call but sign-in and `me`. */
export const CSRF_HEADER = 'x-csrf-token'
