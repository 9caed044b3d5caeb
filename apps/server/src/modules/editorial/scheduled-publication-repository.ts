import type { Lang } from '@ibr/contract'
import type { ArticleDoc } from '@ibr/contract/staff'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../db/schema.js'
import { visibleSql } from '../../db/sql/visible.js'
import { completeDoc } from './article-doc.js'

type Db = Kysely<DB> | Transaction<DB>

/** An approved version waiting for its publish time while the version before it stays online. */
export interface ScheduledPublication {
  version: number
  at: Date
  doc: ArticleDoc
  langs: Lang[]
  byName: string
  /** Whom its publication is told to: the people who changed it and its approver. */
  told: number[]
  /** Its publication failed at its time too often and was given up. */
  givenUp?: boolean
}

/** Approved versions of articles that wait for their time (migration 0026), and what the public row shows now. */
export function scheduledPublicationRepository(db: Db) {
  return {
    /** The item's waiting version; with `due`, only once its time has come by the database's clock. */
    async get(id: number, { due = false } = {}): Promise<ScheduledPublication | undefined> {
      let q = db.selectFrom('article_scheduled').where('article_id', '=', id)
      if (due) q = q.where('at', '<=', sql<Date>`now()`).where('given_up_at', 'is', null)
      const row = await q.selectAll().executeTakeFirst()
      return (
        row && {
          version: row.version,
          at: new Date(row.at),
          doc: completeDoc(row.doc),
          langs: row.langs,
          byName: row.by_name,
          told: row.told,
          givenUp: row.given_up_at !== null,
        }
      )
    },

    async put(id: number, p: ScheduledPublication) {
      const values = {
        version: p.version,
        at: p.at,
        doc: JSON.stringify(p.doc),
        langs: p.langs,
        by_name: p.byName,
        told: p.told,
        attempts: 0,
        given_up_at: null,
      }
      await db
        .insertInto('article_scheduled')
        .values({ article_id: id, ...values })
        .onConflict((oc) => oc.column('article_id').doUpdateSet({ ...values, created_at: sql`now()` }))
        .execute()
    },

    async drop(id: number) {
      await db.deleteFrom('article_scheduled').where('article_id', '=', id).execute()
    },

    /** Items whose waiting version's time has come by the database's clock and is not given up, soonest first. */
    async due(): Promise<number[]> {
      const rows = await db
        .selectFrom('article_scheduled')
        .where('at', '<=', sql<Date>`now()`)
        .where('given_up_at', 'is', null)
        .select('article_id')
        .orderBy('at')
        .execute()
      return rows.map((r) => r.article_id)
    },

    /**
     * By the database's clock, the clock every public read filters with: whether the public row is
     * online now, and whether `at` is still to come.
     */
    async window(id: number, at: Date | null) {
      const { rows } = await sql<{ online: boolean; ahead: boolean }>`select ${visibleSql('a')} as online,
          coalesce(${at}::timestamptz > now(), false) as ahead
        from article a where a.id = ${id}`.execute(db)
      return rows[0] ?? { online: false, ahead: false }
    },

    /** What readers see of the public row now, by the database's clock: the console says it as it is. */
    async publicNow(id: number) {
      const { rows } = await sql<{
        online: boolean
        ahead: boolean
        publish_at: Date
        unpublish_at: Date | null
        zh: boolean
        en: boolean
      }>`select ${visibleSql('a')} as online, (a.status = 'published' and a.publish_at > now()) as ahead,
          a.publish_at, a.unpublish_at, a.title_zh <> '' as zh, a.title_en <> '' as en
        from article a where a.id = ${id}`.execute(db)
      return rows[0]
    },

    /**
     * Counts a failed run of the item's publishing; at `last`, gives it up (no run tries it again
     * until an approval replaces it). Answers the waiting version when this run gave it up.
     */
    async failed(id: number, last: number): Promise<ScheduledPublication | undefined> {
      const row = await db
        .updateTable('article_scheduled')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          given_up_at: sql<Date | null>`case when attempts + 1 >= ${last} then now() end`,
        }))
        .where('article_id', '=', id)
        .where('given_up_at', 'is', null)
        .returning('given_up_at')
        .executeTakeFirst()
      return row?.given_up_at ? this.get(id) : undefined
    },

    async setPublicVersion(id: number, version: number) {
      await db.updateTable('article_draft').set({ public_version: version }).where('article_id', '=', id).execute()
    },
  }
}
