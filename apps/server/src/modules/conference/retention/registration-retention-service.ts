import type { RegistrationPurgePreviewRet } from '@ibr/contract/staff'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../../app-deps.js'
import type { JobDefinition } from '../../../jobs/job-queue.js'
import { recordAudit } from '../../audit/index.js'
import { releaseBlob } from '../../file/index.js'
import { retentionRepository } from './retention-repository.js'

export const PURGE_REGISTRATIONS_JOB = 'registration.purge-expired'
const PURGE_EVERY_SECONDS = 24 * 3600

type Deps = Pick<AppDeps, 'db' | 'store' | 'config'>

/** What the retention job will remove next, for administrators. */
export async function purgePreview(deps: Pick<AppDeps, 'db' | 'config'>): Promise<RegistrationPurgePreviewRet> {
  const days = deps.config.registrationRetentionDays
  return { retentionDays: days, list: await retentionRepository(deps.db).candidates(days) }
}

/**
 * Removes the registrations and files of every conference whose last day is more than
 * REGISTRATION_RETENTION_DAYS ago: each conference in its own transaction (rows, the purge mark and
 * the audit line together), then the blobs no row names any more. Safe to run twice or on two
 * instances at once: the conference's row is locked and its due-ness checked again inside.
 * Answers how many conferences were purged.
 */
export async function purgeExpiredRegistrations(deps: Deps, log: FastifyBaseLogger): Promise<number> {
  const days = deps.config.registrationRetentionDays
  let purged = 0
  for (const id of await retentionRepository(deps.db).due(days)) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const repo = retentionRepository(trx)
      const conference = await repo.lockDue(id, days)
      if (!conference) return null
      const removed = await repo.purge(id)
      await recordAudit(trx, {
        userId: null,
        username: 'retention',
        action: 'registrationPurge',
        entity: 'conference',
        entityId: id,
        address: 'scheduled job',
        summary: `${conference.token}; ended ${conference.end_date}; kept ${days} days; removed ${removed.registrations} registration${removed.registrations === 1 ? '' : 's'}, ${removed.files} file${removed.files === 1 ? '' : 's'} (${removed.bytes} bytes)`,
      })
      return removed
    })
    if (!done) continue
    purged += 1
    // After the commit: bytes removed inside a transaction that then failed could not come back.
    for (const sha256 of done.hashes) await releaseBlob(deps.db, deps.store, sha256, deps.config.deletedFileKeepDays)
    log.info({ conference: id, registrations: done.registrations, files: done.files }, 'expired registrations purged')
  }
  return purged
}

/** The daily purge, run once per day across every instance (the job queue's schedule). */
export function retentionJobs(deps: Deps, log: FastifyBaseLogger): JobDefinition[] {
  return [
    {
      name: PURGE_REGISTRATIONS_JOB,
      everySeconds: PURGE_EVERY_SECONDS,
      maxAttempts: 3,
      retrySeconds: 600,
      run: async () => {
        await purgeExpiredRegistrations(deps, log)
      },
    },
  ]
}
