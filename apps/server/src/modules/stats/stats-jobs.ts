import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { JobDefinition } from '../../jobs/job-queue.js'
import { formatDay } from '../../lib/dates.js'
import type { StatsRecorder } from './stats-recorder.js'
import { statsRepository } from './stats-repository.js'

export const CLOSE_STATS_DAY_JOB = 'stats.close-day'

/**
 * Closes the days before today in the site's zone: their salts and visitor hashes are deleted (the
 * visitors are already counted), so yesterday's hashes can never be made again. Run every minute,
 * so a day's salt outlives its day by a minute at most.
 */
export function statsJobs(db: Kysely<DB>, timeZone: string, recorder: StatsRecorder, log: FastifyBaseLogger): JobDefinition[] {
  return [
    {
      name: CLOSE_STATS_DAY_JOB,
      everySeconds: 60,
      maxAttempts: 3,
      run: async () => {
        const today = formatDay(new Date(), timeZone)
        recorder.forgetSaltBefore(today)
        const removed = await statsRepository(db).closeDaysBefore(today)
        if (removed.salts > 0) log.info(removed, 'readers’ figures: closed days’ salts and visitor hashes deleted')
      },
    },
  ]
}
