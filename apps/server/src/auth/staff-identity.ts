import type { StaffUser } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/**
 * Loads what the console and the permission check know of accounts: roles, scopes and the teams each
 * administers, in three queries whatever the number of accounts.
 */
export async function loadStaffUsers(db: Kysely<DB>, ids: readonly number[], lang: 'zh' | 'en'): Promise<Map<number, StaffUser>> {
  const found = new Map<number, StaffUser>()
  if (ids.length === 0) return found
  const [users, roles, scopes, teams] = await Promise.all([
    db
      .selectFrom('staff_user')
      .select(['id', 'username', 'name', 'user_type', 'source', 'must_change_password'])
      .where('id', 'in', ids)
      .execute(),
    db.selectFrom('staff_role').select(['user_id', 'code']).where('user_id', 'in', ids).orderBy('code').execute(),
    db.selectFrom('staff_scope').select(['user_id', 'kind', 'ref_id']).where('user_id', 'in', ids).orderBy('ref_id').execute(),
    db
      .selectFrom('team')
      .select(['id', 'group_admin_id', lang === 'en' ? sql<string>`coalesce(nullif(name_en, ''), name_zh)`.as('name') : 'name_zh as name'])
      .where('group_admin_id', 'in', ids)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ])
  for (const u of users) {
    found.set(u.id, {
      id: u.id,
      username: u.username,
      name: u.name,
      roles: [],
      userType: u.user_type,
      groups: [],
      sections: [],
      conferences: [],
      source: u.source,
      mustChangePassword: u.must_change_password,
    })
  }
  for (const r of roles) found.get(r.user_id)?.roles.push(r.code)
  for (const s of scopes) found.get(s.user_id)?.[s.kind === 'section' ? 'sections' : 'conferences'].push(s.ref_id)
  for (const t of teams) found.get(t.group_admin_id!)?.groups.push({ id: t.id, name: t.name })
  return found
}

export async function loadStaffUser(db: Kysely<DB>, id: number, lang: 'zh' | 'en'): Promise<StaffUser | undefined> {
  return (await loadStaffUsers(db, [id], lang)).get(id)
}
