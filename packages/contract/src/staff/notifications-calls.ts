/** The notifications staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { EmptyRet, SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import { AccountLanguageBody, NotificationPrefsBody, NotificationPrefsRet, NotificationPrefsSaveBody } from './notifications-api.js'

export const NOTIFICATIONS_CALLS = [
  /** One's own notification choices, each kind one's roles receive with its default filled. */
  defineStaffCall({
    name: 'accountNotifications',
    path: '/api/staff/account/notifications',
    summary: "One's own notification choices: every kind one's roles receive, with the default where none was made, and the digest hour",
    effect: 'read',
    permission: 'signedIn',
    body: NotificationPrefsBody,
    ret: NotificationPrefsRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'accountNotificationsSave',
    path: '/api/staff/account/notifications/save',
    summary: "Save one's own notification choices (at once, daily digest, never) and digest hour",
    effect: 'write',
    permission: 'signedIn',
    body: NotificationPrefsSaveBody,
    ret: NotificationPrefsRet,
    failures: SIGNED_IN,
  }),
  /** The console language one now uses: one's notifications are written in it. */
  defineStaffCall({
    name: 'accountLanguage',
    path: '/api/staff/account/language',
    summary: "Remember the console language one now uses: one's notifications are written in it",
    effect: 'write',
    permission: 'signedIn',
    body: AccountLanguageBody,
    ret: EmptyRet,
    failures: SIGNED_IN,
  }),
] as const
