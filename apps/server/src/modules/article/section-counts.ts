import { LRUCache } from 'lru-cache'

interface Entry {
  value?: number
  at: number
  pending?: Promise<number>
}

/**
 * Counts of a section's items (per filter), kept `ttlSeconds` and then refreshed behind the
 * requests that ask: for one more `ttlSeconds` a request gets the previous count at once while a
 * single recount runs, so a busy section never waits for counting after its first request. A count
 * is thus exact as of at most two periods ago; a scheduled item appearing, or a new one, moves the
 * total within that time. Older than that, and on the first request, the request waits for the
 * count (concurrent requests share it). With ttlSeconds 0 every request counts.
 */
export function sectionCounts(ttlSeconds: number, max = 1000) {
  const ttl = ttlSeconds * 1000
  const cache = new LRUCache<string, Entry>({ max })
  // A count begun before clear() may predate the change the clear was for: it answers, but is not kept.
  let generation = 0

  function refresh(key: string, entry: Entry, read: () => Promise<number>): Promise<number> {
    if (entry.pending) return entry.pending
    const begun = generation
    const pending = read().then(
      (value) => {
        if (begun === generation) cache.set(key, { value, at: Date.now() })
        return value
      },
      (error: unknown) => {
        entry.pending = undefined
        throw error
      },
    )
    entry.pending = pending
    return pending
  }

  return {
    get(key: string, read: () => Promise<number>): Promise<number> {
      if (ttl <= 0) return read()
      let entry = cache.get(key)
      if (!entry) {
        entry = { at: 0 }
        cache.set(key, entry)
      }
      const age = Date.now() - entry.at
      if (entry.value !== undefined && age < ttl) return Promise.resolve(entry.value)
      if (entry.value !== undefined && age < 2 * ttl) {
        // The stale count answers now; a failed recount is retried by a later request.
        refresh(key, entry, read).catch(() => {})
        return Promise.resolve(entry.value)
      }
      return refresh(key, entry, read)
    },
    /** Forgets every count (published content changed). */
    clear() {
      generation += 1
      cache.clear()
    },
  }
}
