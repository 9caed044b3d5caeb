import type { ResearchArea } from '@ibr/contract'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { TeamNames } from './paper-matching.js'

type Db = Kysely<DB> | Transaction<DB>

/** An existing paper as duplicates are judged: its working copy when it has one, else its public row. */
export interface PaperKey {
  id: number
  title_zh: string
  title_en: string
  doi: string | null
  year: number | null
}

export function paperImportRepository(db: Db) {
  return {
    /** Research groups with their names in both languages: leader, members. */
    async teams(): Promise<(TeamNames & { name_zh: string; name_en: string })[]> {
      const [teams, members] = await Promise.all([
        db
          .selectFrom('team as t')
          .leftJoin('research_area as ra', 'ra.id', 't.area_id')
          .where('t.kind', '=', 'team')
          .select(['t.id', 't.name_zh', 't.name_en', 't.leader_zh', 't.leader_en', 'ra.code'])
          .orderBy('t.sort')
          .orderBy('t.id')
          .execute(),
        db.selectFrom('team_member').select(['team_id', 'name_zh', 'name_en']).execute(),
      ])
      return teams.map((t) => ({
        id: t.id,
        name_zh: t.name_zh,
        name_en: t.name_en,
        area: (t.code as ResearchArea | null) ?? null,
        names: [t.leader_zh, t.leader_en, ...members.filter((m) => m.team_id === t.id).flatMap((m) => [m.name_zh, m.name_en])].filter(
          (n) => n.trim() !== '',
        ),
      }))
    },

    /** Papers, in any state, with one of these DOIs or published in one of these years. */
    async papersLike(dois: readonly string[], years: readonly number[]): Promise<PaperKey[]> {
      if (dois.length === 0 && years.length === 0) return []
      const doi = sql<string | null>`case when d.article_id is null then a.doi else d.doc->>'doi' end`
      const year = sql<number | null>`case when d.article_id is null then a.pub_year else (d.doc->>'year')::int end`
      return db
        .selectFrom('article as a')
        .leftJoin('article_draft as d', 'd.article_id', 'a.id')
        .where('a.kind', '=', 'paper')
        .where((eb) =>
          eb.or([...(dois.length ? [eb(sql`lower(${doi})`, 'in', dois)] : []), ...(years.length ? [eb(year, 'in', years)] : [])]),
        )
        .select([
          'a.id',
          sql<string>`coalesce(d.title_zh, a.title_zh)`.as('title_zh'),
          sql<string>`coalesce(d.title_en, a.title_en)`.as('title_en'),
          doi.as('doi'),
          year.as('year'),
        ])
        .orderBy('a.id')
        .execute()
    },

    /** The ids of these that are research groups. */
    async teamIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db.selectFrom('team').where('id', 'in', ids).where('kind', '=', 'team').select('id').execute()
      return rows.map((r) => r.id)
    },

    /** Lists a paper under its teams. */
    async linkTeams(articleId: number, teamIds: readonly number[]) {
      if (teamIds.length === 0) return
      await db
        .insertInto('team_paper')
        .values(teamIds.map((teamId) => ({ team_id: teamId, article_id: articleId })))
        .execute()
    },
  }
}
