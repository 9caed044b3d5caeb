import { LRUCache } from 'lru-cache'

interface Entry {
  value: number
  at: number
}

/**
 * A keyword's count in a section (per filter), kept `ttlSeconds`: paging through a keyword's
 * matches asks for the same total on every page, and counting it (up to SEARCH_COUNT_MAX) reads
 * more of the index than the page does. A count is read along with a page, so unlike a section's
 * count it is not refreshed behind the request: past its period the next request counts again.
 * Forgotten when published content or the search index changes (clear), as a section's count is.
 * With ttlSeconds 0 nothing is kept.
 */
export function keywordCounts(ttlSeconds: number, max = 1000) {
  const ttl = ttlSeconds * 1000
  const cache = new LRUCache<string, Entry>({ max })
  // A count read across a clear() may predate the change the clear was for: it answers, but is not kept.
  let generation = 0

  return {
    /** The kept count, while it is recent enough. */
    known(key: string): number | undefined {
      const entry = cache.get(key)
      return entry && Date.now() - entry.at < ttl ? entry.value : undefined
    },
    /** Marks the start of a count's read; `keep` takes the mark. */
    begin: () => generation,
    keep(key: string, value: number, begun: number) {
      if (ttl > 0 && begun === generation) cache.set(key, { value, at: Date.now() })
    },
    /** Forgets every count (published content or the search index changed). */
    clear() {
      generation += 1
      cache.clear()
    },
  }
}
