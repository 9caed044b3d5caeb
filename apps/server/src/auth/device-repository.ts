import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** SQL over `staff_device`: the digests of the browsers' device tokens (auth/device-cookie.ts). */
export function deviceRepository(db: Kysely<DB>) {
  return {
    /**
     * Counts one attempt against the token if it belongs to the named account, was issued after
     * `issuedAfter` and has carried fewer than `maxFailures`: one statement, so attempts sent together
     * cannot all pass. Answers whether it did.
     */
    async claim(tokenHash: string, username: string, issuedAfter: Date, maxFailures: number): Promise<boolean> {
      const row = await db
        .updateTable('staff_device')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('token_hash', '=', tokenHash)
        .where('failures', '<', maxFailures)
        .where('issued_at', '>', issuedAfter)
        .where('user_id', '=', (eb) =>
          eb
            .selectFrom('staff_user')
            .select('id')
            .where(sql<boolean>`lower(username) = lower(${username})`),
        )
        .returning('user_id')
        .executeTakeFirst()
      return row !== undefined
    },

    /** Records a new token of the account; its tokens issued up to `expiredBy`, and `replacingHash`, go. */
    async replace(userId: number, tokenHash: string, expiredBy: Date, replacingHash?: string): Promise<void> {
      await db
        .deleteFrom('staff_device')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('issued_at', '<=', expiredBy), ...(replacingHash ? [eb('token_hash', '=', replacingHash)] : [])]))
        .execute()
      await db.insertInto('staff_device').values({ token_hash: tokenHash, user_id: userId }).execute()
    },

    async deleteForUser(userId: number): Promise<void> {
      await db.deleteFrom('staff_device').where('user_id', '=', userId).execute()
    },
  }
}
