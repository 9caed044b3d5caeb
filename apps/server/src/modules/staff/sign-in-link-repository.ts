import { sql, type Kysely } from 'kysely'
import { digest } from '../../auth/tokens.js'
import type { DB } from '../../db/schema.js'

/** The sign-in links' table (staff_sign_in_link): only each token's digest is kept. Pass a transaction to write in it. */
export function signInLinkRepository(db: Kysely<DB>) {
  return {
    /** Records a new link of the account, good for `minutes`; the account's used-up and expired ones go. */
    async insert(userId: number, token: string, minutes: number) {
      await db
        .deleteFrom('staff_sign_in_link')
        .where('user_id', '=', userId)
        .where('expires_at', '<=', sql<Date>`now()`)
        .execute()
      await db
        .insertInto('staff_sign_in_link')
        .values({ token_hash: digest(token), user_id: userId, expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` })
        .execute()
    },

    /**
     * Spends the link whose token this is: removed in the same statement that finds it, so two
     * browsers opening one link cannot both sign in. Answers its account if it was still good.
     */
    async spend(token: string): Promise<number | undefined> {
      const row = await db
        .deleteFrom('staff_sign_in_link')
        .where('token_hash', '=', digest(token))
        .returning(['user_id', sql<boolean>`expires_at > now()`.as('good')])
        .executeTakeFirst()
      return row?.good ? row.user_id : undefined
    },

    /** Ends every link of the account: after one is used (a request for links was for one sign-in), or its address changes. */
    async endAll(userId: number) {
      await db.deleteFrom('staff_sign_in_link').where('user_id', '=', userId).execute()
    },
  }
}
