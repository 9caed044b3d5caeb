/**
 * The kinds of staff notification (docs/notifications.md), who may receive each and the defaults by
 * role: values the console loads without the schemas (`@ibr/contract/staff-client`).
 */
import { can, ROLE, type Permission, type StaffIdentity } from './roles.js'

/**
 * Every kind of notification: an item entered review; it was approved, partly approved or sent
 * back; a scheduled publish or unpublish happened or failed; a registration or waiting-list move;
 * a help-desk report arrived or was assigned; an access request; a failed nightly backup; broken
 * links found by the weekly check.
 */
export const NOTIFICATION_KINDS = [
  'reviewRequested',
  'reviewDecided',
  'scheduleRan',
  'registration',
  'helpdeskReport',
  'helpdeskAssigned',
  'accessRequest',
  'backupFailed',
  'brokenLinks',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_MODES = ['immediate', 'digest', 'never'] as const
export type NotificationMode = (typeof NOTIFICATION_MODES)[number]

/** Who can receive a kind at all: a person holding any of these permissions somewhere. */
export const NOTIFICATION_AUDIENCE: Record<NotificationKind, readonly Permission[]> = {
  reviewRequested: ['content.review', 'conference.review', 'helpdesk.manage'],
  reviewDecided: ['content.write', 'team.edit', 'conference.review', 'helpdesk.manage'],
  scheduleRan: ['content.write', 'team.edit'],
  registration: ['conference.review'],
  helpdeskReport: ['helpdesk.manage'],
  helpdeskAssigned: ['helpdesk.manage'],
  accessRequest: ['users.manage'],
  backupFailed: ['site.manage'],
  brokenLinks: ['content.write'],
}

/** The kinds this person's roles can receive, in the order of NOTIFICATION_KINDS. */
export function notificationKindsFor(who: StaffIdentity): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_AUDIENCE[kind].some((permission) => can(who, permission)))
}

const hasRole = (who: StaffIdentity, ...codes: number[]) => who.roles.some((r) => codes.includes(Number(r)))

/**
 * The choice a person has until they make one: reviewers are told of review requests at once,
 * editors of decisions on their changes, administrators of failed backups and access requests; the
 * rest waits for the daily digest.
 */
export function defaultNotificationMode(who: StaffIdentity, kind: NotificationKind): NotificationMode {
  const admin = can(who, 'users.manage')
  if (kind === 'reviewRequested' && (hasRole(who, ROLE.reviewer, ROLE.conferenceReviewer) || admin)) return 'immediate'
  if (kind === 'reviewDecided' && hasRole(who, ROLE.editor, ROLE.reviewer)) return 'immediate'
  if ((kind === 'backupFailed' || kind === 'accessRequest') && admin) return 'immediate'
  return 'digest'
}

/** The digest's default hour, in the site's time zone. */
export const DEFAULT_DIGEST_HOUR = 8
