import { STAFF_API, type UserRow } from '@ibr/contract/staff-client'
import { useState } from 'react'
import type { BulkOutcome } from '../../components/bulk-outcome/bulk-outcome'
import { runBulk } from '../../components/bulk-outcome/run-bulk'
import { Button } from '../../components/button/button'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** How an account is named in the list's checkboxes and in a bulk result. */
export const accountName = (row: UserRow) => `${row.name} (${row.username})`

/** Deactivating the accounts picked, after asking; the server refuses those a single update would. */
export function UserBulkActions({ rows, onDone }: { rows: readonly UserRow[]; onDone: (outcome: BulkOutcome) => void }) {
  const t = useMessages(messages, shared)
  const [asking, setAsking] = useState(false)

  async function deactivate() {
    const action = t('users.bulkDeactivate')
    const names = new Map(rows.map((r) => [r.id, accountName(r)]))
    const call = () => api.call(STAFF_API.userBulk, { action: 'deactivate', ids: rows.map((r) => r.id) })
    onDone(await runBulk(action, names, call, t('error.unexpected')))
  }

  return (
    <>
      <Button size="small" variant="danger" onPress={() => setAsking(true)}>
        {t('users.bulkDeactivate')}
      </Button>
      <ConfirmDialog
        title={t('users.bulkDeactivateTitle')}
        confirmLabel={t('users.bulkDeactivate')}
        variant="danger"
        isOpen={asking}
        onOpenChange={setAsking}
        onConfirm={deactivate}
      >
        <p>{t('users.bulkDeactivateQuestion', { count: rows.length })}</p>
      </ConfirmDialog>
    </>
  )
}
