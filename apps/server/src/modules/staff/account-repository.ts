import { ROLE } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

/**
 * The writes on a staff account's own row, its sessions and access requests (tables staff_user,
 * staff_session, staff_access_request). Pass a transaction to keep them in the caller's.
 */
export function accountRepository(db: Kysely<DB>) {
  return {
    async insertUser(values: {
      username: string
      name: string
      source: 'local' | 'cas'
      password_hash: string | null
      must_change_password: boolean
      email?: string | null
      user_type?: string
    }) {
      const { id } = await db.insertInto('staff_user').values(values).returning('id').executeTakeFirstOrThrow()
      return id
    },
    async updateUser(id: number, values: { name?: string; active?: boolean; user_type?: string; email?: string | null }) {
      await db
        .updateTable('staff_user')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
    },
    async setPassword(id: number, passwordHash: string, mustChange: boolean) {
      await db
        .updateTable('staff_user')
        .set({ password_hash: passwordHash, must_change_password: mustChange, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
    },
    async markSignIn(id: number) {
      await db.updateTable('staff_user').set({ last_sign_in_at: new Date() }).where('id', '=', id).execute()
    },
    /** Ends the account's sessions, but the one whose hash is `keep`. */
    async endSessions(userId: number, keep?: string) {
      let q = db.deleteFrom('staff_session').where('user_id', '=', userId)
      if (keep !== undefined) q = q.where('id_hash', '<>', keep)
      await q.execute()
    },
    /** Every administrator and super user's account, by user name, with whether it holds the administrator role. */
    listWithAdmin: () =>
      db
        .selectFrom('staff_user as u')
        .select(['u.id', 'u.username', 'u.name', 'u.active', 'u.user_type'])
        .select((eb) =>
          eb
            .exists(eb.selectFrom('staff_role as r').select('r.code').whereRef('r.user_id', '=', 'u.id').where('r.code', '=', ROLE.admin))
            .as('admin'),
        )
        .orderBy('u.username')
        .execute(),
    accessRequest: (id: number) => db.selectFrom('staff_access_request').selectAll().where('id', '=', id).executeTakeFirst(),
    removeAccessRequest: (id: number) =>
      db.deleteFrom('staff_access_request').where('id', '=', id).returning('username').executeTakeFirst(),
    async removeAccessRequestsOf(username: string) {
      await db
        .deleteFrom('staff_access_request')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .execute()
    },
  }
}
