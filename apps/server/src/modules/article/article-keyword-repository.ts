import { sql, type Kysely, type RawBuilder } from 'kysely'
import { ARTICLE_DEADLINE, ARTICLE_SUMMARY_COLUMNS } from '../../db/sql/article-columns.js'
import type { DB } from '../../db/schema.js'
import { isVisible, visibleSql } from '../../db/sql/visible.js'
import { TEMPLATE_LIST } from './article-list-repository.js'

/** What narrows a keyword list besides the keyword: a category (or enrolment kind, research area) and a year. */
export interface KeywordFilter {
  category?: string
  year?: number
}

/** One age group's matches of a section: how many, the ids asked for in list order, and whether the read hit its bound. */
export interface ScopeMatches {
  total: number
  ids: number[]
  overflow: boolean
}

/** The filter's conditions on the article `a`; true when it has none. */
function filterOn(filter: KeywordFilter): RawBuilder<boolean> {
  const terms: RawBuilder<boolean>[] = []
  if (filter.category) {
    const c = filter.category
    terms.push(sql<boolean>`(a.category = ${c} or a.enrol_kind = ${c} or a.research_area = ${c})`)
  }
  if (filter.year) terms.push(sql<boolean>`a.pub_year = ${filter.year}`)
  return terms.length > 0 ? sql<boolean>`(${sql.join(terms, sql` and `)})` : sql<boolean>`true`
}

/** The visibility rule on a section's placement `am`, which carries its article's status and window. */
const VISIBLE = visibleSql('am')

/** The article's row, joined only when the filter reads it. */
const articleFor = (filter: KeywordFilter) => (filter.category || filter.year ? sql`join article a on a.id = am.article_id` : sql``)

/**
 * A section list's keyword filter, read from the search index (docs/search-and-sharing.md, "Section
 * lists"). Each article's rows in `search_doc` carry a mark of every menu entry listing it and of
 * its month, so a section's matches of an age group are found inside the GIN index, and only they
 * are read. Takes the request's transaction, which bounds its statements.
 */
