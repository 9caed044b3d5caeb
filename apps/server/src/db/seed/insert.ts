import type { Insertable, Kysely } from 'kysely'
import type { ArticleTable, DB } from '../schema.js'
import { sanitize } from '../../lib/sanitize.js'

/** Tables with a serial id the seed needs back to link rows together. */
type IdTable =
  | 'menu'
  | 'article'
  | 'research_area'
  | 'team'
  | 'team_member'
  | 'facility'
  | 'meeting'
  | 'meeting_tag'
  | 'meeting_session'
  | 'image'
  | 'faq'
  | 'quick_link'

/** Rows per statement: large enough to avoid a round trip per row, small enough for the parameter limit. */
const BATCH = 100

/**
 * Inserts rows in batches and answers their ids in input order. Serial ids are drawn in VALUES order,
 * so sorting the returned ids restores the input order whatever order RETURNING uses.
 */
export async function insertIds<T extends IdTable>(db: Kysely<DB>, table: T, rows: readonly Insertable<DB[T]>[]): Promise<number[]> {
  const ids: number[] = []
  // Kysely's per-table insert types do not survive a generic table name; the caller's rows are typed.
  const loose = db as unknown as Kysely<Record<string, { id: number }>>
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH) as never[]
    const res = await loose.insertInto(table).values(chunk).returning('id').execute()
    ids.push(...res.map((r) => r.id).sort((a, b) => a - b))
  }
  return ids
}

export async function insertMany<T extends keyof DB>(db: Kysely<DB>, table: T, rows: readonly Insertable<DB[T]>[]): Promise<void> {
  const loose = db as unknown as Kysely<Record<string, object>>
  for (let i = 0; i < rows.length; i += BATCH) {
    await loose
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never[])
      .execute()
  }
}

export interface Placement {
  menuId: number
  pinned?: boolean
}

/**
 * An article with where it is listed and what it carries. `publish_at` is required: lists sort by it.
 * The body is HTML as written; insertArticles sanitises it.
 */
export type ArticleSeed = Omit<Insertable<ArticleTable>, 'publish_at' | 'body_zh' | 'body_en'> & {
  publish_at: Date
  body_zh?: string
  body_en?: string
  menus?: readonly (number | Placement)[]
  files?: readonly string[]
}

/**
 * Inserts articles with their section links and attachments. Bodies go through the site's sanitiser
 * here, once, so no caller can forget it; the link rows copy publish_at, the sort key of section pages.
 */
export async function insertArticles(db: Kysely<DB>, items: readonly ArticleSeed[]): Promise<number[]> {
  const rows = items.map(({ menus: _m, files: _f, ...row }) => ({
    ...row,
    body_zh: sanitize(row.body_zh ?? ''),
    body_en: sanitize(row.body_en ?? ''),
    created_at: row.publish_at,
    updated_at: row.publish_at,
  }))
  const ids = await insertIds(db, 'article', rows)
  const links = items.flatMap((item, i) =>
    (item.menus ?? []).map((m) => {
      const placement = typeof m === 'number' ? { menuId: m } : m
      return { article_id: ids[i]!, menu_id: placement.menuId, pinned: placement.pinned ?? false, publish_at: item.publish_at }
    }),
  )
  await insertMany(db, 'article_menu', links)
  const files = items.flatMap((item, i) => (item.files ?? []).map((fileId, sort) => ({ article_id: ids[i]!, file_id: fileId, sort })))
  await insertMany(db, 'article_file', files)
  return ids
}

/**
 * Which items of a list (newest first) are pinned: the second, and the eighth of longer lists. Pinning
 * items near the top keeps the unpinned rest in one unbroken date order, as a reader expects.
 */
const isPinned = (k: number, n: number) => k === 1 || (n >= 10 && k === 7)

/** The section an item of a list is in, pinned there by isPinned's rule: item `k` of `n`, newest first. */
export const listedIn = (menuId: number, k: number, n: number): Placement[] => [{ menuId, pinned: isPinned(k, n) }]
