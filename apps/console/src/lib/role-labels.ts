import { ROLE, type mainRole, type RoleCode } from '@ibr/contract/staff-client'
import type { MessageKey } from '../i18n/use-t'

/** The catalogue key naming each role a person can be given, in the order the forms offer them. */
export const ROLE_LABELS: readonly { code: RoleCode; key: MessageKey }[] = [
  { code: ROLE.editor, key: 'role.editor' },
  { code: ROLE.reviewer, key: 'role.reviewer' },
  { code: ROLE.conferenceReviewer, key: 'role.conferenceReviewer' },
  { code: ROLE.admin, key: 'role.admin' },
]

/** The catalogue key of a role code; undefined for a code the console does not know. */
export const roleLabelKey = (code: number): MessageKey | undefined => ROLE_LABELS.find((r) => r.code === code)?.key

/** The catalogue key of the role a person is shown as in the top bar. */
export const MAIN_ROLE_LABELS: Record<ReturnType<typeof mainRole>, MessageKey> = {
  'super-user': 'mainRole.superUser',
  administrator: 'mainRole.administrator',
  reviewer: 'mainRole.reviewer',
  'conference-reviewer': 'mainRole.conferenceReviewer',
  editor: 'mainRole.editor',
  'group-admin': 'mainRole.groupAdmin',
  staff: 'mainRole.staff',
}
