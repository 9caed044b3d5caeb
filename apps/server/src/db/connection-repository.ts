import { sql, type Kysely } from 'kysely'
import type { DB } from './schema.js'

/** Statements about the connection and the database as a whole, not about the site's tables. */
export function connectionRepository(db: Kysely<DB>) {
  return {
    /** The smallest question the database can answer: whether it is there. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db)
    },

    /** Sends `payload` on `channel` (pg_notify); inside a transaction it leaves when the transaction commits. */
    async notify(channel: string, payload: string): Promise<void> {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db)
    },
  }
}
