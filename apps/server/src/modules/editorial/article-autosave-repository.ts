import type { ArticleDoc } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { completeDoc } from './article-doc.js'

/** SQL of the working copies people keep between saves: one per item and person. */
export function articleAutosaveRepository(db: Kysely<DB>) {
  return {
    async find(articleId: number, userId: number) {
      const row = await db
        .selectFrom('article_autosave')
        .where('article_id', '=', articleId)
        .where('user_id', '=', userId)
        .select(['doc', 'base', 'version', 'saved_at'])
        .executeTakeFirst()
      return row && { ...row, doc: completeDoc(row.doc), base: completeDoc(row.base) }
    },

    /** Writes the person's copy over the one they had; answers when it was kept. */
    async put(articleId: number, userId: number, copy: { version: number; doc: ArticleDoc; base: ArticleDoc }): Promise<Date> {
      const values = { version: copy.version, doc: JSON.stringify(copy.doc), base: JSON.stringify(copy.base) }
      const row = await db
        .insertInto('article_autosave')
        .values({ article_id: articleId, user_id: userId, ...values })
        .onConflict((oc) => oc.columns(['article_id', 'user_id']).doUpdateSet({ ...values, saved_at: sql`now()` }))
        .returning('saved_at')
        .executeTakeFirstOrThrow()
      return row.saved_at
    },

    async remove(articleId: number, userId: number) {
      await db.deleteFrom('article_autosave').where('article_id', '=', articleId).where('user_id', '=', userId).execute()
    },

    /** Drops copies nobody has touched for `days`; answers how many. */
    async purgeOlderThan(days: number): Promise<number> {
      const result = await db
        .deleteFrom('article_autosave')
        .where('saved_at', '<', sql<Date>`now() - make_interval(days => ${days}::integer)`)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
