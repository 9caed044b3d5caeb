import { sql, type Kysely } from 'kysely'
import { ARTICLE_DEADLINE, ARTICLE_SUMMARY_COLUMNS } from '../../db/sql/article-columns.js'
import type { DB } from '../../db/schema.js'
import { reusableQuery } from '../../db/reusable-query.js'
import { isVisible } from '../../db/sql/visible.js'

/** What narrows a section's list. */
export interface ListFilter {
  /** Words the items hold; read from the search index (keyword-list.ts), never by this repository. */
  keyword?: string
  /** Matches the category, the enrolment kind or the research area (their values never collide). */
  category?: string
  year?: number
}

/**
 * The detail types of the sections an article is listed in, in menu order, read with the article
 * itself: a separate query per page would be another database round trip on every request.
 */
export const TEMPLATE_LIST = sql<string[]>`array(
  select coalesce(p.list_template, '') || m.list_template
  from article_menu tm join menu m on m.id = tm.menu_id left join menu p on p.id = m.parent_id
  where tm.article_id = a.id order by p.sort, m.sort, m.id)`.as('template_list')

/** Which of a filter's conditions apply: the shape of a list query's text. */
interface FilterShape {
  category: boolean
  year: boolean
}
/** The values a list query binds (those of conditions that do not apply are not read). */
interface FilterValues {
  category: string
  year: number
}

/**
 * A row's place in a section's order (pinned first, then newest, then by id): a page can begin
 * after it (keyset paging, section-page-keys.ts). The time is PostgreSQL's text of it, which keeps
 * its microseconds (a Date would round them, and the comparison would then skip or repeat a row).
 */
export interface ListKey {
  pinned: boolean
  publishAt: string
  id: number
}

const shapeOf = (filter: ListFilter): FilterShape => ({ category: !!filter.category, year: !!filter.year })
const valuesOf = (filter: ListFilter): FilterValues => ({
  category: filter.category ?? '',
  year: filter.year ?? 0,
})

/** The key a page begins after, as a list query binds it (not read without one). */
interface AfterValues {
  afterPinned: boolean
  afterPublishAt: string
  afterId: number
}
const afterValues = (after: ListKey | undefined): AfterValues => ({
  afterPinned: after?.pinned ?? false,
  afterPublishAt: after?.publishAt ?? '',
  afterId: after?.id ?? 0,
})

/** The articles a filter lets through; null when it lets every one through. */
function matchingArticles(db: Kysely<DB>, shape: FilterShape, values: FilterValues) {
  if (!shape.category && !shape.year) return null
  let q = db.selectFrom('article as a').select('a.id')
  if (shape.category) {
    const c = values.category
    q = q.where((eb) => eb.or([eb('a.category', '=', c), eb('a.enrol_kind', '=', c), eb('a.research_area', '=', c)]))
  }
  if (shape.year) q = q.where('a.pub_year', '=', values.year)
  return q
}

/**
 * Rows between two kept page keys (section-page-keys.ts): a deep page skips fewer than this many
 * from the nearest one. At 100, page 500 of a 100,000-item section read up to 110 placements for its
 * 10 rows; at 20 PostgreSQL spent 7 % less CPU a request and the server 5 % less (docs/benchmarks.md,
 * seventh pass), for 5,000 keys (~0.5 MB) kept for such a section instead of 1,000.
 */
export const PAGE_KEY_STRIDE = 20

/** Rows a page skips that are written into its query's text: up to the kept page keys' step. */
const LITERAL_SKIP_MAX = PAGE_KEY_STRIDE

/** Whether a query begins after a key, and whether that key is a pinned row's (a query text of its own each). */
type AfterShape = false | 'pinned' | 'unpinned'
const afterShape = (after: ListKey | undefined): AfterShape => (after ? (after.pinned ? 'pinned' : 'unpinned') : false)

/** A page query's text: the filter's shape, keyset or not, the page size, and a small skip written in. */
type PageShape = FilterShape & { after: AfterShape; limit: number; skip: number | undefined }