export function articleKeywordRepository(db: Kysely<DB>) {
  return {
    /**
     * Every statement of the transaction from here on is cancelled after `ms` (PostgreSQL; the
     * embedded database has no timer and ignores it).
     */
    async boundStatements(ms: number): Promise<void> {
      await sql`select set_config('statement_timeout', ${String(Math.max(1, Math.round(ms)))}, true)`.execute(db)
    },

    /**
     * The section's pins: every pinned item's id (the scopes leave them out) and, newest first, those
     * the keyword matches. Read from the section's few pins, each checked against its rows of the
     * index, not from every match of the keyword.
     */
    async pinned(menuId: number, query: string, filter: KeywordFilter): Promise<{ all: number[]; matching: number[] }> {
      const result = await sql<{ article_id: number; hit: boolean }>`
        select am.article_id, (${VISIBLE} and ${filterOn(filter)}
          and exists (select 1 from search_doc d where d.kind = 'article' and d.ref_id = am.article_id and d.tsv @@ ${query}::tsquery)) as hit
        from article_menu am ${articleFor(filter)}
        where am.menu_id = ${menuId} and am.pinned
        order by am.publish_at desc, am.article_id desc`.execute(db)
      return { all: result.rows.map((r) => r.article_id), matching: result.rows.filter((r) => r.hit).map((r) => r.article_id) }
    },

    /**
     * The section's unpinned matches within a scope (an age group and the section's mark, as tsquery
     * text): their number and the ids from `offset`, newest first. Read from the index's rows alone:
     * an item is indexed only while published, its rows carry its publish window and date (the list's
     * order), and its section's mark; no placement is read per match. (Between a change and the next
     * sync a match may be one no longer public: `rows` leaves it out of the page.) At most `scanMax`
     * rows of the index are read; past that `overflow` is set and the rest is not reliable.
     */
    async scope(
      request: { query: string; scope: string; filter: KeywordFilter; pinned: readonly number[] },
      page: { offset: number; limit: number; scanMax: number },
    ): Promise<ScopeMatches> {
      const { query, scope, filter } = request
      // The article's row only when a filter reads it, by its key: the fence (offset 0) keeps the
      // planner, whose statistics may be stale (the embedded database has no autovacuum), from
      // reading every article instead.
      const article =
        filter.category || filter.year ? sql`cross join lateral (select * from article x where x.id = m.ref_id offset 0) a` : sql``
      const result = await sql<{ scanned: number; total: number; ids: number[] | null }>`
        with docs as materialized (
          -- Only articles' rows carry list marks; no condition on kind, which the planner would
          -- rather read through the primary key than use the GIN index when statistics are stale.
          select d.ref_id, d.publish_at, d.unpublish_at from search_doc d
          where d.tsv @@ (${query}::tsquery && ${scope}::tsquery)
          limit ${page.scanMax + 1}
        ),
        hits as materialized (
          select distinct m.ref_id as article_id, m.publish_at from docs m ${article}
          where m.publish_at <= now() and (m.unpublish_at is null or m.unpublish_at > now())
            and m.ref_id <> all(${sql.val(request.pinned)}::int[]) and ${filterOn(filter)}
        )
        select (select count(*)::int from docs) as scanned, (select count(*)::int from hits) as total,
          (select array_agg(p.article_id order by p.publish_at desc, p.article_id desc) from (
            select article_id, publish_at from hits order by publish_at desc, article_id desc limit ${page.limit} offset ${page.offset}
          ) p) as ids`.execute(db)
      const row = result.rows[0]!
      return { total: row.total, ids: row.ids ?? [], overflow: row.scanned > page.scanMax }
    },

    /**
     * How many of the section's unpinned items a scope matches, counted up to `cap` (more are not
     * read): what the count needs once the page is full. An item has at most two rows (its
     * languages), so `2 × cap` rows hold `cap` items whenever there are that many.
     */
    async scopeCount(request: { query: string; scope: string; filter: KeywordFilter; pinned: readonly number[] }, cap: number) {
      const { query, scope, filter } = request
      const article =
        filter.category || filter.year ? sql`cross join lateral (select * from article x where x.id = m.ref_id offset 0) a` : sql``
      const result = await sql<{ n: number }>`
        select count(distinct m.ref_id)::int as n from (
          select d.ref_id, d.publish_at, d.unpublish_at from search_doc d
          where d.tsv @@ (${query}::tsquery && ${scope}::tsquery)
            and d.publish_at <= now() and (d.unpublish_at is null or d.unpublish_at > now())
            and d.ref_id <> all(${sql.val(request.pinned)}::int[])
          limit ${2 * cap}
        ) m ${article}
        where ${filterOn(filter)}`.execute(db)
      return Math.min(result.rows[0]!.n, cap)
    },

    /**
     * The section's next `limit` placements in the list's order after `after` (from the first
     * without it), each with whether the keyword matches it, checked against its rows of the index:
     * what a common word costs least to list (its matches come every few placements), when reading
     * its matches from the index would take too long. Walked a slice at a time, so a bound can stop
     * the walk between slices with what it found so far.
     */
    async walk(
      section: { menuId: number; query: string; filter: KeywordFilter },
      after: { pinned: boolean; publish_at: string; article_id: number } | null,
      limit: number,
    ) {
      const { menuId, query, filter } = section
      const past = after
        ? sql<boolean>`(am.pinned < ${after.pinned} or (am.pinned = ${after.pinned}
            and (am.publish_at, am.article_id) < (${after.publish_at}::timestamptz, ${after.article_id})))`
        : sql<boolean>`true`
      const result = await sql<{ article_id: number; pinned: boolean; publish_at: string; hit: boolean }>`
        select am.article_id, am.pinned, am.publish_at::text as publish_at,
          coalesce((select true from search_doc d where d.kind = 'article' and d.ref_id = am.article_id
            and d.tsv @@ ${query}::tsquery limit 1), false) as hit
        from article_menu am ${articleFor(filter)}
        where am.menu_id = ${menuId} and ${VISIBLE} and ${filterOn(filter)} and ${past}
        order by am.pinned desc, am.publish_at desc, am.article_id desc
        limit ${limit}`.execute(db)
      return result.rows
    },

    /** How many of the section's placements the filter lets through. Read from the section's index (migration 0002). */
    async placements(menuId: number, filter: KeywordFilter) {
      const result = await sql<{ n: number }>`select count(*)::int as n from article_menu am ${articleFor(filter)}
        where am.menu_id = ${menuId} and ${VISIBLE} and ${filterOn(filter)}`.execute(db)
      return result.rows[0]!.n
    },

    /** The list rows of a section's items by id, pinned first then newest (the list's order). */
    rows(menuId: number, ids: readonly number[]) {
      // An empty `in ()` is not SQL; -1 is never an id.
      return db
        .selectFrom('article_menu as am')
        .innerJoin('article as a', 'a.id', 'am.article_id')
        .where('am.menu_id', '=', menuId)
        .where('am.article_id', 'in', ids.length > 0 ? ids : [-1])
        .where((eb) => isVisible(eb, 'am'))
        .select(ARTICLE_SUMMARY_COLUMNS)
        .select(['am.pinned', ARTICLE_DEADLINE, TEMPLATE_LIST])
        .orderBy('am.pinned', 'desc')
        .orderBy('am.publish_at', 'desc')
        .orderBy('am.article_id', 'desc')
        .execute()
    },
  }
}

/** PostgreSQL cancelled the statement: it ran past the transaction's bound (query_canceled). */
export const isStatementTimeout = (error: unknown) => (error as { code?: unknown } | null)?.code === '57014'
