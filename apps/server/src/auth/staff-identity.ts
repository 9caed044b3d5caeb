import { CONFERENCE_TOKEN_PATTERN, isConferenceToken, type SectionReach, type StaffUser } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/**
 * Loads what the console and the permission check know of accounts: roles, scopes and the teams each
 * administers, in three queries whatever the number of accounts.
 */
export async function loadStaffUsers(db: Kysely<DB>, ids: readonly number[], lang: 'zh' | 'en'): Promise<Map<number, StaffUser>> {
  const found = new Map<number, StaffUser>()
  if (ids.length === 0) return found
  const [users, roles, scopes, teams, granted] = await Promise.all([
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
    db
      .selectFrom('staff_scope as s')
      .innerJoin('menu as m', 'm.id', 's.ref_id')
      .select([
        's.user_id',
        'm.list_template',
        sql<boolean>`exists (select 1 from menu c where c.parent_id = m.id and c.list_template ~ ${CONFERENCE_TOKEN_PATTERN})`.as(
          'holds_conferences',
        ),
      ])
      .where('s.kind', '=', 'section')
      .where('s.user_id', 'in', ids)
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
      reach: [],
      source: u.source,
      mustChangePassword: u.must_change_password,
    })
  }
  for (const r of roles) found.get(r.user_id)?.roles.push(r.code)
  for (const s of scopes) found.get(s.user_id)?.[s.kind === 'section' ? 'sections' : 'conferences'].push(s.ref_id)
  for (const t of teams) found.get(t.group_admin_id!)?.groups.push({ id: t.id, name: t.name })
  for (const g of granted) {
    const user = found.get(g.user_id)
    const reach = reachOf(g.list_template, g.holds_conferences)
    if (user && reach && !user.reach.includes(reach)) user.reach.push(reach)
  }
  return found
}

/** What a granted section holds, as the records and conference services decide who edits what. */
function reachOf(template: string, holdsConferences: boolean): SectionReach | null {
  if (template === 'team' || template === 'consociation') return 'team'
  if (template === 'coreFacility') return 'facility'
  if (holdsConferences || isConferenceToken(template)) return 'conference'
  return null
}

export async function loadStaffUser(db: Kysely<DB>, id: number, lang: 'zh' | 'en'): Promise<StaffUser | undefined> {
  return (await loadStaffUsers(db, [id], lang)).get(id)
}
