import { useEffect, useState } from 'react'

/**
 * The rows picked in a table, by id; dropped whenever `resetKey` changes (another page, search or
 * filter), so an action never reaches rows the person can no longer see.
 */
export function useRowSelection(resetKey: string) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  useEffect(() => setSelected(new Set()), [resetKey])
  return [selected, setSelected] as const
}
