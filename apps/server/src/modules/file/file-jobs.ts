import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppDeps } from '../../app-deps.js'
import type { DB } from '../../db/schema.js'
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.js'
import { LocalCopy } from '../../storage/local-copy.js'
import { releasePendingBlobs } from './blob-release.js'
import { sweepExpiredDrafts } from './draft-sweeper.js'
import { fileRepository } from './file-repository.js'
import { ensureImageVariant, standardWidths } from './image-variant.js'

export const SWEEP_DRAFTS_JOB = 'file.sweep-drafts'
export const IMAGE_VARIANTS_JOB = 'file.image-variants'
const SWEEP_EVERY_SECONDS = 10 * 60

/** Makes the standard WebP variants of an image file now, so its first visitors do not wait for sharp. */
export async function makeImageVariants(deps: Pick<AppDeps, 'db' | 'store'>, fileId: string): Promise<number> {
  const file = await fileRepository(deps.db).findImage(fileId)
  // Deleted since it was queued: nothing left to do.
  if (!file) return 0
  // One local copy for every size: an object store is read once, not once per width.
  const source = new LocalCopy(() => deps.store.open({ sha256: file.sha256 }))
  let made = 0
  try {
    for (const width of standardWidths(file.width)) {
      if (!(await ensureImageVariant(deps.store, file.sha256, width, undefined, source)))
        throw new Error(`the blob of image ${fileId} is missing`)
      made += 1
    }
  } finally {
    await source.dispose()
  }
  return made
}

/** The file module's background work: the draft-upload sweeper (and the pending removals: held off by a backup, or kept DELETED_FILE_KEEP_DAYS), and variants of new images. */
export function fileJobs(deps: Pick<AppDeps, 'db' | 'store' | 'config'>, log: FastifyBaseLogger): JobDefinition[] {
  const sweep: JobDefinition = {
    name: SWEEP_DRAFTS_JOB,
    everySeconds: SWEEP_EVERY_SECONDS,
    maxAttempts: 3,
    retrySeconds: 60,
    run: async () => {
      const removed = await sweepExpiredDrafts(deps)
      if (removed > 0) log.info({ removed }, 'expired draft uploads removed')
      // Removals a backup held off, if its own end did not get to them (it failed, or its process died),
      // and files deleted more than DELETED_FILE_KEEP_DAYS ago.
      const released = await releasePendingBlobs(deps.db, deps.store)
      if (released > 0) log.info({ released }, 'stored files removed: deleted past DELETED_FILE_KEEP_DAYS, or held by a backup')
    },
  }
  const variants: JobDefinition<{ fileId: string }> = {
    name: IMAGE_VARIANTS_JOB,
    maxAttempts: 3,
    run: async ({ fileId }) => {
      await makeImageVariants(deps, fileId)
    },
  }
  return [sweep, variants]
}

/**
 * Queues the making of an image's standard variants (the media library calls it after an upload);
 * pass the upload's transaction as `db` so the job exists only if the file does. Queued once per
 * file while waiting.
 */
export function enqueueImageVariants(jobs: JobQueue, fileId: string, db?: Kysely<DB>): Promise<boolean> {
  return jobs.enqueue(IMAGE_VARIANTS_JOB, { fileId }, { uniqueKey: `${IMAGE_VARIANTS_JOB}:${fileId}`, db })
}
