/**
 * Reads what a site server stored, after it has stopped: its embedded database (PGlite in
 * DATA_DIR/pgdata, opened with the extensions the server loads, apps/server/src/db/database.ts), or
 * the PostgreSQL database of DATABASE_URL when the server ran on one.
 */
import { join } from 'node:path'

export type Query = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>

/** Runs `use` with a query function on the server's database, then closes it. */
export async function withDatabase<R>(
  server: { dataDir: string; database: 'embedded' | 'postgresql' },
  use: (query: Query) => Promise<R>,
): Promise<R> {
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
    return await use(async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows)
  } finally {
    await db.close()
  }
}
