import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { ApiError } from '../../lib/api-error'
import { BulkOutcomePanel, type BulkOutcome } from '../bulk-outcome/bulk-outcome'
import { CallError } from '../call-error/call-error'
import { DataTable, type DataTableProps } from './data-table'
import type { useRowSelection } from './use-row-selection'

interface BulkTableProps<Row extends RowData> extends Omit<DataTableProps<Row>, 'selection' | 'busy'> {
  /** The list's call: its failure shown in place of the table, a new answer on its way as the table's busy state. */
  list: { error: ApiError | undefined; reload: () => void; loading: boolean }
  /** The rows picked and what the last action did. */
  bulk: ReturnType<typeof useRowSelection<Row>>
  /** What a row's checkbox is named after. */
  rowLabel: (row: Row) => string
  /** The actions on the rows picked; `done` reports what one did. */
  actions: (rows: Row[], done: (outcome: BulkOutcome) => void) => ReactNode
}

/** A list whose rows can be picked for an action on several at once, with what the last action did above it. */
export function BulkTable<Row extends RowData>({ list, bulk, rowLabel, actions, ...table }: BulkTableProps<Row>) {
  return (
    <>
      <BulkOutcomePanel outcome={bulk.outcome} onDismiss={bulk.dismiss} />
      {list.error ? (
        <CallError error={list.error} onRetry={list.reload} />
      ) : (
        <DataTable
          {...table}
          busy={list.loading}
          selection={{ selected: bulk.selected, onChange: bulk.setSelected, rowLabel, actions: actions(bulk.picked, bulk.done) }}
        />
      )}
    </>
  )
}
