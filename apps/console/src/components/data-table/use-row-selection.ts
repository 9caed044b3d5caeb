import { useEffect, useMemo, useState } from 'react'
import type { BulkOutcome } from '../bulk-outcome/bulk-outcome'

/**
 * The rows picked in a table for a bulk action, by id, and what the last action did. The pick is
 * dropped whenever `resetKey` changes (another page, search or filter), so an action never reaches
 * rows the person can no longer see; once an action went through it is dropped too and the list is
 * asked again (`reload`), a failed one keeps it to try again.
 */
export function useRowSelection<Row extends { id: number | string }>(resetKey: string, rows: readonly Row[], reload: () => void) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  useEffect(() => setSelected(new Set()), [resetKey])
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null)
  const picked = useMemo(() => rows.filter((row) => selected.has(String(row.id))), [rows, selected])
  const done = (result: BulkOutcome) => {
    setOutcome(result)
    if (result.error) return
    setSelected(new Set())
    reload()
  }
  return { selected, setSelected, picked, outcome, dismiss: () => setOutcome(null), done }
}
