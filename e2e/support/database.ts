/**
 * Reads what a site server stored, after it has stopped: its embedded database (PGlite in
 * DATA_DIR/pgdata, opened with the extensions the server loads, apps/server/src/db/database.ts), or
 * the PostgreSQL database of DATABASE_URL when the server ran on one.
 */
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'

export type Query = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>

/** Runs `use` with a query function on the server's database, then closes it. */
export async function withDatabase<R>(
  server: { dataDir: string; database: 'embedded' | 'postgresql'; databaseUrl?: string },
  use: (query: Query) => Promise<R>,
): Promise<R> {
  if (server.database === 'postgresql') {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: server.databaseUrl ?? process.env.DATABASE_URL })
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

/**
 * A fresh, empty PostgreSQL database beside the one `url` names (a server started on it seeds the
 * demo), so a test file's data never reaches another file's server. drop() removes it.
 */
export async function freshPostgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg')
  const name = `ibr_e2e_${randomBytes(5).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const own = new URL(url)
  own.pathname = `/${name}`
  return { url: own.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}
