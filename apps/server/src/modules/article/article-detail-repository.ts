import type { Kysely } from 'kysely'
import { ARTICLE_DETAIL_COLUMNS } from '../../db/sql/article-columns.js'
import type { DB } from '../../db/schema.js'
import { isVisible } from '../../db/sql/visible.js'
import { TEMPLATE_LIST } from './article-list-repository.js'

/** One article's page: its public row, where it is listed, its files and its picture's alt text. */
export function articleDetailRepository(db: Kysely<DB>) {
  return {
    detail(id: number) {
      return db
        .selectFrom('article as a')
        .where('a.id', '=', id)
        .where((eb) => isVisible(eb, 'a'))
        .select(ARTICLE_DETAIL_COLUMNS)
        .select(TEMPLATE_LIST)
        .executeTakeFirst()
    },

    /** The sections an article is listed in, with its pin flag there. */
    placements(id: number) {
      return db.selectFrom('article_menu').where('article_id', '=', id).select(['menu_id', 'pinned']).execute()
    },

    attachments(id: number) {
      return db
        .selectFrom('article_file as af')
        .innerJoin('file as f', 'f.id', 'af.file_id')
        .where('af.article_id', '=', id)
        .where('f.visibility', '=', 'public')
        .select(['f.id', 'f.name', 'f.size', 'f.mime'])
        .orderBy('af.sort')
        .orderBy('f.id')
        .execute()
    },

    /** Files by id whatever their visibility, in the order given (a staff preview's attachments). */
    async filesByIds(ids: readonly string[]) {
      if (ids.length === 0) return []
      const rows = await db.selectFrom('file').where('id', 'in', ids).select(['id', 'name', 'size', 'mime']).execute()
      const byId = new Map(rows.map((r) => [r.id, r]))
      return ids.flatMap((id) => byId.get(id) ?? [])
    },

    /** A picture's alt text in both languages, whatever its visibility (a preview shows a draft's picture too). */
    pictureAlt(fileId: string) {
      return db.selectFrom('file').where('id', '=', fileId).select(['alt_zh', 'alt_en']).executeTakeFirst()
    },

    publicFile(fileId: string) {
      return db.selectFrom('file').where('id', '=', fileId).where('visibility', '=', 'public').select(['id', 'mime']).executeTakeFirst()
    },
  }
}
