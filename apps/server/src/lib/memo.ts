import { LRUCache } from 'lru-cache'

export interface Memo<T> {
  /** The remembered value of `key`, or the value `read` gives (remembered for next time). */
  get(key: string, read: () => Promise<T>): Promise<T>
  clear(): void
}

/**
 * Remembers the promise of an expensive read for a while, keyed by string. The promise is kept
 * from the moment the read starts, so concurrent callers share one read instead of each running it;
 * a failed read is forgotten at once. With ttlSeconds 0 nothing is remembered.
 */
export function memoAsync<T extends NonNullable<unknown>>(ttlSeconds: number, max = 1000): Memo<T> {
  if (ttlSeconds <= 0) return { get: (_key, read) => read(), clear: () => {} }
  const cache = new LRUCache<string, Promise<T>>({ max, ttl: ttlSeconds * 1000 })
  return {
    get(key, read) {
      const known = cache.get(key)
      if (known) return known
      const pending = read()
      cache.set(key, pending)
      pending.catch(() => cache.delete(key))
      return pending
    },
    clear: () => cache.clear(),
  }
}
