import type { Insertable, Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** SQL over `staff_session` (the cookie's id is stored as its SHA-256, `id_hash`). */
export function sessionRepository(db: Kysely<DB>) {
  return {
    /** Removes every session past its absolute expiry or idle since before `idleSince`. */
    async deleteExpired(at: Date, idleSince: Date): Promise<void> {
      await db
        .deleteFrom('staff_session')
        .where((eb) => eb.or([eb('expires_at', '<', at), eb('last_seen_at', '<', idleSince)]))
        .execute()
    },

    async insert(row: Insertable<DB['staff_session']>): Promise<void> {
      await db.insertInto('staff_session').values(row).execute()
    },

    /** A session with its account's name and whether that account is still active. */
    findWithUser(idHash: string) {
      return db
        .selectFrom('staff_session as s')
        .innerJoin('staff_user as u', 'u.id', 's.user_id')
        .select(['s.id_hash', 's.user_id', 's.csrf_token', 's.last_seen_at', 's.expires_at', 's.cas_ticket_hash', 'u.username', 'u.active'])
        .where('s.id_hash', '=', idHash)
        .executeTakeFirst()
    },

    async touch(idHash: string, at: Date): Promise<void> {
      await db.updateTable('staff_session').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute()
    },

    async delete(idHash: string): Promise<void> {
      await db.deleteFrom('staff_session').where('id_hash', '=', idHash).execute()
    },

    /** Deletes an account's sessions, all but `keepIdHash` when given; returns how many went. */
    async deleteForUser(userId: number, keepIdHash?: string): Promise<number> {
      let query = db.deleteFrom('staff_session').where('user_id', '=', userId)
      if (keepIdHash) query = query.where('id_hash', '<>', keepIdHash)
      const result = await query.executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    deleteByTicketHash(ticketHash: string): Promise<{ userId: number } | undefined> {
      return db.deleteFrom('staff_session').where('cas_ticket_hash', '=', ticketHash).returning('user_id as userId').executeTakeFirst()
    },

    /** An account's sessions not yet past their absolute expiry at `at`. */
    async countForUser(userId: number, at: Date): Promise<number> {
      const row = await db
        .selectFrom('staff_session')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('expires_at', '>', at)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
  }
}
