/**
 * Where a search looks, matched inside the GIN index rather than on the table's rows
 * (docs/search-and-sharing.md, "Speed"). Each row of the index carries, beside its words, marks of
 * its month, its year and its section: lexemes starting with `§`, which no word of a text can
 * produce (the segmenter and PostgreSQL's parser both drop the sign). A section or year filter is
 * then one more term of the query, and so is an age group.
 *
 * Age groups bound what a search reads: a common word matches a quarter of the site, and ranking
 * every match costs in proportion (150 ms for 45,000 matches over 100,000 articles). Matches are ranked within the newest
 * group first; older groups are read only while the page is not full or fewer than `enough` matches
 * were counted, so the total is then a lower bound (`more`).
 */

const MARK = '§'

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** The mark of a month, in UTC (the same at indexing and at searching is what matters). */
export const monthMark = (date: Date) => `${MARK}m${date.getUTCFullYear()}${twoDigits(date.getUTCMonth() + 1)}`
export const yearMark = (year: number) => `${MARK}y${year}`
/** Section keys are letters and digits (the contract's pattern), safe inside a tsquery's quotes. */
export const sectionMark = (section: string) => `${MARK}s${section}`
/**
 * The mark of a menu entry an article is listed in, every one of them (the section mark names the
 * first one's section only): a section list's keyword filter finds its items inside the GIN index.
 */
export const listMark = (menuId: number) => `${MARK}l${menuId}`

/** The marks a row of the index carries. */
export const rowMarks = (row: { publishAt: Date; year: number; section: string; lists?: readonly number[] }) => [
  monthMark(row.publishAt),
  yearMark(row.year),
  sectionMark(row.section),
  ...(row.lists ?? []).map(listMark),
]

/**
 * The age groups as months back from the current one: this month, the two before it, the rest of
 * the last twelve months, then everything older.
 */
export const AGE_GROUPS = [1, 3, 12] as const

const quoted = (lexeme: string) => `'${lexeme}'`

/** Months `from` to `to` - 1 back from `now`'s, as marks. */
function monthsBack(now: Date, from: number, to: number): string[] {
  const out: string[] = []
  for (let back = from; back < to; back++) {
    out.push(monthMark(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))))
  }
  return out
}

/** Each age group as tsquery text, newest first; the last one is everything older than the others. */
export function ageGroups(now: Date, bounds: readonly number[] = AGE_GROUPS): string[] {
  const groups: string[] = []
  let from = 0
  for (const to of bounds) {
    groups.push(`(${monthsBack(now, from, to).map(quoted).join(' | ')})`)
    from = to
  }
  groups.push(`!(${monthsBack(now, 0, from).map(quoted).join(' | ')})`)
  return groups
}

/** One scope as tsquery text: an age group and the filters, all required; null when there is none. */
export function scopeQuery(group: string | null, filter: { section?: string; year?: number }): string | null {
  const terms = [
    ...(group ? [group] : []),
    ...(filter.section ? [quoted(sectionMark(filter.section))] : []),
    ...(filter.year ? [quoted(yearMark(filter.year))] : []),
  ]
  return terms.length > 0 ? terms.join(' & ') : null
}

export interface ScopePage<Row> {
  total: number
  rows: Row[]
}

/**
 * One page of results over scopes ranked one after the other: each scope's matches come before the
 * next scope's. `read(scope, offset, limit)` answers a scope's count and its rows from `offset`;
 * scopes are read until the page is full and at least `enough` matches were counted, so `more`
 * says older scopes were not counted and `total` is a lower bound.
 */
export async function pageOverScopes<Row>(
  scopes: readonly (string | null)[],
  read: (scope: string | null, offset: number, limit: number) => Promise<ScopePage<Row>>,
  want: { offset: number; limit: number; enough: number },
): Promise<{ total: number; rows: Row[]; more: boolean }> {
  const rows: Row[] = []
  let before = 0
  for (let i = 0; i < scopes.length; i++) {
    const part = await read(scopes[i]!, Math.max(0, want.offset - before), want.limit - rows.length)
    rows.push(...part.rows)
    before += part.total
    if (rows.length >= want.limit && before >= want.enough) return { total: before, rows, more: i < scopes.length - 1 }
  }
  return { total: before, rows, more: false }
}
