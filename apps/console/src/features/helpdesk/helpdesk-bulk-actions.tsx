import { STAFF_API, type HelpdeskRow } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useState } from 'react'
import type { BulkOutcome } from '../../components/bulk-outcome/bulk-outcome'
import { BulkActionButton } from '../../components/bulk-outcome/bulk-action-button'
import { useBulkAction } from '../../components/bulk-outcome/use-bulk-action'
import { SelectField } from '../../components/field/select-field'
import { useMessages } from '../../i18n/use-t'
import { sessionStore } from '../../lib/session-store'
import { helpdeskKeys } from './helpdesk-keys'
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
  const [assignee, setAssignee] = useState('')
  // A report open beside the list shows its new state and assignee too (the keys name the ticket's call).
  const bulk = useBulkAction(STAFF_API.helpdeskBulk, { invalidates: helpdeskKeys.tickets, done: onDone })
  const names = () => new Map(rows.map((r) => [r.ticket, reportName(r)]))
  const ids = rows.map((r) => r.ticket)
  const assign = () =>
    bulk.run(t('helpdesk.bulkAssign'), names(), { action: 'assign', ids, assigneeId: assignee ? Number(assignee) : null })
  const resolve = () => bulk.run(t('helpdesk.bulkResolve'), names(), { action: 'resolve', ids })

  return (
    <>
      <BulkActionButton
        label={t('helpdesk.bulkAssign')}
        onRun={assign}
        onAsk={() => setAssignee(assignees.some((p) => p.id === me) ? String(me) : '')}
        confirm={{
          title: t('helpdesk.bulkAssignTitle', { count: rows.length }),
          content: (
            <SelectField
              label={t('helpdesk.assignee')}
              name="assigneeId"
              options={[{ id: '', label: t('helpdesk.assignee.none') }, ...assignees.map((p) => ({ id: String(p.id), label: p.name }))]}
              value={assignee}
              onChange={setAssignee}
            />
          ),
        }}
      />
      <BulkActionButton label={t('helpdesk.bulkResolve')} variant="primary" pending={bulk.pending?.action === 'resolve'} onRun={resolve} />
    </>
  )
}
