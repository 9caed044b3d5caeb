import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema.js'
import type { Announce } from './content-changes.js'

/**
 * A service's write whose every success changes what the public sees: the transaction commits, then
 * the change is announced (awaited), then the caller gets the result. A write that throws announces nothing.
 */
export function announcedWrite(db: Kysely<DB>, announce: Announce, reason: string) {
  return async function write<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(work)
    await announce(reason)
    return result
  }
}
