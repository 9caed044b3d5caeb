import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { isVisible } from '../db/sql/visible.js'

/**
 * The section list's keyword filter as it was before it read the search index: `LIKE` over
 * `article.search_text` (lower-cased titles, subtitles and bodies of both languages, tags removed).
 * Kept here only so the tests compare the new filter with it on the same data.
 */
export async function legacyKeywordList(
  db: Kysely<DB>,
  menuId: number,
  filter: { keyword: string; category?: string; year?: number },
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const pattern = `%${filter.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  let matching = db.selectFrom('article as a').select('a.id').where('a.search_text', 'like', pattern)
  if (filter.category) {
    const c = filter.category
    matching = matching.where((eb) => eb.or([eb('a.category', '=', c), eb('a.enrol_kind', '=', c), eb('a.research_area', '=', c)]))
  }
  if (filter.year) matching = matching.where('a.pub_year', '=', filter.year)
  const listed = db
    .selectFrom('article_menu as am')
    .where('am.menu_id', '=', menuId)
    .where((eb) => isVisible(eb, 'am'))
    .where('am.article_id', 'in', matching)
  const rows = await listed
    .select('am.article_id')
    .orderBy('am.pinned', 'desc')
    .orderBy('am.publish_at', 'desc')
    .orderBy('am.article_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  const count = await listed.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
  return { ids: rows.map((r) => r.article_id), total: count.n }
}
