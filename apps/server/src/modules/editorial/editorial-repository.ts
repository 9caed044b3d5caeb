import type { Lang } from '@ibr/contract'
import type { ArticleDoc, ArticleStatus, LangState } from '@ibr/contract/staff'
import { sql, type Kysely, type Transaction } from 'kysely'
import { ARTICLE_DETAIL_COLUMNS } from '../../db/sql/article-columns.js'
import type { DB } from '../../db/schema.js'
import type { SafeHtml } from '../../lib/sanitize.js'
import { sanitize } from '../../lib/sanitize.js'
import { completeDoc, type Outdated } from './article-doc.js'
import { docFromRow, langColumns, sharedColumns } from './doc-columns.js'

type Db = Kysely<DB> | Transaction<DB>

/** The public row's columns a document is made from (and written back to on approval). */
const PUBLIC_COLUMNS = [
  ...ARTICLE_DETAIL_COLUMNS,
  'a.status',
  'a.unpublish_at',
  'a.created_by',
  'a.created_at',
  'a.updated_by',
  'a.updated_at',
] as const

/** A working copy as stored. */
export interface DraftRow {
  article_id: number
  version: number
  doc: ArticleDoc
  state_zh: LangState
  state_en: LangState
  status: ArticleStatus
  archived: boolean
  outdated: Outdated
  review_comment: string | null
  review_by: string | null
  review_at: Date | null
  changed_by: number[]
  /** The version whose approval the public row holds; null when none was approved. */
  public_version: number | null
  created_by: string
  created_at: Date
  updated_by: string
  updated_at: Date
}

/** A library image's alt text in each language. */
export interface ImageAlt {
  id: string
  name: string
  alt_zh: string
  alt_en: string
}

/** Which languages of the public row are online: published, and with a title in that language. */
export interface PublicState {
  status: 'draft' | 'review' | 'published' | 'archived'
  live: Record<Lang, boolean>
  publishAt: Date
}

