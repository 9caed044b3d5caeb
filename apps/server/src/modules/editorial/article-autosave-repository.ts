import type { ArticleDoc } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { completeDoc } from './article-doc.js'

/** A copy that went to make room: its item and the titles typed in it. */
export interface DroppedRow {
  article_id: number
  title_zh: string
  title_en: string
}

/** SQL of the working copies people keep between saves: one per item and person. Takes a transaction as well. */
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

    /** Holds the person's account row until the transaction ends: two of their autosaves make room one after the other. */
    async holdPerson(userId: number): Promise<void> {
      await db.selectFrom('staff_user').select('id').where('id', '=', userId).forNoKeyUpdate().execute()
    },

    /**
     * Removes the person's copies past the bounds, oldest first, keeping `keep` (the one just written)
     * whatever it weighs: the newest `maxCopies`, while their stored size (the database's, compressed)
     * stays within `maxBytes`. Answers the removed ones, oldest first.
     */
    async dropBeyond(userId: number, keep: number, bounds: { maxCopies: number; maxBytes: number }): Promise<DroppedRow[]> {
      const { rows } = await sql<DroppedRow>`
        with ranked as (
          select article_id, saved_at, doc,
            row_number() over newest as n,
            sum(pg_column_size(doc) + pg_column_size(base)) over newest as bytes
          from article_autosave where user_id = ${userId}
          window newest as (order by article_id = ${keep} desc, saved_at desc, article_id desc)
        ), gone as (
          delete from article_autosave a using ranked r
          where a.user_id = ${userId} and a.article_id = r.article_id and r.article_id <> ${keep}
            and (r.n > ${bounds.maxCopies} or r.bytes > ${bounds.maxBytes})
          returning a.article_id, r.saved_at, r.doc
        )
        select article_id, coalesce(doc #>> '{zh,title}', '') as title_zh, coalesce(doc #>> '{en,title}', '') as title_en
        from gone order by saved_at, article_id`.execute(db)
      return rows
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
