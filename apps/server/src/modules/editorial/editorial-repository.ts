import type { Lang } from '@ibr/contract'
import type { ArticleDoc, ArticleListBody, ArticleStatus, LangState } from '@ibr/contract/staff'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { SafeHtml } from '../../lib/sanitize.js'
import { sanitize } from '../../lib/sanitize.js'
import { completeDoc, emptyDoc, type Outdated } from './article-doc.js'
import { langColumns, sharedColumns } from './doc-columns.js'

type Db = Kysely<DB> | Transaction<DB>

/** The public row's columns a document is made from (and written back to on approval). */
const PUBLIC_COLUMNS = [
  'a.id',
  'a.kind',
  'a.status',
  'a.title_zh',
  'a.title_en',
  'a.sub_title_zh',
  'a.sub_title_en',
  'a.body_zh',
  'a.body_en',
  'a.source_zh',
  'a.source_en',
  'a.location_zh',
  'a.location_en',
  'a.picture_id',
  'a.picture_vertical_id',
  'a.video_id',
  'a.out_link',
  'a.category',
  'a.enrol_kind',
  'a.event_time',
  'a.cancelled_at',
  'a.authors',
  'a.journal',
  'a.pub_year',
  'a.doi',
  'a.pmid',
  'a.research_area',
  'a.phone',
  'a.email',
  'a.publish_at',
  'a.unpublish_at',
  'a.created_by',
  'a.created_at',
  'a.updated_by',
  'a.updated_at',
  sql<string | null>`to_char(a.deadline, 'YYYY-MM-DD')`.as('deadline'),
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
      const doc: ArticleDoc = {
        ...emptyDoc(row.kind as ArticleDoc['kind']),
        menuIds: placements.map((p) => p.menu_id),
        templateList: [...new Set(placements.map((p) => p.detail_type))],
        pinnedIn: placements.filter((p) => p.pinned).map((p) => p.menu_id),
        attachments: files.map((f) => f.file_id),
        pictureId: row.picture_id,
        pictureVerticalId: row.picture_vertical_id,
        videoId: row.video_id,
        outLink: row.out_link,
        category: row.category,
        enrolKind: row.enrol_kind,
        deadline: row.deadline,
        eventTime: row.event_time?.toISOString() ?? null,
        cancelled: row.cancelled_at !== null,
        authors: row.authors,
        journal: row.journal,
        year: row.pub_year,
        doi: row.doi,
        pmid: row.pmid,
        researchArea: row.research_area,
        phone: row.phone,
        email: row.email,
        publishAt: row.publish_at.toISOString(),
        unpublishAt: row.unpublish_at?.toISOString() ?? null,
      }
      for (const lang of ['zh', 'en'] as const) {
        doc[lang] = {
          title: row[`title_${lang}`],
          subTitle: row[`sub_title_${lang}`],
          body: row[`body_${lang}`],
          source: row[`source_${lang}`],
          location: row[`location_${lang}`],
        }
      }
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
     * follow the document.
     */
    async publish(id: number, doc: ArticleDoc, langs: readonly Lang[], username: string, publishAt: Date) {
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
          publish_at: publishAt,
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
              publish_at: publishAt,
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
      const found = await db.selectFrom('file').where('id', 'in', ids).where('kind', 'in', kinds).select('id').execute()
      const have = new Set(found.map((f) => f.id))
      return ids.filter((id) => !have.has(id))
    },

    /** The library's alt text of these images, with the names people know them by. */
    async imageAlts(ids: readonly string[]): Promise<ImageAlt[]> {
      if (ids.length === 0) return []
      return db.selectFrom('file').where('id', 'in', ids).select(['id', 'name', 'alt_zh', 'alt_en']).orderBy('name').execute()
    },

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

    /** One page of the console's list: working copies where they exist, public rows otherwise. */
    async list(
      filter: Omit<ArticleListBody, 'lang'>,
      scope: readonly number[] | null,
      lang: Lang,
      /** The dashboard's split of published items: publish time still to come, or passed. */
      when?: 'upcoming' | 'past',
    ) {
      const page = filter.page ?? 1
      const pageSize = filter.pageSize ?? 20
      const t = listView(db, lang)
      let q = db.selectFrom(t.as('v')).selectAll()
      if (scope) q = q.where(sql<boolean>`v.sections && ${sql.val(scope.length ? [...scope] : [0])}::int[]`)
      if (filter.search) {
        const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        q = q.where(sql<boolean>`lower(v.title_zh || ' ' || v.title_en) like ${pattern}`)
      }
      if (filter.kind) q = q.where('v.kind', '=', filter.kind)
      if (filter.status) q = q.where('v.status', '=', filter.status)
      if (filter.author) q = q.where(sql<boolean>`lower(v.author) = lower(${filter.author})`)
      if (filter.section !== undefined) q = q.where(sql<boolean>`${Number(filter.section)} = any(v.sections)`)
      if (filter.from) q = q.where(sql<boolean>`v.updated_at >= ${filter.from}::date`)
      if (filter.to) q = q.where(sql<boolean>`v.updated_at < ${filter.to}::date + 1`)
      // The split is about the public row: a published item whose working copy holds a newer draft is
      // still what visitors see, so it stays scheduled or recently published until that draft replaces it.
      if (when) q = q.where('v.public_status', '=', 'published')
      if (when === 'upcoming') q = q.where('v.public_publish_at', '>', new Date())
      if (when === 'past') q = q.where('v.public_publish_at', '<=', new Date())
      if (filter.langState === 'outdated') q = q.where('v.outdated', '>', 0)
      if (filter.langState === 'untranslated') q = q.where(sql<boolean>`(v.state_zh = 'none') <> (v.state_en = 'none')`)
      if (filter.langState === 'partlyPublished') q = q.where(sql<boolean>`v.live_zh <> v.live_en`)
      const publishOrder = when ? 'v.public_publish_at' : 'v.publish_at'
      const order =
        filter.sort === 'title' ? sql.raw('v.title') : filter.sort === 'publish' ? sql.raw(publishOrder) : sql.raw('v.updated_at')
      const direction = sql.raw(filter.desc === false || (filter.sort === 'title' && filter.desc !== true) ? 'asc' : 'desc')
      const [rows, count] = await Promise.all([
        q
          .orderBy(sql`${order} ${direction}`)
          .orderBy('v.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        q
          .clearSelect()
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow(),
      ])
      return { rows, total: count.n }
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
    created_by: row.created_by,
    updated_by: row.updated_by,
  }
}

/**
 * Every item as the console lists it: an item with a working copy shows it, one without shows its
 * public row, each language's state derived from what is online.
 */
function listView(db: Db, lang: Lang) {
  const state = (l: Lang) =>
    sql<LangState>`coalesce(d.state_${sql.raw(l)}, case when a.title_${sql.raw(l)} = '' then 'none' when a.status = 'published' then 'published' else 'draft' end)`
  const live = (l: Lang) => sql<boolean>`(a.status = 'published' and a.title_${sql.raw(l)} <> '')`
  const titleZh = sql<string>`coalesce(d.title_zh, a.title_zh)`
  const titleEn = sql<string>`coalesce(d.title_en, a.title_en)`
  return db
    .selectFrom('article as a')
    .leftJoin('article_draft as d', 'd.article_id', 'a.id')
    .select([
      'a.id',
      sql<string>`coalesce(d.kind, a.kind)`.as('kind'),
      titleZh.as('title_zh'),
      titleEn.as('title_en'),
      (lang === 'en'
        ? sql<string>`coalesce(nullif(${titleEn}, ''), ${titleZh})`
        : sql<string>`coalesce(nullif(${titleZh}, ''), ${titleEn})`
      ).as('title'),
      sql<string>`coalesce(d.status, a.status)`.as('status'),
      'a.status as public_status',
      'a.publish_at as public_publish_at',
      state('zh').as('state_zh'),
      state('en').as('state_en'),
      live('zh').as('live_zh'),
      live('en').as('live_en'),
      sql<number>`coalesce(d.outdated_count, 0)`.as('outdated'),
      // Never edited in the console: its working copy would be its public row, at version 1.
      sql<number>`coalesce(d.version, 1)`.as('version'),
      sql<string>`coalesce(d.created_by, a.created_by)`.as('author'),
      sql<string>`coalesce(d.updated_by, a.updated_by)`.as('updated_by'),
      sql<Date>`coalesce(d.updated_at, a.updated_at)`.as('updated_at'),
      sql<
        string | null
      >`coalesce(d.doc->>'publishAt', case when a.status <> 'draft' then to_char(a.publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end)`.as(
        'publish_at',
      ),
      sql<
        string | null
      >`case when d.article_id is not null then d.doc->>'unpublishAt' else to_char(a.unpublish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`.as(
        'unpublish_at',
      ),
      sql<number[]>`coalesce(d.menu_ids, array(select am.menu_id from article_menu am where am.article_id = a.id order by am.menu_id))`.as(
        'sections',
      ),
    ])
}
