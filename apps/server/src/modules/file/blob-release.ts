import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { FileStore } from '../../storage/file-store.js'
import { fileRepository } from './file-repository.js'
import { whileNoBackupCopies } from './release-hold-repository.js'

/** Pending removals read at a time. */
const PENDING_BATCH = 200

/**
 * Removes a blob and its variants once no row names its hash: identical uploads share one blob. While a
 * backup copies files the blob may be in its snapshot, so the removal is recorded as pending instead and
 * done after the backup (releasePendingBlobs).
 */
export async function releaseBlob(db: Kysely<DB>, store: FileStore, sha256: string): Promise<void> {
  const done = await whileNoBackupCopies(db, async (trx) => {
    if (await fileRepository(trx).isShaReferenced(sha256)) return
    await store.remove(sha256)
  })
  if (!done) await fileRepository(db).deferRelease(sha256)
}

/**
 * Does the removals deferred while backups copied files, each checked again against the rows as they
 * are now; stops early, leaving the rest pending, while a backup copies. Answers how many blobs went.
 */
export async function releasePendingBlobs(db: Kysely<DB>, store: FileStore): Promise<number> {
  let removed = 0
  let after = ''
  for (;;) {
    const batch = await fileRepository(db).pendingReleases(after, PENDING_BATCH)
    for (const sha256 of batch) {
      const done = await whileNoBackupCopies(db, async (trx) => {
        const files = fileRepository(trx)
        await files.forgetPendingRelease(sha256)
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
