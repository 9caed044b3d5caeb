import { sql, type Kysely } from 'kysely'

/** The rows of one table, as the caller's transaction sees them. */
export async function countRows(db: Kysely<unknown>, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)
  return Number(rows[0]!.n)
}
