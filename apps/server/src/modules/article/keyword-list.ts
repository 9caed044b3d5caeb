import { SEARCH_COUNT_MAX } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { ageGroups, listMark } from '../search/index.js'
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
  /** Placements the other way (newestMatches) may walk per request; KEYWORD_BOUND's when not given. */
  walkMax?: number
}

/**
 * A keyword list answers in tens of milliseconds; a quarter of a second is far past any useful one,
 * and a request held longer keeps a database connection from the section's other readers.
 * (`timeoutMs` is the setting LIST_KEYWORD_TIMEOUT_MS.)
 */
export const KEYWORD_BOUND: KeywordBound = { timeoutMs: 250, scanMax: 20_000, walkMax: 20_000 }

/**
 * newestMatches may take this many times the keyword's time bound: it is reached when the index
 * read ran out of time, and must still answer a page, but not hold a connection for the pool's 30 s.
 */
const WALK_TIME_FACTOR = 4

/** Placements walked per statement: few enough that the bound is checked often, many enough that a page takes a few. */
const WALK_SLICE = 200

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
 * (newest first), a slice at a time, until the page is full. The walk has its own bound, in a
 * transaction of its own: its statements are cancelled after WALK_TIME_FACTOR times the keyword's
 * time (PostgreSQL), the time is checked between slices, and at most `walkMax` placements are walked
 * (the embedded database has no statement timer). The total is estimated, the share of matches among
 * the placements walked times the section's placements, unless the walk reached the section's end
 * (then exact). Past its bound the walk answers the matches found so far, the total approximate:
 * it shortens the work, it never refuses the reader.
 */
export async function newestMatches(
  db: Kysely<DB>,
  request: { menuId: number; query: string; filter: KeywordFilter; offset: number; limit: number; head?: number },
  bound: KeywordBound,
): Promise<KeywordPage> {
  const { menuId, query, filter, head } = request
  const offset = head === undefined ? request.offset : 0
  const limit = head ?? request.limit
  const timeMs = WALK_TIME_FACTOR * bound.timeoutMs
  const walkMax = bound.walkMax ?? KEYWORD_BOUND.walkMax!
  const ids: number[] = []
  // Matches seen, and placements walked (the share the estimate takes: the walk stops at a match once the page is full).
  let matched = 0
  let position = 0
  let ended = false
  let all: number | undefined
  try {
    await db.transaction().execute(async (trx) => {
      const started = performance.now()
      const left = () => timeMs - (performance.now() - started)
      const repo = articleKeywordRepository(trx)
      let after: { pinned: boolean; publish_at: string; article_id: number } | null = null
      while (ids.length < limit) {
        const want = Math.min(WALK_SLICE, walkMax - position)
        if (want <= 0 || left() <= 0) return
        // What is left of the time, for this statement: the walk's time is for all of them together.
        await repo.boundStatements(left())
        const slice = await repo.walk({ menuId, query, filter }, after, want)
        for (const placement of slice) {
          position++
          if (!placement.hit) continue
          matched++
          if (matched > offset) ids.push(placement.article_id)
          if (ids.length >= limit) break
        }
        if (ids.length < limit && slice.length < want) {
          ended = true
          return
        }
        after = slice.at(-1) ?? null
      }
      if (left() <= 0) return
      await repo.boundStatements(left())
      all = await repo.placements(menuId, filter)
    })
  } catch (error) {
    // A statement cancelled at the bound: what was found before it stands.
    if (!isStatementTimeout(error)) throw error
  }
  // The rows of the ids found, outside the walk's transaction (which a cancelled statement has ended).
  const page = head === undefined ? ids : ids.slice(request.offset, request.offset + request.limit)
  const rows = await articleKeywordRepository(db).rows(menuId, page)
  const headPart = head === undefined ? {} : { head: ids }
  // The walk reached the section's end: every match was seen, and counted.
  if (ended) return { rows, counted: matched, fresh: true, ...headPart }
  // What was walked stands for the rest of the section; without the section's size (the bound ran out first), the matches seen are a lower bound.
  const estimate = position > 0 && all !== undefined ? Math.round((matched / position) * all) : 0
  return { rows, counted: Math.max(matched, estimate), fresh: false, approximate: true, ...headPart }
}