export function editorialRepository(db: Db) {
  const publicRow = (id: number) => db.selectFrom('article as a').where('a.id', '=', id).select(PUBLIC_COLUMNS).executeTakeFirst()

  return {
    publicRow,

    /** The public row as a document: what an item never edited in the console holds. */
    async publicDoc(id: number) {
      const row = await publicRow(id)
      if (!row) return undefined
      const [placements, files] = await Promise.all([
        db
          .selectFrom('article_menu as am')
          .innerJoin('menu as m', 'm.id', 'am.menu_id')
          .leftJoin('menu as p', 'p.id', 'm.parent_id')
          .where('am.article_id', '=', id)
          .select(['am.menu_id', 'am.pinned', sql<string>`coalesce(p.list_template, '') || m.list_template`.as('detail_type')])
          .orderBy('am.menu_id')
          .execute(),
        db.selectFrom('article_file').where('article_id', '=', id).select('file_id').orderBy('sort').orderBy('file_id').execute(),
      ])
      const doc = docFromRow(row, { placements, files })
      return { row, doc }
    },

    publicState(row: { status: PublicState['status']; title_zh: string; title_en: string; publish_at: Date }): PublicState {
      const published = row.status === 'published'
      return {
        status: row.status,
        live: { zh: published && row.title_zh.trim() !== '', en: published && row.title_en.trim() !== '' },
        publishAt: row.publish_at,
      }
    },

    async draft(id: number) {
      const row = (await db.selectFrom('article_draft').where('article_id', '=', id).selectAll().executeTakeFirst()) as DraftRow | undefined
      return row && { ...row, doc: completeDoc(row.doc) }
    },

    async insertDraft(row: Omit<DraftRow, 'created_at' | 'updated_at' | 'review_at'> & { review_at?: Date | null }) {
      await db
        .insertInto('article_draft')
        .values(draftValues(row))
        .onConflict((oc) => oc.column('article_id').doNothing())
        .execute()
    },

    async updateDraft(id: number, row: Omit<DraftRow, 'article_id' | 'created_at' | 'created_by' | 'updated_at'>) {
      const { created_by: _c, ...values } = draftValues({ ...row, article_id: id, created_by: '' })
      await db
        .updateTable('article_draft')
        .set({ ...values, updated_at: sql`now()` })
        .where('article_id', '=', id)
        .execute()
    },

    async addRevision(revision: {
      articleId: number
      revision: number
      action: string
      doc: ArticleDoc
      fields: string[]
      langs?: string[]
      comment?: string | null
      byId: number | null
      byName: string
    }) {
      await db
        .insertInto('article_revision')
        .values({
          article_id: revision.articleId,
          revision: revision.revision,
          action: revision.action,
          doc: JSON.stringify(revision.doc),
          fields: revision.fields,
          langs: revision.langs ?? [],
          comment: revision.comment ?? null,
          by_id: revision.byId,
          by_name: revision.byName,
        })
        .onConflict((oc) => oc.columns(['article_id', 'revision']).doNothing())
        .execute()
    },

    revisions(id: number) {
      return db
        .selectFrom('article_revision')
        .where('article_id', '=', id)
        .select(['revision', 'action', 'fields', 'langs', 'comment', 'by_id', 'by_name', 'at'])
        .orderBy('revision', 'desc')
        .execute()
    },

    async revision(id: number, revision: number) {
      const row = await db
        .selectFrom('article_revision')
        .where('article_id', '=', id)
        .where('revision', '=', revision)
        .selectAll()
        .executeTakeFirst()
      return row && { ...row, doc: completeDoc(row.doc as ArticleDoc) }
    },

    /** Revisions made after a version: what a stale change missed. */
    revisionsSince(id: number, version: number) {
      return db
        .selectFrom('article_revision')
        .where('article_id', '=', id)
        .where('revision', '>', version)
        .select(['revision', 'fields', 'by_name', 'at'])
        .orderBy('revision', 'desc')
        .execute()
    },

    async createPublicRow(kind: string, username: string): Promise<number> {
      const { id } = await db
        .insertInto('article')
        .values({ kind, status: 'draft', created_by: username, updated_by: username })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    },

    /**
     * Approval: the document's shared fields and the approved languages' fields become the public
     * row; a language not approved keeps what was online (or stays empty). Placements and attachments
     * follow the document. A null `publishAt` is now by the database's clock, the one public reads
     * filter with, so the row is online for every read after the commit whatever this server's clock says.
     */
    async publish(id: number, doc: ArticleDoc, langs: readonly Lang[], username: string, publishAt: Date | null) {
      const at = publishAt ?? sql<Date>`now()`
      // Stored bodies went through sanitize() on save; passing them through again keeps the type honest.
      const languages = Object.assign(
        {},
        ...langs.map((lang) => ({ ...langColumns(doc, lang), [`body_${lang}`]: sanitize(doc[lang].body) })),
      ) as Record<string, string | SafeHtml>
      await db
        .updateTable('article')
        .set({
          ...languages,
          ...sharedColumns(doc),
          event_time: doc.eventTime,
          // The moment an event was called off is kept while it stays cancelled.
          cancelled_at: doc.cancelled ? sql<Date>`coalesce(cancelled_at, now())` : null,
          publish_at: at,
          unpublish_at: doc.unpublishAt,
          status: 'published',
          updated_at: sql`now()`,
          updated_by: username,
        })
        .where('id', '=', id)
        .execute()
      await db.deleteFrom('article_menu').where('article_id', '=', id).execute()
      if (doc.menuIds.length) {
        await db
          .insertInto('article_menu')
          .values(
            doc.menuIds.map((menuId) => ({
              article_id: id,
              menu_id: menuId,
              pinned: doc.pinnedIn.includes(menuId),
              // The triggers of migration 0002 copy the article's own values over these.
              publish_at: at,
              status: 'published' as const,
            })),
          )
          .execute()
      }
      await db.deleteFrom('article_file').where('article_id', '=', id).execute()
      if (doc.attachments.length) {
        await db
          .insertInto('article_file')
          .values(doc.attachments.map((fileId, sort) => ({ article_id: id, file_id: fileId, sort })))
          .execute()
      }
    },

    async archivePublic(id: number, username: string) {
      await db
        .updateTable('article')
        .set({ status: 'archived', updated_at: sql`now()`, updated_by: username })
        .where('id', '=', id)
        .execute()
    },

    /** Ids among these that are not files of the given kinds. */
    async missingFiles(ids: readonly string[], kinds: readonly ('image' | 'document' | 'video')[]): Promise<string[]> {
      if (ids.length === 0) return []
      // Held until a save's transaction ends: a delete of one of them waits, then finds the save naming it.
      const found = await db.selectFrom('file').where('id', 'in', ids).where('kind', 'in', kinds).select('id').forShare().execute()
      const have = new Set(found.map((f) => f.id))
      return ids.filter((id) => !have.has(id))
    },

    /** The library's alt text of these images, with the names people know them by. */
    async imageAlts(ids: readonly string[]): Promise<ImageAlt[]> {
      if (ids.length === 0) return []
      return db.selectFrom('file').where('id', 'in', ids).select(['id', 'name', 'alt_zh', 'alt_en']).orderBy('name').execute()
    },
  }
}

export type EditorialRepository = ReturnType<typeof editorialRepository>

function draftValues(row: Omit<DraftRow, 'created_at' | 'updated_at' | 'review_at'> & { review_at?: Date | null }) {
  return {
    article_id: row.article_id,
    version: row.version,
    doc: JSON.stringify(row.doc),
    kind: row.doc.kind,
    title_zh: row.doc.zh.title,
    title_en: row.doc.en.title,
    menu_ids: row.doc.menuIds,
    state_zh: row.state_zh,
    state_en: row.state_en,
    status: row.status,
    archived: row.archived,
    outdated: JSON.stringify(row.outdated),
    outdated_count: row.outdated.zh.length + row.outdated.en.length,
    review_comment: row.review_comment,
    review_by: row.review_by,
    review_at: row.review_at ?? null,
    changed_by: row.changed_by,
    public_version: row.public_version,
    created_by: row.created_by,
    updated_by: row.updated_by,
  }
}
