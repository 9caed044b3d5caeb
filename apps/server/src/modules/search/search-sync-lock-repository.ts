import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

/** One number for every sync of the search index (pg_advisory_xact_lock's key). */
const SEARCH_SYNC_LOCK = 0x5ea_7c4

/** Serialises the syncs of the search index for the rest of the transaction `trx`. */
export async function lockSearchSync(trx: Kysely<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SEARCH_SYNC_LOCK})`.execute(trx)
}
