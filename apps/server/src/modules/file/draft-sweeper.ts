import type { AppDeps } from '../../app-deps.js'
import { releaseBlob } from './blob-release.js'
import { fileRepository } from './file-repository.js'

/** Deletes drafts past their expiry, then the blobs no row names any more; answers how many drafts went. */
export async function sweepExpiredDrafts(deps: Pick<AppDeps, 'db' | 'store' | 'config'>): Promise<number> {
  const hashes = await fileRepository(deps.db).deleteExpiredDrafts()
  for (const sha256 of new Set(hashes)) await releaseBlob(deps.db, deps.store, sha256, deps.config.deletedFileKeepDays)
  return hashes.length
}
