import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { FileStore } from '../../storage/file-store.js'
import { fileRepository } from './file-repository.js'

/** Removes a blob and its variants once no row names its hash: identical uploads share one blob. */
export async function releaseBlob(db: Kysely<DB>, store: FileStore, sha256: string): Promise<void> {
  if (await fileRepository(db).isShaReferenced(sha256)) return
  await store.remove(sha256)
}
