import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { FileStore } from '../../storage/file-store.js'
import { fileRepository } from './file-repository.js'
import { whileNoBackupCopies } from './release-hold-repository.js'

/** Pending removals read at a time. */
const PENDING_BATCH = 200
const DAY_MS = 24 * 3600_000

/**
 * Lets a blob's bytes go once no row names its hash (identical uploads share one blob). With
 * `keepDays` (DELETED_FILE_KEEP_DAYS) above 0 they stay that many days, recorded as a pending removal
 * due then, so a database recovered to a moment before the delete finds its file; its image variants
 * go at once (they are remade from the blob). With 0 the bytes go now, unless an earlier keep still
 * holds them or a backup is copying files: then the removal is recorded as pending and done after the
 * backup (releasePendingBlobs).
 */
export async function releaseBlob(db: Kysely<DB>, store: FileStore, sha256: string, keepDays: number, now = new Date()): Promise<void> {
  const files = fileRepository(db)
  if (keepDays > 0) {
    if (await files.isShaReferenced(sha256)) return
    await files.keepRelease(sha256, new Date(now.getTime() + keepDays * DAY_MS))
    await store.removeVariants(sha256, await store.variants(sha256))
    return
  }
  const done = await whileNoBackupCopies(db, async (trx) => {
    const held = fileRepository(trx)
    if ((await held.isShaReferenced(sha256)) || (await held.isKeptAfter(sha256, now))) return
    await store.remove(sha256)
  })
  if (!done) await files.deferRelease(sha256)
}

/**
 * Does the pending removals due by `now` (those a backup held off, and kept blobs whose days are
 * over), each checked again against the rows as they are now: a blob some row names again is kept.
 * Stops early, leaving the rest pending, while a backup copies. Answers how many blobs went.
 */
export async function releasePendingBlobs(db: Kysely<DB>, store: FileStore, now = new Date()): Promise<number> {
  let removed = 0
  let after = ''
  for (;;) {
    const batch = await fileRepository(db).pendingReleases(after, PENDING_BATCH, now)
    for (const sha256 of batch) {
      const done = await whileNoBackupCopies(db, async (trx) => {
        const files = fileRepository(trx)
        if (!(await files.forgetPendingRelease(sha256, now))) return
        if (await files.isShaReferenced(sha256)) return
        await store.remove(sha256)
        removed += 1
      })
      if (!done) return removed
      after = sha256
    }
    if (batch.length < PENDING_BATCH) return removed
  }
}
