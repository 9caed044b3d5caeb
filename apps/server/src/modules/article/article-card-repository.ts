import { sql, type Kysely } from 'kysely'
import { ARTICLE_DEADLINE, ARTICLE_SUMMARY_COLUMNS, ARTICLE_TITLE_COLUMNS } from '../../db/sql/article-columns.js'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/sql/visible.js'
import { TEMPLATE_LIST } from './article-list-repository.js'

/** Public items read by kind rather than by section: the home page's blocks, papers by area or team. */
export function articleCardRepository(db: Kysely<DB>) {
  return {
    /** Newest public items of one kind (the home page's blocks). */
    newestOfKind(kind: string, limit: number) {
      return db
        .selectFrom('article as a')
        .where('a.kind', '=', kind)
        .where((eb) => isVisible(eb, 'a'))
        .select([...ARTICLE_TITLE_COLUMNS, 'a.picture_id', 'a.out_link', 'a.publish_at', TEMPLATE_LIST])
        .orderBy('a.publish_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .execute()
    },

    /** Newest public papers, of one research area or of one team when given. */
    papers(options: { area?: string; teamId?: number; limit: number }) {
      let q = db
        .selectFrom('article as a')
        .where('a.kind', '=', 'paper')
        .where((eb) => isVisible(eb, 'a'))
      if (options.area) q = q.where('a.research_area', '=', options.area)
      if (options.teamId !== undefined) {
        const teamId = options.teamId
        q = q.where((eb) =>
          eb.exists(
            eb.selectFrom('team_paper as tp').whereRef('tp.article_id', '=', 'a.id').where('tp.team_id', '=', teamId).select('tp.team_id'),
          ),
        )
      }
      return q
        .select(ARTICLE_SUMMARY_COLUMNS)
        .select([sql<boolean>`false`.as('pinned'), ARTICLE_DEADLINE, TEMPLATE_LIST])
        .orderBy('a.publish_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(options.limit)
        .execute()
    },

    /** Published papers per research area. */
    async paperCounts(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('article as a')
        .where('a.kind', '=', 'paper')
        .where((eb) => isVisible(eb, 'a'))
        .select(['a.research_area', sql<number>`count(*)::int`.as('n')])
        .groupBy('a.research_area')
        .execute()
      return new Map(rows.map((r) => [r.research_area ?? '', r.n]))
    },
  }
}
