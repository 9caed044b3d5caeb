import type { StaffUser } from '@ibr/contract/staff'
import { isAdministrator } from '../auth/administrator.js'
import { AppError } from '../http/app-error.js'
import type { MessageKey } from '../i18n/messages.js'

/** Whether the person acting wrote (or sent to review) the change in question. */
export const isOwnChange = (authors: readonly (number | null | undefined)[], user: StaffUser) => authors.includes(user.id)

/**
 * The four-eyes rule of every kind: a reviewer may not approve a change they made or sent themselves;
 * an administrator may, and the audit line says so (`ownChangeNote`). `authors` names who made the
 * item's pending change; `refusal` is the kind's message for it.
 */
export function notOwnChange<Item>(authors: (item: Item) => readonly (number | null | undefined)[], refusal: MessageKey) {
  return ({ item, actor }: { item: Item; actor: { user: StaffUser } }) => {
    if (isOwnChange(authors(item), actor.user) && !isAdministrator(actor.user)) throw new AppError('noPermission', refusal)
  }
}

/** What an approval's audit line adds when an administrator approved their own change. */
export const ownChangeNote = (authors: readonly (number | null | undefined)[], user: StaffUser) =>
  isOwnChange(authors, user) ? ' (own change, as administrator)' : ''
