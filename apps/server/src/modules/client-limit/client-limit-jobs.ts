import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { clientLimitRepository } from './client-limit-repository.js'

export const PURGE_CLIENT_LIMITS_JOB = 'client-limit.purge'

/** Counts of ended windows are dead weight: a client that comes back starts a new row's window anyway. */
export function clientLimitJobs(db: Kysely<DB>, log: FastifyBaseLogger): JobDefinition[] {
  return [
    {
      name: PURGE_CLIENT_LIMITS_JOB,
      everySeconds: 10 * 60,
      maxAttempts: 3,
      run: async () => {
        const removed = await clientLimitRepository(db).purgeEnded()
        if (removed > 0) log.debug({ removed }, 'ended client-limit windows removed')
      },
    },
  ]
}
