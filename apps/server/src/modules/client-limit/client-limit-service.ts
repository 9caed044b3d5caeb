import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { clientLimitRepository, type LimitCount } from './client-limit-repository.js'

/**
 * Counts kept in the per-client limits' table for other modules' own limits (a key each, one window
 * per key, shared by every instance): the door to this module.
 */
export function clientLimitService(db: Kysely<DB>) {
  return {
    /** Counts one hit under `key` in a window of `windowMs`; answers the hits so far and the time left. */
    hit: (key: string, windowMs: number): Promise<LimitCount> => clientLimitRepository(db).hit(key, windowMs),
  }
}
