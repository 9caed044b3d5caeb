import { sql, type Kysely } from 'kysely'
import type { DB, StatsDailyTable } from '../../db/schema.js'
import type { Batch } from './stats-buffer.js'

/** Which pages an editor's figures cover: items listed in their sections, and their sections' own list pages. */
export interface PageScope {
  sections: readonly number[]
  paths: readonly string[]
}

export interface Range {
  from: string
  to: string
}

const n = (value: unknown) => Number(value ?? 0)

/** Rows of a page scope: the whole site when null. */
const inScope = (scope: PageScope | null) =>
  scope === null
    ? sql<boolean>`true`
    : sql<boolean>`(article_id in (select article_id from article_menu where menu_id = any(${sql.val([...scope.sections, 0])}::int[]))
        or key = any(${sql.val([...scope.paths, ''])}::text[]))`

/** Readers' figures: the batches the recorder flushes, the day's salts and marks, and what the console reads. */
export function statsRepository(db: Kysely<DB>) {
  return {
    /** The salt of a day, made by whichever instance asks first (every instance then uses that one). */
    async daySalt(day: string, fresh: string): Promise<string> {
      await sql`insert into stats_salt (day, salt) values (${day}::date, ${fresh}) on conflict (day) do nothing`.execute(db)
      const row = await sql<{ salt: string }>`select salt from stats_salt where day = ${day}::date`.execute(db)
      return row.rows[0]?.salt ?? fresh
    },

    /**
     * Writes a batch in one transaction: each visitor mark not seen before on its day and page adds a
     * visitor to that page's (or the site's) row of the day; every count is added to its row.
     */
    async flush(batch: Batch): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const visitors = new Map<string, number>()
        if (batch.visitors.length) {
          const marks = [...batch.visitors].sort((a, b) => (`${a.day}${a.page}${a.hash}` < `${b.day}${b.page}${b.hash}` ? -1 : 1))
          const fresh = await sql<{ day: string; page: string }>`insert into stats_visitor (day, page, hash)
            select * from unnest(${sql.val(marks.map((m) => m.day))}::date[], ${sql.val(marks.map((m) => m.page))}::text[],
              ${sql.val(marks.map((m) => m.hash))}::text[])
            on conflict do nothing returning day::text as day, page`.execute(trx)
          for (const row of fresh.rows) {
            const id = `${row.day}\t${row.page === '' ? 'site' : 'page'}\t${row.page}`
            visitors.set(id, (visitors.get(id) ?? 0) + 1)
          }
        }
        const daily = batch.daily
        if (daily.length) {
          await sql`insert into stats_daily (day, dim, key, article_id, views, visitors)
            select * from unnest(${sql.val(daily.map((d) => d.day))}::date[], ${sql.val(daily.map((d) => d.dim))}::text[],
              ${sql.val(daily.map((d) => d.key))}::text[], ${sql.val(daily.map((d) => d.articleId))}::int[],
              ${sql.val(daily.map((d) => d.views))}::int[],
              ${sql.val(daily.map((d) => d.visitors + (visitors.get(`${d.day}\t${d.dim}\t${d.key}`) ?? 0)))}::int[])
            on conflict (dim, day, key) do update
              set views = stats_daily.views + excluded.views, visitors = stats_daily.visitors + excluded.visitors`.execute(trx)
        }
        const searches = batch.searches
        if (searches.length) {
          await sql`insert into stats_search (day, query, asks, empty)
            select * from unnest(${sql.val(searches.map((s) => s.day))}::date[], ${sql.val(searches.map((s) => s.query))}::text[],
              ${sql.val(searches.map((s) => s.asks))}::int[], ${sql.val(searches.map((s) => s.empty))}::int[])
            on conflict (day, query) do update
              set asks = stats_search.asks + excluded.asks, empty = stats_search.empty + excluded.empty`.execute(trx)
        }
      })
    },

    /** Deletes the salts and visitor marks of the days before `today`: their hashes can no longer be made again. */
    async closeDaysBefore(today: string): Promise<{ salts: number; marks: number }> {
      const salts = await sql`delete from stats_salt where day < ${today}::date`.execute(db)
      const marks = await sql`delete from stats_visitor where day < ${today}::date`.execute(db)
      return { salts: n(salts.numAffectedRows), marks: n(marks.numAffectedRows) }
    },

    /** Views and visitors per day of the range (days without views absent). */
    async days(range: Range, scope: PageScope | null) {
      const result =
        scope === null
          ? await sql<{ day: string; views: string; visitors: string }>`select day::text as day, views, visitors from stats_daily
              where dim = 'site' and day between ${range.from}::date and ${range.to}::date order by day`.execute(db)
          : await sql<{ day: string; views: string; visitors: string }>`select day::text as day, sum(views)::int8 as views,
              sum(visitors)::int8 as visitors from stats_daily
              where dim = 'page' and day between ${range.from}::date and ${range.to}::date and ${inScope(scope)}
              group by day order by day`.execute(db)
      return result.rows.map((r) => ({ day: r.day, views: n(r.views), visitors: n(r.visitors) }))
    },

    /** The range's rows of one kind summed by key, most viewed first. */
    async top(dim: StatsDailyTable['dim'], range: Range, scope: PageScope | null, limit: number) {
      const result = await sql<{ key: string; article_id: number | null; views: string; visitors: string }>`select key,
          max(article_id) as article_id, sum(views)::int8 as views, sum(visitors)::int8 as visitors from stats_daily
          where dim = ${dim} and day between ${range.from}::date and ${range.to}::date and ${inScope(scope)}
          group by key order by sum(views) desc, key limit ${limit}`.execute(db)
      return result.rows.map((r) => ({ key: r.key, articleId: r.article_id, views: n(r.views), visitors: n(r.visitors) }))
    },

    /** The range's queries, most asked first; or, with `emptyOnly`, those that found nothing, most often first. */
    async searches(range: Range, limit: number, emptyOnly: boolean) {
      const order = emptyOnly ? sql`sum(empty)` : sql`sum(asks)`
      const result = await sql<{ query: string; asks: string; empty: string }>`select query, sum(asks)::int8 as asks,
          sum(empty)::int8 as empty from stats_search where day between ${range.from}::date and ${range.to}::date
          group by query ${emptyOnly ? sql`having sum(empty) > 0` : sql``} order by ${order} desc, query limit ${limit}`.execute(db)
      return result.rows.map((r) => ({ query: r.query, asks: n(r.asks), empty: n(r.empty) }))
    },

    /** Items' titles in both languages. */
    async titles(ids: readonly number[]) {
      if (!ids.length) return []
      return db
        .selectFrom('article')
        .select(['id', 'title_zh', 'title_en'])
        .where('id', 'in', [...ids])
        .execute()
    },

    /** Each item's detail page views since `since` (a day), of the items in scope. */
    async articleViews(ids: readonly number[], since: string, scope: PageScope | null) {
      const result = await sql<{ article_id: number; views: string }>`select article_id, sum(views)::int8 as views from stats_daily
          where dim = 'page' and article_id = any(${sql.val([...ids])}::int[]) and day >= ${since}::date and ${inScope(scope)}
          group by article_id`.execute(db)
      return result.rows.map((r) => ({ id: r.article_id, views: n(r.views) }))
    },

    /** Of the items asked about, those listed in any of the sections. */
    async articlesInSections(ids: readonly number[], sections: readonly number[]) {
      const rows = await db
        .selectFrom('article_menu')
        .select('article_id')
        .distinct()
        .where('article_id', 'in', [...ids])
        .where('menu_id', 'in', [...sections, 0])
        .execute()
      return rows.map((r) => r.article_id)
    },

    /** The menu entries' routes: enough to tell which list pages belong to which section. */
    menuRoutes: () => db.selectFrom('menu').select(['id', 'parent_id', 'list_template']).execute(),

    /** The menu entries' routes with their names, to name a list page. */
    menuNames: () => db.selectFrom('menu').select(['id', 'parent_id', 'list_template', 'name_zh', 'name_en']).execute(),
  }
}
