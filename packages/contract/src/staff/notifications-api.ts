/**
 * Staff notifications (docs/notifications.md): the kinds of event a person can be told of, who may
 * receive each, the defaults by role, and one's own choices (at once, in a daily digest, or never).
 */
import Type, { type Static } from 'typebox'
import { body } from '../api/common.js'
import { LANGS } from '../lang.js'
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

const Kind = Type.Enum(NOTIFICATION_KINDS, { description: 'the kind of event' })
const Mode = Type.Enum(NOTIFICATION_MODES, { description: 'immediate: one message at once; digest: in the daily digest; never' })
const DigestHour = Type.Integer({ minimum: 0, maximum: 23, description: 'the hour the daily digest is sent, in the site’s time zone' })

export const NotificationChoice = Type.Object({ kind: Kind, mode: Mode })
export type NotificationChoice = Static<typeof NotificationChoice>

export const NotificationPrefsBody = body({})
export type NotificationPrefsBody = Static<typeof NotificationPrefsBody>

export const NotificationPrefsRet = Type.Object({
  digestHour: DigestHour,
  timeZone: Type.String({ description: 'the site’s time zone (IANA), the digest hour’s' }),
  /** Every kind the person can receive, with their choice or the role's default. */
  kinds: Type.Array(NotificationChoice),
  hasEmail: Type.Boolean({ description: 'whether the account has an address to send to' }),
})
export type NotificationPrefsRet = Static<typeof NotificationPrefsRet>

export const NotificationPrefsSaveBody = body({
  digestHour: DigestHour,
  kinds: Type.Array(NotificationChoice, {
    maxItems: NOTIFICATION_KINDS.length,
    description: 'a choice per kind; kinds left out keep theirs',
  }),
})
export type NotificationPrefsSaveBody = Static<typeof NotificationPrefsSaveBody>

export const AccountLanguageBody = body({ language: Type.Enum(LANGS, { description: 'the language the console now shows' }) })
export type AccountLanguageBody = Static<typeof AccountLanguageBody>
