import { NOTIFICATION_KINDS, REGISTRATION_MAIL_KINDS } from '@ibr/contract/staff-client'
import type { Translate, MessageKey } from '../../i18n/use-t'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'
import { type messages as shared } from '../../i18n/shared/messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

/** Why the site sends mail, as the server records it (`mail_message.kind`). */
const REASONS = [
  ...REGISTRATION_MAIL_KINDS.map((kind) => `registration.${kind}` as const),
  'helpdesk.fault.new',
  'helpdesk.feedback.new',
  'helpdesk.reply',
  ...NOTIFICATION_KINDS.map((kind) => `notification.${kind}` as const),
  'notification.digest',
] as const

const isKnown = (kind: string): kind is (typeof REASONS)[number] => (REASONS as readonly string[]).includes(kind)

/** A message's reason in words; a reason from a newer server than this console is shown as recorded. */
export function mailReason(kind: string, t: Translate<Key>): string {
  if (!kind) return '—'
  return isKnown(kind) ? t(`mail.reason.${kind}`) : kind
}
