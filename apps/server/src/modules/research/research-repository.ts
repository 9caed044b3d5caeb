import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/sql/visible.js'

export function researchRepository(db: Kysely<DB>) {
  const teams = () =>
    db
      .selectFrom('team as t')
      .leftJoin('research_area as r', 'r.id', 't.area_id')
      .where((eb) => isVisible(eb, 't'))
      .select([
        't.id',
        't.kind',
        't.area_id',
        't.name_zh',
        't.name_en',
        't.leader_zh',
        't.leader_en',
        't.leader_title_zh',
        't.leader_title_en',
        't.summary_zh',
        't.summary_en',
        't.photo_id',
        'r.code as area_code',
        'r.name_zh as area_name_zh',
        'r.name_en as area_name_en',
      ])
      .orderBy('t.sort')
      .orderBy('t.id')

  return {
    /** Every published team: what the sitemap lists after the articles. */
    sitemapTeams() {
      return db
        .selectFrom('team as t')
        .where((eb) => isVisible(eb, 't'))
        .select(['t.id', 't.kind', 't.updated_at'])
        .orderBy('t.id')
        .execute()
    },
    areas() {
      return db.selectFrom('research_area').selectAll().orderBy('sort').orderBy('id').execute()
    },

    area(id: number) {
      return db.selectFrom('research_area').selectAll().where('id', '=', id).executeTakeFirst()
    },

    teams(kind: 'team' | 'consociation' | undefined, areaId?: number) {
      let q = teams()
      if (kind) q = q.where('t.kind', '=', kind)
      if (areaId !== undefined) q = q.where('t.area_id', '=', areaId)
      return q.execute()
    },

    team(id: number) {
      return teams()
        .where('t.id', '=', id)
        .select(['t.bio_zh', 't.bio_en', 't.interests_zh', 't.interests_en', 't.location_zh', 't.location_en', 't.email', 't.phone'])
        .executeTakeFirst()
    },

    members(teamId: number) {
      return db.selectFrom('team_member').selectAll().where('team_id', '=', teamId).orderBy('sort').orderBy('id').execute()
    },

    facilities() {
      return db
        .selectFrom('facility as f')
        .where((eb) => isVisible(eb, 'f'))
        .selectAll()
        .orderBy('f.sort')
        .orderBy('f.id')
        .execute()
    },

    facility(id: number) {
      return db
        .selectFrom('facility as f')
        .where((eb) => isVisible(eb, 'f'))
        .where('f.id', '=', id)
        .selectAll()
        .executeTakeFirst()
    },
  }
}

export type ResearchRepository = ReturnType<typeof researchRepository>
export type TeamRow = Awaited<ReturnType<ResearchRepository['teams']>>[number]
export type TeamDetailRow = NonNullable<Awaited<ReturnType<ResearchRepository['team']>>>
export type FacilityRow = Awaited<ReturnType<ResearchRepository['facilities']>>[number]
export type AreaRow = Awaited<ReturnType<ResearchRepository['areas']>>[number]
export type MemberRow = Awaited<ReturnType<ResearchRepository['members']>>[number]
