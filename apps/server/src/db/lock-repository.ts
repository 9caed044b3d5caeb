import { sql, type Kysely } from 'kysely'

/**
 * Session-level advisory locks, held by one connection (pass it: `db.connection().execute(...)`), for
 * work that spans transactions, such as the start-up's migrations and seed.
 */
export function lockRepository<Schema>(connection: Kysely<Schema>) {
  return {
    /** Waits for the lock with no statement timeout on this connection (the wait may be long). */
    async lock(key: number): Promise<void> {
      await sql`select set_config('statement_timeout', '0', false)`.execute(connection)
      await sql`select pg_advisory_lock(${key})`.execute(connection)
    },

    /** Releases the lock and gives the connection its statement timeout back. */
    async unlock(key: number): Promise<void> {
      await sql`select pg_advisory_unlock(${key})`.execute(connection)
      await sql`reset statement_timeout`.execute(connection)
    },
  }
}
