import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** The restore's own statements (backup/restore-backup.ts), in its transaction. */
export function restoreRepository(db: Kysely<DB>) {
  return {
    /** Lifts the server's per-statement limit for the rest of the transaction. */
    async noStatementTimeout(): Promise<void> {
      await sql`set local statement_timeout = 0`.execute(db)
    },
    async dropPublicSchema(): Promise<void> {
      await sql`drop schema public cascade`.execute(db)
    },
    async createPublicSchema(): Promise<void> {
      await sql`create schema public`.execute(db)
    },
  }
}
