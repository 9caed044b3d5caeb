import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** The workflow's item locks (workflow-runner.ts `lockItem`): transaction-scoped advisory locks named by text. */
export function itemLockRepository(trx: Kysely<DB>) {
  return {
    /** Waits for the lock on `name` (hashed to the lock's number) until the transaction ends. */
    async lock(name: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx)
    },
  }
}
