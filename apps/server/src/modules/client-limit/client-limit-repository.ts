import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

/** A client's count in the current window and the milliseconds until the window ends. */
export interface LimitCount {
  hits: number
  ttlMs: number
}

export function clientLimitRepository(db: Kysely<DB>) {
  return {
    /**
     * Counts one request in one statement: a new window when there is none or the last has ended,
     * else one more in the current one. The database's clock decides, so instances whose clocks
     * differ still share one window.
     */
    async hit(key: string, windowMs: number): Promise<LimitCount> {
      const row = await db
        .insertInto('client_limit')
        .values({ key, hits: 1, reset_at: sql<Date>`now() + make_interval(secs => ${windowMs / 1000})` })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when client_limit.reset_at <= now() then 1 else client_limit.hits + 1 end`,
            reset_at: sql<Date>`case when client_limit.reset_at <= now() then excluded.reset_at else client_limit.reset_at end`,
          }),
        )
        .returning(['hits', sql<string>`ceil(extract(epoch from (reset_at - now())) * 1000)`.as('ttl_ms')])
        .executeTakeFirstOrThrow()
      return { hits: row.hits, ttlMs: Math.max(0, Number(row.ttl_ms)) }
    },

    /** The count without adding to it: 0 when the window has ended. */
    async read(key: string): Promise<LimitCount> {
      const row = await db
        .selectFrom('client_limit')
        .select(['hits', sql<string>`ceil(extract(epoch from (reset_at - now())) * 1000)`.as('ttl_ms')])
        .where('key', '=', key)
        .where('reset_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
      return row ? { hits: row.hits, ttlMs: Math.max(0, Number(row.ttl_ms)) } : { hits: 0, ttlMs: 0 }
    },

    /** Removes the counts of ended windows; answers how many. */
    async purgeEnded(): Promise<number> {
      const result = await db
        .deleteFrom('client_limit')
        .where('reset_at', '<=', sql<Date>`now()`)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
