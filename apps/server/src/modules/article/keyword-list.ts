import { SEARCH_COUNT_MAX } from '@ibr/contract'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { AppError, badRequest } from '../../http/app-error.js'
import { ageGroups, listMark } from '../search/search-service.js'
import { articleKeywordRepository, isStatementTimeout, type KeywordFilter } from './article-keyword-repository.js'
import type { SummaryRow } from './article-repository.js'

/** How much one keyword list request may cost before it is answered `content.keywordTooBroad`. */
export interface KeywordBound {
  /** Milliseconds the request's statements may take together (PostgreSQL cancels a statement past it). */
  timeoutMs: number
  /** Rows of the index one age group may match in the whole site; a section's filter beyond it is refused. */
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

const TOO_BROAD_FIELD = 'search.keyword'
const tooBroad = () => badRequest('content.keywordTooBroad', {}, TOO_BROAD_FIELD)

/** Whether `error` is keywordPage's refusal of a read past its bound. */
export const isTooBroad = (error: unknown) => error instanceof AppError && error.field === TOO_BROAD_FIELD

export interface KeywordPage {
  rows: SummaryRow[]
  /** Matches counted: exact up to SEARCH_COUNT_MAX, or more than it. */
  counted: number
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
 * transaction whose statements are bounded; past the bound the request is refused with a clear
 * reason rather than held.
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
      for (const group of ageGroups(new Date(), LIST_AGE_GROUPS)) {
        if (ids.length >= limit && counted >= enough) break
        if (ids.length >= limit && known !== undefined && counted <= known) {
          trusted = known
          break
        }
        if (performance.now() - started > bound.timeoutMs) throw tooBroad()
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
        if (part.overflow) throw tooBroad()
        ids.push(...part.ids)
        counted += part.total
      }
      const page = head === undefined ? ids : ids.slice(request.offset, request.offset + request.limit)
      const rows = await repo.rows(menuId, page)
      const count = trusted !== undefined ? { counted: trusted, fresh: false } : { counted, fresh: true }
      return { rows, ...count, ...(head === undefined ? {} : { head: ids }) }
    })
  } catch (error) {
    if (isStatementTimeout(error)) throw tooBroad()
    throw error
  }
}
