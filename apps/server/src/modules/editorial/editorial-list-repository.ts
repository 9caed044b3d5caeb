import type { Lang } from '@ibr/contract'
import type { ArticleListBody, LangState } from '@ibr/contract/staff'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../db/schema.js'

type Db = Kysely<DB> | Transaction<DB>

/** The console's lists of articles (the Content screen and the dashboard). */
export function editorialListRepository(db: Db) {
  return {
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
      // An approved version waiting for its time is upcoming too, while the one before it is online.
      if (when === 'upcoming') q = q.where(sql<boolean>`(v.public_publish_at > now() or v.waiting_at is not null)`)
      if (when === 'past') q = q.where('v.public_publish_at', '<=', new Date())
      if (filter.langState === 'outdated') q = q.where('v.outdated', '>', 0)
      if (filter.langState === 'untranslated') q = q.where(sql<boolean>`(v.state_zh = 'none') <> (v.state_en = 'none')`)
      if (filter.langState === 'partlyPublished') q = q.where(sql<boolean>`v.live_zh <> v.live_en`)
      const publishOrder =
        when === 'upcoming' ? 'coalesce(v.waiting_at, v.public_publish_at)' : when ? 'v.public_publish_at' : 'v.publish_at'
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
    .leftJoin('article_scheduled as s', 's.article_id', 'a.id')
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
      's.at as waiting_at',
      state('zh').as('state_zh'),
      state('en').as('state_en'),
      live('zh').as('live_zh'),
      live('en').as('live_en'),
      sql<number>`coalesce(d.outdated_count, 0)`.as('outdated'),
      // Never edited in the console: its working copy would be its public row, at version 1.
      sql<number>`coalesce(d.version, 1)`.as('version'),
      sql<string>`coalesce(d.created_by, a.created_by)`.as('author'),
      // Who made it as people know them; the user name stays the author filter's key.
      sql<string | null>`(select nullif(u.name, '') from staff_user u where u.username = coalesce(d.created_by, a.created_by))`.as(
        'author_name',
      ),
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
