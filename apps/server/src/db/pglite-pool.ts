import type { PGlite } from '@electric-sql/pglite'
import type { PostgresPool, PostgresPoolClient } from 'kysely'

/** PGlite's one connection as a pool: lent or not, and how many callers queue for it. */
export interface PglitePool extends PostgresPool {
  usage(): { inUse: number; waiting: number }
}

/**
 * Presents one PGlite instance as the pool Kysely's PostgresDialect expects. PGlite has a single
 * connection, so a client is lent to one caller at a time: without the queue, two transactions
 * would interleave their statements on the same session. Kysely's own PGliteDialect (0.29) shares
 * one connection object between callers and sends any caller's statement into whichever
 * transaction is open, which a server with concurrent requests cannot have.
 */
export function pglitePool(pg: PGlite): PglitePool {
  let tail: Promise<void> = Promise.resolve()
  // Callers between connect() and release(): the one holding the connection and those queued behind it.
  let lent = 0

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
      lent += 1
      let released = false
      const done = () => {
        if (released) return
        released = true
        lent -= 1
        release()
      }
      const ready = tail.then(() => client(done))
      tail = tail.then(() => turn)
      return ready
    },
    usage: () => ({ inUse: Math.min(lent, 1), waiting: Math.max(lent - 1, 0) }),
    async end() {
      await tail
      await pg.close()
    },
  }
}
