import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/**
 * The number of rows in each table, under the names given: compare before and after a refused
 * request, which must leave them as they were.
 */
export async function rowCounts<Name extends string>(db: Kysely<DB>, tables: Record<Name, keyof DB>): Promise<Record<Name, number>> {
  const counts: Partial<Record<Name, number>> = {}
  for (const name of Object.keys(tables) as Name[]) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(tables[name])}`.execute(db)
    counts[name] = Number(rows[0]!.n)
  }
  return counts as Record<Name, number>
}
