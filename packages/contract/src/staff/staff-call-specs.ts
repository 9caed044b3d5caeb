/**
 * Every staff call, assembled from the declarations beside each feature (`<feature>-calls.ts`,
 * defineStaffCall): the server checks each call's `permission` (and `scope`) before the handler runs and
 * refuses a staff route that is not declared (default deny); the API reference, the request log's
 * audit of writes and the permission-matrix test read the same table. The console's light table
 * (paths and access, no schemas) is generated from this list: staff-call-table.generated.ts.
 */
import { ARTICLE_CALLS } from './article-calls.js'
import { AUDIT_CALLS } from './audit-calls.js'
import { AUTH_CALLS } from './auth-calls.js'
import { BACKUP_CALLS } from './backup-calls.js'
import { CONFERENCE_CALLS } from './conference-calls.js'
import { DASHBOARD_CALLS } from './dashboard-calls.js'
import type { StaffCallSpec } from './define-staff-call.js'
import { HELPDESK_CALLS } from './helpdesk-calls.js'
import { HOME_CALLS } from './home-calls.js'
import { LINKS_CALLS } from './links-calls.js'
import { MAIL_CALLS } from './mail-calls.js'
import { MEDIA_CALLS } from './media-calls.js'
import { MENU_CALLS } from './menu-calls.js'
import { NOTIFICATIONS_CALLS } from './notifications-calls.js'
import { PAPER_IMPORT_CALLS } from './paper-import-calls.js'
import { FACILITY_CALLS, FAQ_CALLS, QUICK_LINK_CALLS, TEAM_CALLS } from './records-calls.js'
import { REGISTRATION_CALLS } from './registration-calls.js'
import { SITE_SETTINGS_CALLS } from './site-settings-calls.js'
import { STATS_CALLS } from './stats-calls.js'
import { USERS_CALLS } from './users-calls.js'

/** Every declared staff call, in the API reference's order. A new feature's list is added here. */
export const STAFF_CALLS = [
  ...AUTH_CALLS,
  ...DASHBOARD_CALLS,
  ...STATS_CALLS,
  ...USERS_CALLS,
  ...AUDIT_CALLS,
  ...ARTICLE_CALLS,
  ...PAPER_IMPORT_CALLS,
  ...MENU_CALLS,
  ...HOME_CALLS,
  ...MEDIA_CALLS,
  ...HELPDESK_CALLS,
  ...BACKUP_CALLS,
  ...NOTIFICATIONS_CALLS,
  ...MAIL_CALLS,
  ...LINKS_CALLS,
  ...REGISTRATION_CALLS,
  ...TEAM_CALLS,
  ...FACILITY_CALLS,
  ...FAQ_CALLS,
  ...QUICK_LINK_CALLS,
  ...SITE_SETTINGS_CALLS,
  ...CONFERENCE_CALLS,
] as const

type StaffCall = (typeof STAFF_CALLS)[number]

/**
 * Indexes the calls by `key`, refusing a second call under a name or path already taken: a copied
 * declaration must not silently replace the first one's permission or schemas.
 */
export function indexStaffCalls(calls: readonly StaffCallSpec[], key: 'name' | 'path'): Map<string, StaffCallSpec> {
  const index = new Map<string, StaffCallSpec>()
  for (const call of calls) {
    if (index.has(call[key])) throw new Error(`two staff calls are declared with the ${key} ${call[key]}`)
    index.set(call[key], call)
  }
  return index
}

/** Each call's declaration by its path. */
export const STAFF_CALL_SPECS = Object.fromEntries(indexStaffCalls(STAFF_CALLS, 'path')) as {
  [C in StaffCall as C['path']]: C
}
// Names are looked up in the generated table; checking them here refuses a duplicate when the module loads.
indexStaffCalls(STAFF_CALLS, 'name')

export type StaffCallPath = keyof typeof STAFF_CALL_SPECS
