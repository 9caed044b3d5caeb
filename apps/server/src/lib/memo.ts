import { LRUCache } from 'lru-cache'

/**
 * Remembers the promise of an expensive read for a while, keyed by string. The promise is kept
 * from the moment the read starts, so concurrent callers share one read instead of each running it;
 * a failed read is forgotten at once.
 */
export function memoAsync<T extends {}>(ttlSeconds: number, max = 1000) {
  if (ttlSeconds <= 0) return (_key: string, read: () => Promise<T>) => read()
  const cache = new LRUCache<string, Promise<T>>({ max, ttl: ttlSeconds * 1000 })
  return (key: string, read: () => Promise<T>): Promise<T> => {
    const known = cache.get(key)
    if (known) return known
    const pending = read()
    cache.set(key, pending)
    pending.catch(() => cache.delete(key))
    return pending
  }
}
