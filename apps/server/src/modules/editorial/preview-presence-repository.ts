import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

/** Who else has an item open, and the links that show its working copy to someone without an account. */
export function previewPresenceRepository(db: Kysely<DB>) {
  return {
    async seePresence(articleId: number, userId: number, name: string) {
      await db
        .insertInto('edit_presence')
        .values({ article_id: articleId, user_id: userId, name })
        .onConflict((oc) =>
          oc.columns(['article_id', 'user_id']).doUpdateSet({
            seen_at: sql`now()`,
            // A return after a long absence starts a new stay.
            since: sql`case when edit_presence.seen_at < now() - interval '2 minutes' then now() else edit_presence.since end`,
          }),
        )
        .execute()
      await db
        .deleteFrom('edit_presence')
        .where('seen_at', '<', sql<Date>`now() - interval '10 minutes'`)
        .execute()
      return db
        .selectFrom('edit_presence')
        .where('article_id', '=', articleId)
        .where('user_id', '<>', userId)
        .where('seen_at', '>', sql<Date>`now() - interval '60 seconds'`)
        .select(['name', 'since'])
        .orderBy('since')
        .execute()
    },

    async addPreviewLink(tokenHash: string, articleId: number, userId: number, expiresAt: Date) {
      await db
        .deleteFrom('preview_link')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute()
      await db
        .insertInto('preview_link')
        .values({ token_hash: tokenHash, article_id: articleId, created_by: userId, expires_at: expiresAt })
        .execute()
    },

    previewLink(tokenHash: string) {
      return db
        .selectFrom('preview_link')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', sql<Date>`now()`)
        .select(['article_id', 'expires_at'])
        .executeTakeFirst()
    },
  }
}
