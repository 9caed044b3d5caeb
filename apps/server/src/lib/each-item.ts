/** What became of one item of a bulk call: done, or the failure that refused it. */
export interface ItemOutcome {
  /** The item's key as the answer names it: a row id, or a string key such as a ticket or file id. */
  id: number | string
  error?: unknown
}

/**
 * Acts on each item in turn, in the order given, a repeated key once: each call is the single item's
 * own (its own transaction, checks and audit line), so one refusal leaves the others as they went.
 * Callers give keys in one form (a numeric id as a number), so a repeat is recognised.
 */
export async function eachItem<T extends { id: number | string }>(
  items: readonly T[],
  act: (item: T) => Promise<unknown>,
): Promise<ItemOutcome[]> {
  const seen = new Set<number | string>()
  const outcomes: ItemOutcome[] = []
  for (const item of items) {
    if (seen.has(item.id)) continue
    seen.add(item.id)
    try {
      await act(item)
      outcomes.push({ id: item.id })
    } catch (error) {
      outcomes.push({ id: item.id, error })
    }
  }
  return outcomes
}

/** A numeric id as the contract's `Id` takes it (a number or a string of digits), as a number. */
export const numericItems = <T extends { id: number | string }>(items: readonly T[]) =>
  items.map((item) => ({ ...item, id: Number(item.id) }))