/** A section's public lists: its pages, their keys and count, its pinned and newest items, an item's neighbours. */
export function articleListRepository(db: Kysely<DB>) {
  /**
   * A section's public placements, narrowed by a filter. The visibility rule is checked on
   * article_menu's copy of the article's columns (migration 0002), inside article_menu_order: a page,
   * the rows it skips and the section's count are read from that index alone, without the articles.
   */
  const placements = (menuId: number, shape: FilterShape, values: FilterValues) => {
    const q = db
      .selectFrom('article_menu as am')
      .where('am.menu_id', '=', menuId)
      .where((eb) => isVisible(eb, 'am'))
    const articles = matchingArticles(db, shape, values)
    return articles ? q.where('am.article_id', 'in', articles) : q
  }
  /**
   * A section's placements after a key when the shape says so (keyset paging), else from its start;
   * `from the key` includes the key's own row.
   */
  const placementsAfter = (
    menuId: number,
    shape: FilterShape & { after: AfterShape },
    values: FilterValues & AfterValues,
    fromTheKey = false,
  ) => {
    const from = placements(menuId, shape, values)
    if (!shape.after) return from
    // Every column descends in the order, so "after" in it is "less than" as a row (an index condition).
    const op = sql.raw(fromTheKey ? '<=' : '<')
    if (shape.after === 'unpinned') {
      // Past the pinned rows, as nearly every deep page is. PostgreSQL 15 does not begin the index
      // scan at a comparison of (pinned, publish_at, article_id): it read the section's index from
      // its first entry up to the key (50 pages for page 500 of 100,000, 0.27 ms); with pinned
      // fixed, at (publish_at, article_id) it goes straight to the key (4 pages, 0.03 ms).
      return from
        .where('am.pinned', '=', false)
        .where(sql<boolean>`(am.publish_at, am.article_id) ${op} (${values.afterPublishAt}::timestamptz, ${values.afterId})`)
    }
    // After a pinned row: the few pinned rows lie at the start of the scan anyway.
    return from.where(
      sql<boolean>`(am.pinned, am.publish_at, am.article_id) ${op} (${values.afterPinned}, ${values.afterPublishAt}::timestamptz, ${values.afterId})`,
    )
  }
  const listed = (menuId: number, filter: ListFilter = {}) => placements(menuId, shapeOf(filter), valuesOf(filter))
  const inMenu = (menuId: number) => listed(menuId).innerJoin('article as a', 'a.id', 'am.article_id')

  /**
   * One page of a section: pinned first, then newest (the index article_menu_order serves this
   * order). The rows a deep page skips are only index entries; the article's columns and its
   * template list are read for the page's own rows, not for every skipped one. Built once per
   * filter shape: it is the query of every uncached list request.
   *
   * The page size, and the rows skipped when at most LITERAL_SKIP_MAX, are written into the text
   * rather than bound. PostgreSQL plans a prepared statement anew for each call while its plan for
   * any value (the generic plan) looks dearer than one for the values at hand, and a LIMIT bound as
   * a parameter is costed as a tenth of the section (527 of 5,274 rows, each with its template
   * list): the list query was planned on every request, 0.3 ms of PostgreSQL's CPU against
   * 0.13 ms to run it (18,000 against 5,800 calls a second from 10 sessions, pgbench). With both
   * written in, the generic plan is the custom one and is kept. The texts stay few: the site's
   * page sizes, and skips up to the step of the kept page keys; a deeper skip is bound.
   *
   * After a key the page reads from the key's own row and skips it as one more. Measured when every
   * key was a comparison of (pinned, publish_at, article_id): PostgreSQL costs a row comparison by
   * its first column, `pinned < false` matches nothing, so the plan for a given key looked nearly
   * free beside the generic one and was made for every call (530 against 380 µs a call on one
   * session); `pinned <= false`, every unpinned row, costs as the generic plan does. Since an
   * unpinned key compares (publish_at, article_id) after `pinned = false` (placementsAfter), this
   * has not been measured again.
   */
  const pageQuery = reusableQuery(
    db,
    (v: FilterValues & AfterValues & { menuId: number; offset: number }, shape: PageShape) => {
      const rest = placementsAfter(v.menuId, shape, v, true)
      const keys = rest
        .select(['am.article_id', 'am.pinned', 'am.publish_at'])
        .orderBy('am.pinned', 'desc')
        .orderBy('am.publish_at', 'desc')
        .orderBy('am.article_id', 'desc')
        .limit(sql.lit(shape.limit))
        .offset(shape.skip === undefined ? v.offset : sql.lit(shape.skip))
      return db
        .selectFrom(keys.as('am'))
        .innerJoin('article as a', 'a.id', 'am.article_id')
        .select(ARTICLE_SUMMARY_COLUMNS)
        .select(['am.pinned', ARTICLE_DEADLINE, TEMPLATE_LIST])
        .orderBy('am.pinned', 'desc')
        .orderBy('am.publish_at', 'desc')
        .orderBy('am.article_id', 'desc')
    },
    (shape) => `${+shape.category}${+shape.year}${shape.after || '-'} ${shape.limit} ${shape.skip ?? '$'}`,
  )

  /** Keys of every `stride`-th row after `after` (from the section's start without it), `count` of them at most. */
  const keysQuery = reusableQuery(
    db,
    (v: FilterValues & AfterValues & { menuId: number; stride: number; rows: number }, shape: FilterShape & { after: AfterShape }) => {
      const rest = placementsAfter(v.menuId, shape, v)
      const numbered = rest
        .select([
          'am.pinned',
          sql<string>`am.publish_at::text`.as('publish_at'),
          'am.article_id',
          sql<number>`row_number() over (order by am.pinned desc, am.publish_at desc, am.article_id desc)`.as('n'),
        ])
        .orderBy('am.pinned', 'desc')
        .orderBy('am.publish_at', 'desc')
        .orderBy('am.article_id', 'desc')
        .limit(v.rows)
      return db
        .selectFrom(numbered.as('k'))
        .where(sql<boolean>`k.n % ${v.stride} = 0`)
        .select(['k.pinned', 'k.publish_at', 'k.article_id'])
        .orderBy('k.n')
    },
    (shape) => `${+shape.category}${+shape.year}${shape.after || '-'}`,
  )

  return {
    /** `limit` rows of a section from `offset`, counted from the row after `after` when given (else from its start). */
    page(menuId: number, filter: ListFilter, offset: number, limit: number, after?: ListKey) {
      // From the key's own row (see pageQuery): one more to skip.
      const skip = after ? offset + 1 : offset
      const shape = { ...shapeOf(filter), after: afterShape(after), limit, skip: skip <= LITERAL_SKIP_MAX ? skip : undefined }
      return pageQuery(shape, { ...valuesOf(filter), ...afterValues(after), menuId, offset: skip })
    },

    /**
     * The keys of the rows `stride`, 2 × `stride`… rows after `after` (after the section's start
     * without it: the key of its row number `stride`, and so on), `count` of them at most: fewer when
     * the section ends before. Reads the placements' index alone, as a deep page's offset does.
     */
    async keysAt(menuId: number, filter: ListFilter, after: ListKey | undefined, stride: number, count: number): Promise<ListKey[]> {
      const rows = await keysQuery(
        { ...shapeOf(filter), after: afterShape(after) },
        { ...valuesOf(filter), ...afterValues(after), menuId, stride, rows: stride * count },
      )
      return rows.map((r) => ({ pinned: r.pinned, publishAt: r.publish_at, id: r.article_id }))
    },

    /** Items of a section a category or year lets through (all of them without either). */
    async count(menuId: number, filter: ListFilter): Promise<number> {
      const row = await listed(menuId, filter)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
      return row.n
    },

    pinned(menuId: number, limit: number) {
      return inMenu(menuId)
        .where('am.pinned', '=', true)
        .select(ARTICLE_SUMMARY_COLUMNS)
        .select(['am.pinned', ARTICLE_DEADLINE, TEMPLATE_LIST])
        .orderBy('am.publish_at', 'desc')
        .orderBy('am.article_id', 'desc')
        .limit(limit)
        .execute()
    },

    /**
     * The newest public items of a section by publication time, pins set aside (feeds: a reader's
     * application orders by date, and an old pinned item must not push a new one out).
     */
    newestInMenu(menuId: number, limit: number) {
      return inMenu(menuId)
        .select(ARTICLE_SUMMARY_COLUMNS)
        .select(['am.pinned', 'a.updated_at', ARTICLE_DEADLINE, TEMPLATE_LIST])
        .orderBy('am.publish_at', 'desc')
        .orderBy('am.article_id', 'desc')
        .limit(limit)
        .execute()
    },

    /** The public items just before (newer) and after (older) an article in a section's date order. */
    async neighbours(menuId: number, id: number, publishAt: Date) {
      const around = (newer: boolean) =>
        inMenu(menuId)
          .where(sql<boolean>`(am.publish_at, am.article_id) ${sql.raw(newer ? '>' : '<')} (${publishAt}, ${id})`)
          .select(['a.id', 'a.title_zh', 'a.title_en'])
          .orderBy('am.publish_at', newer ? 'asc' : 'desc')
          .orderBy('am.article_id', newer ? 'asc' : 'desc')
          .limit(1)
          .executeTakeFirst()
      const [prev, next] = await Promise.all([around(true), around(false)])
      return { prev, next }
    },
  }
}
