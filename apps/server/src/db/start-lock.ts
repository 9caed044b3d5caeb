import type { Kysely } from 'kysely'
import type { DatabaseKind } from './database.js'
import { lockRepository } from './lock-repository.js'
import type { DB } from './schema.js'

/** The advisory lock instances take while they migrate and seed: one number the site owns. */
const START_LOCK = 0x1b5_57a7

/**
 * Runs `work` while holding the start-up lock: instances started together on one PostgreSQL database
 * take turns, so migrations and the demo seed run once and the others find them done. The lock is
 * held by one connection of the pool while `work` uses the others, and waits without the pool's
 * statement timeout (a first seed can take longer than it). The embedded database is opened by one
 * process only: nothing to wait for.
 */
export async function withStartLock<T>(db: Kysely<DB>, kind: DatabaseKind, work: () => Promise<T>): Promise<T> {
  if (kind === 'embedded') return work()
  return db.connection().execute(async (connection) => {
    const locks = lockRepository(connection)
    await locks.lock(START_LOCK)
    try {
      return await work()
    } finally {
      await locks.unlock(START_LOCK)
    }
  })
}
