import { STAFF_API, type HelpdeskRow } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useState } from 'react'
import type { BulkOutcome } from '../../components/bulk-outcome/bulk-outcome'
import { runBulk } from '../../components/bulk-outcome/run-bulk'
import { Button } from '../../components/button/button'
import { ConfirmDialog } from '../../components/dialog/confirm-dialog'
import { SelectField } from '../../components/field/select-field'
import { useMessages } from '../../i18n/use-t'
import { api } from '../../lib/api'
import { sessionStore } from '../../lib/session-store'
import { useInvalidate } from '../../lib/use-staff-mutation'
import { messages } from './messages'

/** How a report is named in the list's checkboxes and in a bulk result. */
export const reportName = (row: HelpdeskRow) => `${row.ticket} ${row.summary}`

interface Props {
  rows: readonly HelpdeskRow[]
  /** Who reports can be assigned to. */
  assignees: readonly { id: number; name: string }[]
  onDone: (outcome: BulkOutcome) => void
}

/** The reports picked: assigned to one person (or to nobody) after choosing whom, or marked resolved. */
export function HelpdeskBulkActions({ rows, assignees, onDone }: Props) {
  const t = useMessages(messages)
  const me = useStore(sessionStore, (s) => s.user?.id)
  const [assigning, setAssigning] = useState(false)
  const [resolving, setResolving] = useState(false)
  const [assignee, setAssignee] = useState('')
  const invalidate = useInvalidate()
  // A report open beside the list shows its new state and assignee too.
  const finish = (outcome: BulkOutcome) => {
    void invalidate([STAFF_API.helpdeskGet])
    onDone(outcome)
  }
  const names = () => new Map(rows.map((r) => [r.ticket, reportName(r)]))
  const tickets = rows.map((r) => r.ticket)

  const openAssign = () => {
    setAssignee(assignees.some((p) => p.id === me) ? String(me) : '')
    setAssigning(true)
  }
  async function assign() {
    const call = () => api.call(STAFF_API.helpdeskBulk, { action: 'assign', ids: tickets, assigneeId: assignee ? Number(assignee) : null })
    finish(await runBulk(t('helpdesk.bulkAssign'), names(), call, t('error.unexpected')))
  }
  async function resolve() {
    setResolving(true)
    const call = () => api.call(STAFF_API.helpdeskBulk, { action: 'resolve', ids: tickets })
    const outcome = await runBulk(t('helpdesk.bulkResolve'), names(), call, t('error.unexpected'))
    setResolving(false)
    finish(outcome)
  }

  return (
    <>
      <Button size="small" onPress={openAssign}>
        {t('helpdesk.bulkAssign')}
      </Button>
      <Button size="small" variant="primary" isPending={resolving} onPress={() => void resolve()}>
        {t('helpdesk.bulkResolve')}
      </Button>
      <ConfirmDialog
        title={t('helpdesk.bulkAssignTitle', { count: rows.length })}
        confirmLabel={t('helpdesk.bulkAssign')}
        isOpen={assigning}
        onOpenChange={setAssigning}
        onConfirm={assign}
      >
        <SelectField
          label={t('helpdesk.assignee')}
          name="assigneeId"
          options={[{ id: '', label: t('helpdesk.assignee.none') }, ...assignees.map((p) => ({ id: String(p.id), label: p.name }))]}
          value={assignee}
          onChange={setAssignee}
        />
      </ConfirmDialog>
    </>
  )
}
