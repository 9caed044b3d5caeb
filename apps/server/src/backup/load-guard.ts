import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { catalogRepository } from './catalog-repository.js'

/**
 * Runs `load` with the schema's foreign keys and plain indexes dropped and its triggers off, then puts
 * all three back. The rows load table by table in any order (a row may name one of a table loaded
 * later, or of its own), and the triggers (the search queue's, the audit log's guard) must not act on
 * rows that are being put back, not written. Everything here is what a table's owner may do
 * (session_replication_role, the usual way, needs a superuser); adding each foreign key back checks
 * every loaded row against it. `db` must be a transaction: a failure leaves nothing of this behind.
 */
export async function withLoadChecksOff<T>(db: Kysely<DB>, load: () => Promise<T>): Promise<T> {
  const catalog = catalogRepository(db)
  const foreignKeys = await catalog.foreignKeys()
  const triggered = await catalog.triggeredTables()
  // Indexes no constraint stands on are built again after the rows are in, as pg_restore does: a
  // trigram index kept up row by row slows every insert of the load.
  const indexes = await catalog.plainIndexes()
  for (const { tbl, name } of foreignKeys) await catalog.dropConstraint(tbl, name)
  for (const { name } of indexes) await catalog.dropIndex(name)
  for (const { tbl } of triggered) await catalog.setUserTriggers(tbl, false)
  const result = await load()
  for (const { tbl } of triggered) await catalog.setUserTriggers(tbl, true)
  for (const { def } of indexes) await catalog.createIndex(def)
  for (const { tbl, name, def } of foreignKeys) await catalog.addConstraint(tbl, name, def)
  return result
}
