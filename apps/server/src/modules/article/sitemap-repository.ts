import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/sql/visible.js'

/** The public articles the sitemap lists, paged. */
export function sitemapRepository(db: Kysely<DB>) {
  return {
    /**
     * Public items for the sitemap, newest first, each once with the first section it is listed in
     * (its share address) and its last change. Links out (highlights) have no page of their own.
     */
    sitemapEntries(offset: number, limit: number) {
      return db
        .selectFrom('article as a')
        .where((eb) => isVisible(eb, 'a'))
        .where('a.out_link', 'is', null)
        .select((eb) => [
          'a.id',
          'a.updated_at',
          eb
            .selectFrom('article_menu as am')
            .whereRef('am.article_id', '=', 'a.id')
            .select((e) => e.fn.min('am.menu_id').as('m'))
            .as('menu_id'),
        ])
        .orderBy('a.publish_at', 'desc')
        .orderBy('a.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute()
    },

    async sitemapCount(): Promise<number> {
      const row = await db
        .selectFrom('article as a')
        .where((eb) => isVisible(eb, 'a'))
        .where('a.out_link', 'is', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
      return row.n
    },
  }
}

export type SitemapRow = Awaited<ReturnType<ReturnType<typeof sitemapRepository>['sitemapEntries']>>[number]
