import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../db/schema.js'

type Db = Kysely<DB> | Transaction<DB>

/** A time of a public row that has come, as announced: the item, its names and sections, and whom to tell. */
export interface TimeCome {
  article_id: number
  told: number[]
  title_zh: string
  title_en: string
  sections: number[]
}

/**
 * The public row's times still to be announced (migration 0030): a publish time to come (the item
 * appears by the visibility rule, no job acts) and an unpublish time to come. Each is cleared in the
 * transaction that announces it, so a rerun, or a second instance, never announces it again.
 */
export function timedNoticeRepository(db: Db) {
  return {
    /**
     * Notes the public row's times still to come, by the database's clock, for `told`; `publish`
     * false when its going online is announced otherwise (a waiting version published by the job).
     * Replaces what was noted of an earlier approval: its times are no longer the row's.
     */
    async watch(id: number, told: readonly number[], { publish }: { publish: boolean }) {
      await db.deleteFrom('article_timed_notice').where('article_id', '=', id).execute()
      await sql`insert into article_timed_notice (article_id, told, publish_at, unpublish_at)
        select a.id, ${[...told]}::integer[],
          case when ${publish} and a.publish_at > now() then a.publish_at end,
          case when a.unpublish_at > now() then a.unpublish_at end
        from article a
        where a.id = ${id} and a.status = 'published'
          and ((${publish} and a.publish_at > now()) or a.unpublish_at > now())`.execute(db)
    },

    async drop(id: number) {
      await db.deleteFrom('article_timed_notice').where('article_id', '=', id).execute()
    },

    /**
     * Clears every noted time of `column` that has come and answers those the public row still holds
     * (a row changed since, by an approval or an archive, is not announced); then forgets items with
     * nothing left to announce.
     */
    async takeCome(column: 'publish_at' | 'unpublish_at'): Promise<TimeCome[]> {
      const col = sql.ref(`n.${column}`)
      const { rows } = await sql<TimeCome>`update article_timed_notice n set ${sql.ref(column)} = null
        from article a
        where a.id = n.article_id and ${col} <= now() and a.status = 'published' and ${sql.ref(`a.${column}`)} = ${col}
        returning n.article_id, n.told, a.title_zh, a.title_en,
          array(select m.menu_id from article_menu m where m.article_id = n.article_id order by m.menu_id) as sections`.execute(db)
      await sql`update article_timed_notice set ${sql.ref(column)} = null where ${sql.ref(column)} <= now()`.execute(db)
      await db.deleteFrom('article_timed_notice').where('publish_at', 'is', null).where('unpublish_at', 'is', null).execute()
      return rows
    },
  }
}
