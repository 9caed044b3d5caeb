import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

export interface PendingAttemptRow {
  kind: 'signIn' | 'passwordChange'
  username: string
  user_id: number | null
  address: string
}

/** The attempts whose password is being checked now (`staff_auth_attempt`) and their lock. */
export function attemptRepository(db: Kysely<DB>) {
  return {
    /** A transaction-scoped advisory lock on the two keys (pg_advisory_xact_lock's two-key form). */
    async lock(classKey: number, key: number): Promise<void> {
      await sql`select pg_advisory_xact_lock(${classKey}::integer, ${key}::integer)`.execute(db)
    },

    /** Records a pending attempt and answers its id; rows older than a day go first. */
    async insertPending(values: PendingAttemptRow): Promise<string> {
      await db
        .deleteFrom('staff_auth_attempt')
        .where('at', '<', sql<Date>`now() - interval '1 day'`)
        .execute()
      const row = await db.insertInto('staff_auth_attempt').values(values).returning('id').executeTakeFirstOrThrow()
      return row.id
    },

    async deletePending(id: string): Promise<void> {
      await db.deleteFrom('staff_auth_attempt').where('id', '=', id).execute()
    },
  }
}
