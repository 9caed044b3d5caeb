import { ROLE } from '@ibr/contract/staff-client'
import type { Translate, MessageKey } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'
import type { messages } from './messages'
import type { KeyOf } from '@ibr/ui/define-messages'
import { type messages as shared } from '../../i18n/shared/messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

/**
 * Where an account form shows a refusal: beside each field the server named; a refusal to grant the
 * administrator role (only a super user may) beside the roles; anything else above the buttons.
 */
export function placeAccountFailure<F extends string>(
  error: ApiError,
  fields: readonly F[],
  roles: readonly number[],
  t: Translate<Key>,
): { fields: Partial<Record<F, string>>; form: string | null } {
  const named: Partial<Record<F, string>> = {}
  for (const field of fields) {
    const message = error.forField(field)
    if (message) named[field] = message
  }
  if (Object.keys(named).length > 0) return { fields: named, form: null }
  if (error.code === 'noPermission' && roles.includes(ROLE.admin) && (fields as readonly string[]).includes('roles'))
    return { fields: { roles: t('users.adminRefused') } as Partial<Record<F, string>>, form: null }
  return { fields: {}, form: error.message }
}
