/**
 * Reads what a site server stored: its embedded database (PGlite in DATA_DIR/pgdata, with the
 * extension the server loads, apps/server/src/db/database.ts) once the server has stopped and let
 * go of it, or the PostgreSQL database of DATABASE_URL, which can be read at any time.
 */
import { join } from 'node:path'

export type Query = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>

export async function withDatabase<R>(server: { dataDir: string; database: 'embedded' | 'postgresql' }, use: (query: Query) => Promise<R>): Promise<R> {
  if (server.database === 'postgresql') {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      return await use(async (sql, params = []) => (await client.query(sql, params)).rows)
    } finally {
      await client.end()
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const db = await PGlite.create({ dataDir: join(server.dataDir, 'pgdata'), extensions: { pg_trgm } })
  try {
    return await use(async <T,>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows)
  } finally {
    await db.close()
  }
}

/** What the services office's tables hold: the counts a refused submission must leave alone. */
export async function serviceCounts(query: Query): Promise<{ faults: number; feedback: number; files: number }> {
  const [row] = await query<{ faults: number; feedback: number; files: number }>(
    'select (select count(*)::int from fault_report) as faults, (select count(*)::int from feedback) as feedback, (select count(*)::int from file) as files',
  )
  return row!
}
