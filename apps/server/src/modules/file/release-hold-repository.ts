import { sql, type Kysely } from 'kysely'
import type { DatabaseKind } from '../../db/database.js'
import type { DB } from '../../db/schema.js'

/**
 * The advisory lock between backups and blob removals: a backup holds it shared while it copies
 * files (so backups on several instances run side by side), a removal takes it exclusive for an
 * instant and does not wait for it. A lock, not a row, so a backup whose process dies holds nothing.
 */
const RELEASE_LOCK = 0x1b5_b10b

/**
 * The embedded database has one session, in which advisory locks never conflict: there the backups
 * copying files are counted in a setting of that session instead. Both sides read or change it in
 * one statement on the one connection, which a removal's transaction holds while it checks and deletes.
 */
const EMBEDDED_HOLDS = 'ibr.blob_release_holds'

async function changeEmbeddedHolds(db: Kysely<DB>, by: 1 | -1): Promise<void> {
  await sql`select set_config(${EMBEDDED_HOLDS}, (coalesce(nullif(current_setting(${EMBEDDED_HOLDS}, true), ''), '0')::int + ${by})::text, false)`.execute(
    db,
  )
}

/**
 * Runs `work` (a backup's snapshot and file copy) while no stored blob may be removed: a removal meanwhile
 * is recorded as pending instead (blob-release.ts). Taken before the snapshot, so a row deleted after the
 * snapshot cannot have its blob removed before the copy reaches it. On PostgreSQL one pooled connection
 * holds the lock; if that connection is lost the hold is too, and the backup fails rather than claim an
 * archive it cannot vouch for.
 */
export async function holdBlobReleases<T>(db: Kysely<DB>, kind: DatabaseKind, work: () => Promise<T>): Promise<T> {
  if (kind === 'embedded') {
    await changeEmbeddedHolds(db, 1)
    try {
      return await work()
    } finally {
      await changeEmbeddedHolds(db, -1)
    }
  }
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock_shared(${RELEASE_LOCK})`.execute(connection)
    let result: T
    try {
      result = await work()
    } catch (error) {
      await sql`select pg_advisory_unlock_shared(${RELEASE_LOCK})`.execute(connection).catch(() => {})
      throw error
    }
    const { rows } = await sql<{ held: boolean }>`select pg_advisory_unlock_shared(${RELEASE_LOCK}) as held`.execute(connection)
    if (!rows[0]?.held) throw new Error('the hold on file removals was lost while files were copied')
    return result
  })
}

/**
 * Runs `work` in a transaction when no backup is copying files, holding off any backup from starting
 * until it commits; answers false without running it when one is. Another removal at the same instant
 * also answers false: the caller's pending record is then done by the next sweep.
 */
export async function whileNoBackupCopies(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ free: boolean }>`
      select pg_try_advisory_xact_lock(${RELEASE_LOCK})
        and coalesce(nullif(current_setting(${EMBEDDED_HOLDS}, true), ''), '0')::int = 0 as free`.execute(trx)
    if (!rows[0]?.free) return false
    await work(trx)
    return true
  })
}
