import { isSuperUserType } from '@ibr/contract/staff-client'
import type { Translate } from '../../i18n/use-t'
import { roleLabelKey } from '../../lib/role-labels'

/** A person's roles in words, a super user's user type first; codes the console does not know as they are. */
export function roleNames(roles: readonly number[], t: Translate, userType?: string): string {
  const names = roles.map((code) => {
    const key = roleLabelKey(code)
    return key ? t(key) : String(code)
  })
  if (userType !== undefined && isSuperUserType(userType)) names.unshift(t('mainRole.superUser'))
  return names.join(t('common.listSeparator'))
}
