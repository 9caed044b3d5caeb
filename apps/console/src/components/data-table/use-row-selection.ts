import { useCallback, useEffect, useMemo, useState } from 'react'
import type { BulkOutcome } from '../bulk-outcome/bulk-outcome'

const idKey = (row: unknown) => String((row as { id: number | string }).id)

/**
 * The rows picked in a table for a bulk action, by id, and what the last action did. The pick is
 * dropped whenever `resetKey` changes (another page, search or filter), so an action never reaches
 * rows the person can no longer see; once an action went through it is dropped too (the bulk call's
 * invalidation asks the list again), a failed one keeps it to try again.
 */
export function useRowSelection<Row>(
  resetKey: string,
  rows: readonly Row[],
  /** The row's key as the table's `rowId` gives it: its id unless told otherwise (a ticket number). */
  keyOf: (row: Row) => string = idKey,
) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  useEffect(() => setSelected(new Set()), [resetKey])
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null)
  const picked = useMemo(() => rows.filter((row) => selected.has(keyOf(row))), [rows, selected, keyOf])
  const done = useCallback((result: BulkOutcome) => {
    setOutcome(result)
    if (!result.error) setSelected(new Set())
  }, [])
  return { selected, setSelected, picked, outcome, dismiss: () => setOutcome(null), done }
}
