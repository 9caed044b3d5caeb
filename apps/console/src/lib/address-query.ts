/**
 * A screen's state as its address keeps it (its filters, page and open item), so a link or a reload
 * shows the same: read with these, written back with `addressOf`.
 */

/** A whole number from 1 in the address, else null. */
export function positiveParam(params: URLSearchParams, name: string): number | null {
  const n = Number(params.get(name))
  return Number.isInteger(n) && n >= 1 ? n : null
}

/** The page the address asks for: 1 unless it names a later one. */
export const pageParam = (params: URLSearchParams) => positiveParam(params, 'page') ?? 1

/**
 * The query after a change. A change of anything but the page, or than what `keepsPage` names (the item
 * open beside the list), starts again at page 1: the page asked for may not exist among fewer rows.
 */
export function changedQuery<Q extends { page: number }>(current: Q, change: Partial<Q>, keepsPage: readonly (keyof Q)[] = []): Q {
  const next = { ...current, ...change }
  const changed = Object.keys(change) as (keyof Q)[]
  if (!changed.includes('page') && !changed.every((name) => keepsPage.includes(name))) next.page = 1
  return next
}

/**
 * The address with these values: an empty one (null, '' or page 1) is left out, so a default never
 * shows; `base` is what else the address keeps (another part of the screen's own names).
 */
export function addressOf(values: Record<string, string | number | null>, base?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(base)
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === '' || (name === 'page' && value === 1)) out.delete(name)
    else out.set(name, String(value))
  }
  return out
}
