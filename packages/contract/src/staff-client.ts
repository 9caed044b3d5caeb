/**
 * What the staff console loads of the staff contract (`@ibr/contract/staff-client`): roles, paths,
 * each call's access, the audit actions and form limits as values, the schemas' types as types only.
 * No TypeBox: the console's bundle does not carry the schemas the server validates with.
 */
export * from './staff/roles.js'
export * from './staff/staff-paths.js'
export * from './staff/staff-access.js'
export * from './staff/audit-actions.js'
export * from './staff/limits.js'
export * from './staff/content-kinds.js'
export * from './staff/empty-doc.js'
export * from './staff/menu-templates.js'
export * from './staff/media-library.js'
export * from './staff/helpdesk-inbox.js'
export * from './staff/mail-statuses.js'
export type * from './staff/auth-api.js'
export type * from './staff/users-api.js'
export type * from './staff/audit-api.js'
export type * from './staff/dashboard-api.js'
export type * from './staff/article-api.js'
export type * from './staff/paper-import-api.js'
export type * from './staff/menu-api.js'
export type * from './staff/home-api.js'
export type * from './staff/media-api.js'
export type * from './staff/helpdesk-api.js'
export type * from './staff/mail-api.js'
export type { StaffCallPath } from './staff/staff-call-specs.js'
export type * from './staff/staff-calls.js'
