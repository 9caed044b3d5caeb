import { isConferenceToken, type SectionReach, type StaffUser } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { staffIdentityRepository } from './staff-identity-repository.js'

/**
 * Loads what the console and the permission check know of accounts: roles, scopes and the teams each
 * administers, in three queries whatever the number of accounts.
 */
export async function loadStaffUsers(db: Kysely<DB>, ids: readonly number[], lang: 'zh' | 'en'): Promise<Map<number, StaffUser>> {
  const found = new Map<number, StaffUser>()
  if (ids.length === 0) return found
  const rows = staffIdentityRepository(db)
  const [users, roles, scopes, teams, granted] = await Promise.all([
    rows.users(ids),
    rows.roles(ids),
    rows.scopes(ids),
    rows.administeredTeams(ids, lang),
    rows.grantedSections(ids),
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
