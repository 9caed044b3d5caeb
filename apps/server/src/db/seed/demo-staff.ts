import { ROLE, SUPER_USER_TYPE } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import { checkPassword, hashPassword } from '../../auth/password.js'
import type { DB } from '../schema.js'

/** The demo's staff accounts (README): each one's password is `demo-password-` + the user name. */
export const DEMO_STAFF = ['admin', 'editor', 'reviewer', 'teamadmin'] as const
export const demoPassword = (username: string) => `demo-password-${username}`
/** A demo account's address, under the reserved `.example` domain: the demo's mail goes nowhere real. */
export const demoEmail = (username: string, product: string) => `${username}@demo.${product}.example`

/**
 * Adds the demo staff accounts to a database that has none: `admin` (super user and administrator),
 * `editor` (editor of the news section), `reviewer` (reviewer of every section), `teamadmin` (group
 * administrator of the first team). Checked on its own, so a site seeded before accounts existed gets them too.
 */
export async function seedDemoStaffIfNone(db: Kysely<DB>, product: string): Promise<boolean> {
  const any = await db.selectFrom('staff_user').select('id').limit(1).executeTakeFirst()
  if (any) return false
  const hashes = await Promise.all(DEMO_STAFF.map((u) => hashPassword(demoPassword(u))))
  const news = await db
    .selectFrom('menu')
    .select('id')
    .where('parent_id', 'is', null)
    .where('list_template', '=', `${product}News`)
    .executeTakeFirst()
  const newsSections = news
    ? [news.id, ...(await db.selectFrom('menu').select('id').where('parent_id', '=', news.id).execute()).map((m) => m.id)]
    : []
  const allSections = (await db.selectFrom('menu').select('id').execute()).map((m) => m.id)
  const firstTeam = await db
    .selectFrom('team')
    .select('id')
    .where('kind', '=', 'team')
    .orderBy('sort')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  await db.transaction().execute(async (trx) => {
    const add = async (i: number, name: string, userType = '') => {
      const { id } = await trx
        .insertInto('staff_user')
        .values({
          username: DEMO_STAFF[i]!,
          name,
          source: 'local',
          password_hash: hashes[i]!,
          user_type: userType,
          email: demoEmail(DEMO_STAFF[i]!, product),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    }
    const admin = await add(0, 'Demo Administrator', SUPER_USER_TYPE)
    await trx.insertInto('staff_role').values({ user_id: admin, code: ROLE.admin }).execute()
    const editor = await add(1, 'Demo Editor')
    await trx.insertInto('staff_role').values({ user_id: editor, code: ROLE.editor }).execute()
    if (newsSections.length)
      await trx
        .insertInto('staff_scope')
        .values(newsSections.map((ref_id) => ({ user_id: editor, kind: 'section' as const, ref_id })))
        .execute()
    const reviewer = await add(2, 'Demo Reviewer')
    await trx.insertInto('staff_role').values({ user_id: reviewer, code: ROLE.reviewer }).execute()
    if (allSections.length)
      await trx
        .insertInto('staff_scope')
        .values(allSections.map((ref_id) => ({ user_id: reviewer, kind: 'section' as const, ref_id })))
        .execute()
    const teamAdmin = await add(3, 'Demo Team Administrator')
    if (firstTeam) await trx.updateTable('team').set({ group_admin_id: teamAdmin }).where('id', '=', firstTeam.id).execute()
  })
  return true
}

/** The demo accounts whose documented password still works: a warning on a server others can reach. */
export async function openDemoAccounts(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_user')
    .select(['username', 'password_hash'])
    .where('username', 'in', [...DEMO_STAFF])
    .where('active', '=', true)
    .execute()
  const open: string[] = []
  for (const row of rows)
    if (row.password_hash && (await checkPassword(demoPassword(row.username), row.password_hash))) open.push(row.username)
  return open
}
