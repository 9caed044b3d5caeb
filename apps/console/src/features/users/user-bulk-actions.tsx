import { STAFF_API, type UserRow } from '@ibr/contract/staff-client'
import type { BulkOutcome } from '../../components/bulk-outcome/bulk-outcome'
import { BulkActionButton } from '../../components/bulk-outcome/bulk-action-button'
import { useBulkAction } from '../../components/bulk-outcome/use-bulk-action'
import { useMessages } from '../../i18n/use-t'
import { usersKeys } from './users-keys'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** How an account is named in the list's checkboxes and in a bulk result. */
export const accountName = (row: UserRow) => `${row.name} (${row.username})`

/** Deactivating the accounts picked, after asking; the server refuses those a single update would. */
export function UserBulkActions({ rows, onDone }: { rows: readonly UserRow[]; onDone: (outcome: BulkOutcome) => void }) {
  const t = useMessages(messages, shared)
  const bulk = useBulkAction(STAFF_API.userBulk, { invalidates: usersKeys.accounts, done: onDone })
  const deactivate = () =>
    bulk.run(t('users.bulkDeactivate'), new Map(rows.map((r) => [r.id, accountName(r)])), {
      action: 'deactivate',
      ids: rows.map((r) => r.id),
    })
  return (
    <BulkActionButton
      label={t('users.bulkDeactivate')}
      variant="danger"
      onRun={deactivate}
      confirm={{ title: t('users.bulkDeactivateTitle'), content: <p>{t('users.bulkDeactivateQuestion', { count: rows.length })}</p> }}
    />
  )
}
