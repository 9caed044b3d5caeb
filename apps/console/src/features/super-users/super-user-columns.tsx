import type { SuperUserRow } from '@ibr/contract/staff-client'
import { columnHelper, type DataColumn } from '../../components/data-table/data-table'
import { SwitchField } from '../../components/field/switch-field'
import type { Translate, MessageKey } from '../../i18n/use-t'
import type { SuperUserChange } from './super-user-confirm'
import type { messages } from './messages'
import type { messages as shared } from '../../i18n/shared/messages'
import type { KeyOf } from '@ibr/ui/define-messages'

/** A key of this screen's catalogues or of the shell's. */
type Key = KeyOf<typeof messages | typeof shared> | MessageKey

const column = columnHelper<SuperUserRow>()

/** The list's columns; the two powers are switches that ask for confirmation before anything changes. */
export function superUserColumns(
  t: Translate<Key>,
  ask: (row: SuperUserRow, patch: Partial<SuperUserChange>) => void,
): DataColumn<SuperUserRow>[] {
  return [
    column.accessor('username', { header: t('users.username') }),
    column.accessor('name', { header: t('users.name') }),
    column.accessor('active', {
      header: t('users.status'),
      meta: { phone: 'primary' },
      cell: (info) => t(info.getValue() ? 'users.active' : 'users.inactive'),
    }),
    column.accessor('admin', {
      header: t('superUsers.admin'),
      cell: ({ row: { original: row } }) => (
        <SwitchField
          label={t('superUsers.adminOf', { username: row.username })}
          labelHidden
          isSelected={row.admin}
          onChange={(admin) => ask(row, { admin })}
        />
      ),
    }),
    column.accessor('superUser', {
      header: t('superUsers.superUser'),
      cell: ({ row: { original: row } }) => (
        <SwitchField
          label={t('superUsers.superUserOf', { username: row.username })}
          labelHidden
          isSelected={row.superUser}
          onChange={(superUser) => ask(row, { superUser })}
        />
      ),
    }),
  ]
}
