/** What became of one item of a bulk call: done, or the failure that refused it. */
export interface ItemOutcome {
  id: number
  error?: unknown
}

/**
 * Acts on each item in turn, in the order given, a repeated id once: each call is the single item's
 * own (its own transaction, checks and audit line), so one refusal leaves the others as they went.
 */
export async function eachItem<T extends { id: number | string }>(
  items: readonly T[],
  act: (item: T & { id: number }) => Promise<unknown>,
): Promise<ItemOutcome[]> {
  const seen = new Set<number>()
  const outcomes: ItemOutcome[] = []
  for (const item of items) {
    const id = Number(item.id)
    if (seen.has(id)) continue
    seen.add(id)
    try {
      await act({ ...item, id })
      outcomes.push({ id })
    } catch (error) {
      outcomes.push({ id, error })
    }
  }
  return outcomes
}
