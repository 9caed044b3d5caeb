import { SEARCH_COUNT_MAX } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { ageGroups, listMark } from '../search/search-service.js'
import { articleKeywordRepository, isStatementTimeout, type KeywordFilter } from './article-keyword-repository.js'
import type { SummaryRow } from './article-repository.js'

/**
 * How much reading a keyword's matches from the index may cost; past it the list is read the cheaper
 * way for a common word (`newestMatches`), never refused.
 */
export interface KeywordBound {
  /** Milliseconds the request's statements may take together (PostgreSQL cancels a statement past it). */
  timeoutMs: number
  /** Rows of the index one age group may match in the whole site; a section's filter beyond it reads the other way. */
  scanMax: number
}

/**
 * A keyword list answers in tens of milliseconds; a quarter of a second is far past any useful one,
 * and a request held longer keeps a database connection from the section's other readers.
 * (`timeoutMs` is the setting LIST_KEYWORD_TIMEOUT_MS.)
 */
export const KEYWORD_BOUND: KeywordBound = { timeoutMs: 250, scanMax: 20_000 }

/**
 * Months back of each age group: this month, the two before, the rest of the year, two more years,
 * then everything older. A section's list is newest first, so a common keyword's first pages come
 * from the newest group, and once the page is full an older group is only counted, as far as
 * SEARCH_COUNT_MAX needs: "neural", in a third of 100,000 items over ten years, reads 400 rows for
 * its page and 600 more for its count. A rare keyword reads every group, each small.
 */
const LIST_AGE_GROUPS = [1, 3, 12, 36] as const

/**
 * A keyword's first matches, in the list's order, kept for its first pages (ten pages of ten): the
 * newest group's matches are all read to order them, so its first hundred cost a common keyword's
 * first page nothing more, and its next pages then read only their own rows.
 */
export const KEYWORD_HEAD = 100

/** keywordPage's read went past its bound: the page is read another way. */
class BoundReached extends Error {}

/** Whether `error` is keywordPage's stop at its bound. */
export const isBoundReached = (error: unknown) => error instanceof BoundReached

export interface KeywordPage {
  rows: SummaryRow[]
  /** Matches counted: exact up to SEARCH_COUNT_MAX, or more than it; with `approximate`, about that many. */
  counted: number
  /** The count is a lower bound (the bound was reached while counting) or an estimate (newestMatches). */
  approximate?: boolean
  /** Whether `counted` was read now (false: the count given was answered). */
  fresh: boolean
  /** The first `head` matches' ids, when asked for. */
  head?: number[]
}

/**
 * One page of a section's items a keyword matches (`query`: tsquery text of its words), in the
 * list's order: pinned first, then newest. Matches are read from the search index one age group
 * after another, newest first, until the page is full and more than SEARCH_COUNT_MAX are counted
 * (the list says "1,000+" past that). Given the count (`known`, kept from an earlier page), the
 * read stops once the page is full, unless the groups read so far already hold more matches than it
 * says (the count is then stale, and counted again). With `head`, the first `head` matches are read
 * (the page among them) and answered, to be kept for the next pages. The whole read runs in one
 * transaction whose statements are bounded. Past the bound once the page is full, the count read so
 * far is answered as a lower bound (`approximate`); before, it throws BoundReached and the caller
 * reads the page with newestMatches: the bound shortens the work, it never refuses the reader.
 */
export async function keywordPage(
  db: Kysely<DB>,
  request: { menuId: number; query: string; filter: KeywordFilter; offset: number; limit: number; known?: number; head?: number },
  bound: KeywordBound,
): Promise<KeywordPage> {
  const { menuId, query, filter, known, head } = request
  // The matches read: the page's, or the head holding it.
  const offset = head === undefined ? request.offset : 0
  const limit = head ?? request.limit
  const enough = SEARCH_COUNT_MAX + 1
  try {
    return await db.transaction().execute(async (trx) => {
      // From the moment the request has its connection: a wait for one under load is not the keyword's cost.
      const started = performance.now()
      const repo = articleKeywordRepository(trx)
      await repo.boundStatements(bound.timeoutMs)
      const pinned = await repo.pinned(menuId, query, filter)
      const ids = pinned.matching.slice(offset, offset + limit)
      let counted = pinned.matching.length
      // The count given, once the read stops at a full page trusting it for the groups not read.
      let trusted: number | undefined
      let cut = false
      for (const group of ageGroups(new Date(), LIST_AGE_GROUPS)) {
        if (ids.length >= limit && counted >= enough) break
        if (ids.length >= limit && known !== undefined && counted <= known) {
          trusted = known
          break
        }
        if (performance.now() - started > bound.timeoutMs) {
          // The page is full: only the count is cut short.
          if (ids.length >= limit) {
            cut = true
            break
          }
          throw new BoundReached()
        }
        const scope = `${group} & '${listMark(menuId)}'`
        if (ids.length >= limit) {
          counted += await repo.scopeCount({ query, scope, filter, pinned: pinned.all }, enough - counted)
          continue
        }
        const part = await repo.scope(
          { query, scope, filter, pinned: pinned.all },
          {
            offset: Math.max(0, offset - counted),
            limit: limit - ids.length,
            scanMax: bound.scanMax,
          },
        )
        if (part.overflow) throw new BoundReached()
        ids.push(...part.ids)
        counted += part.total
      }
      const page = head === undefined ? ids : ids.slice(request.offset, request.offset + request.limit)
      const rows = await repo.rows(menuId, page)
      const count =
        trusted !== undefined
          ? { counted: trusted, fresh: false }
          : cut
            ? { counted, fresh: false, approximate: true }
            : { counted, fresh: true }
      return { rows, ...count, ...(head === undefined ? {} : { head: ids }) }
    })
  } catch (error) {
    if (isStatementTimeout(error)) throw new BoundReached()
    throw error
  }
}

/**
 * A keyword's page when reading its matches from the index went past the bound: a word common
 * enough for that is found every few placements, so the section is walked in the list's order
 * (newest first) until the page is full, in a transaction of its own with no statement bound (the
 * walk ends with the page). The total is then estimated, the share of matches among the placements
 * walked times the section's placements, unless the walk reached the section's end (then exact).
 */
export async function newestMatches(
  db: Kysely<DB>,
  request: { menuId: number; query: string; filter: KeywordFilter; offset: number; limit: number; head?: number },
): Promise<KeywordPage> {
  const { menuId, query, filter, head } = request
  const offset = head === undefined ? request.offset : 0
  const limit = head ?? request.limit
  return db.transaction().execute(async (trx) => {
    const repo = articleKeywordRepository(trx)
    const found = await repo.walk(menuId, query, filter, offset, limit)
    const ids = found.map((r) => r.article_id)
    const page = head === undefined ? ids : ids.slice(request.offset, request.offset + request.limit)
    const rows = await repo.rows(menuId, page)
    const headPart = head === undefined ? {} : { head: ids }
    // The walk reached the section's end: the total is known, by counting the matches before the page if it is past the end.
    if (found.length < limit) {
      const counted = found.length > 0 || offset === 0 ? offset + found.length : (await repo.walk(menuId, query, filter, 0, offset)).length
      return { rows, counted, fresh: true, ...headPart }
    }
    const [walked, all] = await Promise.all([repo.placements(menuId, filter, found.at(-1)!), repo.placements(menuId, filter)])
    const matched = offset + found.length
    const estimate = Math.max(matched, Math.round((matched / walked) * all))
    return { rows, counted: estimate, fresh: false, approximate: true, ...headPart }
  })
}
