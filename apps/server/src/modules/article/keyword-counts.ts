import { LRUCache } from 'lru-cache'

/** What is kept of a keyword's matches in a section (per filter). */
export interface KeptKeyword {
  /** Matches counted: exact up to SEARCH_COUNT_MAX, or more than it. */
  counted: number
  /** The first matches' ids in the list's order, when read: all of them when fewer than were asked for. */
  head?: readonly number[]
}

interface Entry {
  value: KeptKeyword
  at: number
}

/**
 * A keyword's count and first matches in a section (per filter), kept `ttlSeconds`: paging through
 * a keyword's matches asks for the same total on every page, and counting it (up to
 * SEARCH_COUNT_MAX) reads more of the index than the page does; its first pages are the ones read
 * most. Read along with a page, so unlike a section's count it is not refreshed behind the request:
 * past its period the next request reads again. Forgotten when published content or the search index
 * changes (clear), as a section's count is. With ttlSeconds 0 nothing is kept.
 */
export function keywordCounts(ttlSeconds: number, max = 1000) {
  const ttl = ttlSeconds * 1000
  const cache = new LRUCache<string, Entry>({ max })
  // A read across a clear() may predate the change the clear was for: it answers, but is not kept.
  let generation = 0

  return {
    /** What is kept, while it is recent enough. */
    known(key: string): KeptKeyword | undefined {
      const entry = cache.get(key)
      return entry && Date.now() - entry.at < ttl ? entry.value : undefined
    },
    /** Marks the start of a read; `keep` takes the mark. */
    begin: () => generation,
    /**
     * Keeps what a read found. `counted` says whether it counted the matches: otherwise it trusted
     * the kept count, which then keeps its age (a count is read again once its period is over).
     */
    keep(key: string, value: KeptKeyword, begun: number, counted: boolean) {
      if (ttl <= 0 || begun !== generation) return
      const at = counted ? Date.now() : (cache.get(key)?.at ?? 0)
      cache.set(key, { value, at })
    },
    /** Forgets everything kept (published content or the search index changed). */
    clear() {
      generation += 1
      cache.clear()
    },
  }
}
