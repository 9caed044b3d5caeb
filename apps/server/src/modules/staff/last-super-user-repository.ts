import { isSuperUserType } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError } from '../../http/app-error.js'

/** One number for every change that could take away a super user (pg_advisory_xact_lock's key). */
const SUPER_USERS_LOCK = 7_310_099

/**
 * Serialises the changes that may leave the site without an active super user: two super users
 * revoking each other at the same moment would otherwise each see the other still there, and commit.
 */
export async function lockSuperUsers(trx: Kysely<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SUPER_USERS_LOCK})`.execute(trx)
}

/** The SQL guarding the last super user. Refuses (rolling the transaction back) a change after which no active super user is left. */
export async function keepASuperUser(trx: Kysely<DB>, field: string): Promise<void> {
  const active = await trx.selectFrom('staff_user').select('user_type').where('active', '=', true).execute()
  if (!active.some((u) => isSuperUserType(u.user_type))) throw new AppError('conflict', 'staff.lastSuperUser', { field })
}
