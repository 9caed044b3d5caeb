import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { releaseBlob } from './blob-release.js'
import { fileRepository } from './file-repository.js'

const SWEEP_INTERVAL_MS = 10 * 60 * 1000

/** Deletes drafts past their expiry, then the blobs no row names any more; answers how many drafts went. */
export async function sweepExpiredDrafts(deps: Pick<AppDeps, 'db' | 'store'>): Promise<number> {
  const hashes = await fileRepository(deps.db).deleteExpiredDrafts()
  for (const sha256 of new Set(hashes)) await releaseBlob(deps.db, deps.store, sha256)
  return hashes.length
}

/**
 * Sweeps once now and then every ten minutes. The timer does not hold the process open, and a sweep
 * still running when the next is due is not doubled.
 */
export function startDraftSweeper(deps: Pick<AppDeps, 'db' | 'store'>, log: FastifyBaseLogger): { stop(): void } {
  let running = false
  const sweep = async () => {
    if (running) return
    running = true
    try {
      const removed = await sweepExpiredDrafts(deps)
      if (removed > 0) log.info({ removed }, 'expired draft uploads removed')
    } catch (error) {
      log.error({ err: error }, 'draft sweep failed')
    } finally {
      running = false
    }
  }
  void sweep()
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
