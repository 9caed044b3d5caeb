/** A page of a list as the staff API answers it, from a `countAll() as n` row (a bigint: a string) and the page's rows. */
export function pageOfRows<R, T>(count: { n: string | number }, rows: readonly R[], toItem: (row: R) => T) {
  return { total: Number(count.n), list: rows.map(toItem) }
}
