import { sql, type Insertable, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'

/** A team's own columns, as the kind writes them. */
export type TeamColumns = Omit<Insertable<DB['team']>, 'id' | 'status' | 'created_by' | 'updated_by'>

export interface TeamMemberColumns {
  name_zh: string
  name_en: string
  role_zh: string
  role_en: string
  email: string
}

/** Teams and their members and paper links (tables team, team_member, team_paper). */
export function teamRepository(db: Kysely<DB>) {
  return {
    team: (id: number) => db.selectFrom('team').selectAll().where('id', '=', id).executeTakeFirst(),
    members: (id: number) => db.selectFrom('team_member').selectAll().where('team_id', '=', id).orderBy('sort').orderBy('id').execute(),
    /** Links to published papers only (a paper still in the editorial workflow keeps its link outside). */
    publishedPaperLinks: (id: number) =>
      db
        .selectFrom('team_paper as tp')
        .innerJoin('article as a', 'a.id', 'tp.article_id')
        .select('tp.article_id')
        .where('tp.team_id', '=', id)
        .where('a.status', '=', 'published')
        .orderBy('tp.article_id')
        .execute(),
    list: () =>
      db
        .selectFrom('team')
        .select(['id', 'name_zh', 'name_en', 'status', 'kind', 'sort', 'updated_at', 'updated_by'])
        .orderBy('kind', 'desc')
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    async insertDraft(columns: TeamColumns, by: string): Promise<number> {
      const row = await db
        .insertInto('team')
        .values({ ...columns, status: 'draft', created_by: by, updated_by: by })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    /** The published row with its members and the links to published papers, replaced. */
    async publish(id: number, columns: TeamColumns, members: TeamMemberColumns[], paperIds: number[], by: string): Promise<void> {
      await db
        .updateTable('team')
        // The database's clock, the one public reads filter with: online for every read after the commit.
        .set({ ...columns, status: 'published', publish_at: sql<Date>`now()`, updated_at: new Date(), updated_by: by })
        .where('id', '=', id)
        .execute()
      await db.deleteFrom('team_member').where('team_id', '=', id).execute()
      if (members.length > 0) {
        await db
          .insertInto('team_member')
          .values(members.map((m, index) => ({ ...m, team_id: id, sort: index })))
          .execute()
      }
      // Links to papers not yet published stay as they are.
      await db
        .deleteFrom('team_paper')
        .where('team_id', '=', id)
        .where('article_id', 'in', (eb) => eb.selectFrom('article').select('id').where('status', '=', 'published'))
        .execute()
      if (paperIds.length > 0) {
        await db
          .insertInto('team_paper')
          .values(paperIds.map((article_id) => ({ team_id: id, article_id })))
          .onConflict((oc) => oc.columns(['team_id', 'article_id']).doNothing())
          .execute()
      }
    },

    async archive(id: number, by: string): Promise<void> {
      await db.updateTable('team').set({ status: 'archived', updated_at: new Date(), updated_by: by }).where('id', '=', id).execute()
    },

    areaExists: async (areaId: number) =>
      Boolean(await db.selectFrom('research_area').select('id').where('id', '=', areaId).executeTakeFirst()),
    /** Which of these ids are published papers. */
    publishedPaperIds: async (ids: number[]) =>
      (
        await db
          .selectFrom('article')
          .select('id')
          .where('id', 'in', ids)
          .where('kind', '=', 'paper')
          .where('status', '=', 'published')
          .execute()
      ).map((r) => r.id),
    uploadedBy: async (fileId: string, userId: number) =>
      Boolean(await db.selectFrom('file').select('id').where('id', '=', fileId).where('uploaded_by', '=', userId).executeTakeFirst()),
    /** The team's picture, public and in its working copy. */
    async photos(id: number) {
      const [team, draft] = await Promise.all([
        db.selectFrom('team').select('photo_id').where('id', '=', id).executeTakeFirst(),
        db.selectFrom('record_draft').select('doc').where('entity', '=', 'team').where('record_id', '=', id).executeTakeFirst(),
      ])
      return { published: team?.photo_id, draftDoc: draft?.doc }
    },

    /** Published paper articles by id, or by words of the title or DOI (already escaped for ilike), at most `limit`. */
    linkablePapers(ids: number[] | undefined, likes: string[], limit: number) {
      let q = db
        .selectFrom('article')
        .select(['id', 'title_zh', 'title_en', 'pub_year', 'journal'])
        .where('kind', '=', 'paper')
        .where('status', '=', 'published')
      if (ids && ids.length > 0) q = q.where('id', 'in', ids)
      else {
        for (const like of likes)
          q = q.where((eb) => eb.or([eb('title_en', 'ilike', like), eb('title_zh', 'ilike', like), eb('doi', 'ilike', like)]))
        q = q.limit(limit)
      }
      return q.orderBy('pub_year', 'desc').orderBy('id', 'desc').execute()
    },
  }
}
