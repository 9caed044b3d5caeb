import { REGISTRATION_MAIL_KINDS } from '@ibr/contract/staff-client'
import type { Translate } from '../../i18n/use-t'

/** Why the site sends mail, as the server records it (`mail_message.kind`). */
const REASONS = [
  ...REGISTRATION_MAIL_KINDS.map((kind) => `registration.${kind}` as const),
  'helpdesk.fault.new',
  'helpdesk.feedback.new',
  'helpdesk.reply',
] as const

const isKnown = (kind: string): kind is (typeof REASONS)[number] => (REASONS as readonly string[]).includes(kind)

/** A message's reason in words; a reason from a newer server than this console is shown as recorded. */
export function mailReason(kind: string, t: Translate): string {
  if (!kind) return '—'
  return isKnown(kind) ? t(`mail.reason.${kind}`) : kind
}
