/**
 * Staff notifications (docs/notifications.md): the calls on one's own choices (at once, in a daily
 * digest, or never) and console language; the kinds and defaults are `notification-kinds.ts`.
 */
import Type, { type Static } from 'typebox'
import { body } from '../api/common.js'
import { LANGS } from '../lang.js'
import { NOTIFICATION_KINDS, NOTIFICATION_MODES } from './notification-kinds.js'

export * from './notification-kinds.js'

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
