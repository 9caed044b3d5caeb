import { ROLE } from '@ibr/contract/staff-client'
import type { Translate } from '../../i18n/use-t'
import type { ApiError } from '../../lib/api-error'

/**
 * Where an account form shows a refusal: beside each field the server named; a refusal to grant the
 * administrator role (only a super user may) beside the roles; anything else above the buttons.
 */
export function placeAccountFailure<F extends string>(
  error: ApiError,
  fields: readonly F[],
  roles: readonly number[],
  t: Translate,
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
