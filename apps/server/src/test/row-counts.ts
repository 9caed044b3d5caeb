import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/**
 * The number of rows in each table, under the names given: compare before and after a refused
 * request, which must leave them as they were.
 */
export async function rowCounts<Name extends string>(db: Kysely<DB>, tables: Record<Name, keyof DB>): Promise<Record<Name, number>> {
  const counts: Partial<Record<Name, number>> = {}
  for (const name of Object.keys(tables) as Name[]) {
    counts[name] = await rowCount(db, tables[name])
  }
  return counts as Record<Name, number>
}

/** The number of rows in one table. */
export async function rowCount(db: Kysely<DB>, table: keyof DB): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)
  return Number(rows[0]!.n)
}
