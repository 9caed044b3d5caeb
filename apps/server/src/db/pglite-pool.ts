import type { PGlite } from '@electric-sql/pglite'
import type { PostgresPool, PostgresPoolClient } from 'kysely'

/**
 * Presents one PGlite instance as the pool Kysely's PostgresDialect expects. PGlite has a single
 * connection, so a client is lent to one caller at a time: without the queue, two transactions
 * would interleave their statements on the same session. Kysely's own PGliteDialect (0.29) shares
 * one connection object between callers and sends any caller's statement into whichever
 * transaction is open, which a server with concurrent requests cannot have.
 */
export function pglitePool(pg: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve()

  // Kysely never streams with a cursor here, so only the (sql, parameters) form of query is given.
  const client = (release: () => void) =>
    ({
      async query(sql: string, parameters: readonly unknown[]) {
        const result = await pg.query(sql, parameters as unknown[])
        const command = (sql.trimStart().split(/\s/, 1)[0] ?? '').toUpperCase()
        return { command, rowCount: result.affectedRows ?? 0, rows: result.rows }
      },
      release,
    }) as unknown as PostgresPoolClient

  return {
    options: {},
    connect() {
      let release!: () => void
      const turn = new Promise<void>((resolve) => (release = resolve))
      const ready = tail.then(() => client(release))
      tail = tail.then(() => turn)
      return ready
    },
    async end() {
      await tail
      await pg.close()
    },
  }
}
