import { LRUCache } from 'lru-cache'
import { PAGE_KEY_STRIDE, type ListKey } from './article-list-repository.js'

interface Entry {
  /** keys[i]: the key of the section's row number (i + 1) × stride, in the list's order. */
  keys: ListKey[]
  /** The section has no more rows than the keys reach. */
  ended: boolean
  learning?: Promise<void>
}

/** Where a page begins: after `after` (from the section's start without it), `skip` rows on. */
export interface PageStart {
  after?: ListKey
  skip: number
}

/**
 * Where a section's deep pages begin (per filter), so that page 500 reads the rows of its own
 * page rather than the 4,990 before them: the key of every `stride`-th row, learnt the first time a
 * page that deep is asked for (reading the index as far as that page's offset would have, once) and
 * kept `ttlSeconds`. A page then begins after the nearest key before it and skips fewer than
 * `stride` rows. The keys name the same rows the offset would only while the section's public rows
 * stay the same, so they are forgotten whenever those change (clear: an edit, another instance's
 * change, a scheduled publish or unpublish time arriving), exactly when a section's count is.
 * With ttlSeconds 0 nothing is kept and every page is read by its offset.
 */
export function sectionPageKeys(ttlSeconds: number, options: { stride?: number; maxKeys?: number } = {}) {
  const stride = options.stride ?? PAGE_KEY_STRIDE
  const cache =
    ttlSeconds > 0
      ? new LRUCache<string, Entry>({
          ttl: ttlSeconds * 1000,
          // Keys of 800,000 rows at the default stride (eight sections of 100,000 read to their end),
          // a few MB at most; a page deeper than that in one section is read by its offset.
          maxSize: options.maxKeys ?? 40_000,
          sizeCalculation: (e) => e.keys.length + 1,
        })
      : undefined
  // Keys learnt across a clear() may predate the change the clear was for: they are not kept.
  let generation = 0

  /** Learns keys up to the `want`-th, one learning at a time per section; concurrent requests share it. */
  async function learn(cache: LRUCache<string, Entry>, key: string, want: number, read: Reader): Promise<Entry | undefined> {
    for (;;) {
      let entry = cache.get(key)
      if (!entry) {
        entry = { keys: [], ended: false }
        cache.set(key, entry)
      }
      if (entry.keys.length >= want || entry.ended) return entry
      if (entry.learning) {
        await entry.learning
        continue
      }
      const begun = generation
      const have = entry.keys.length
      const learning = read(entry.keys[have - 1], stride, want - have).then((more) => {
        // Forgotten meanwhile (cleared, or pushed out): these keys are not the section's any more.
        if (begun !== generation || cache.get(key) !== entry) return
        entry.keys.push(...more)
        entry.ended = more.length < want - have
        // Set again so that its size counts the new keys; it still expires when first kept.
        cache.set(key, entry, { noUpdateTTL: true })
      })
      entry.learning = learning.finally(() => {
        entry.learning = undefined
      })
      await entry.learning
      if (cache.get(key) !== entry) return undefined
    }
  }

  return {
    /** Where the page at `offset` begins; `read` answers the keys of every `stride`-th row after a key, `count` of them at most. */
    async start(key: string, offset: number, read: Reader): Promise<PageStart> {
      const want = Math.floor(offset / stride)
      if (!cache || want === 0) return { skip: offset }
      const keys = (await learn(cache, key, want, read))?.keys ?? []
      const usable = Math.min(want, keys.length)
      return usable === 0 ? { skip: offset } : { after: keys[usable - 1], skip: offset - usable * stride }
    },
    /** Forgets every key (published content changed). */
    clear() {
      generation += 1
      cache?.clear()
    },
  }
}

type Reader = (after: ListKey | undefined, stride: number, count: number) => Promise<ListKey[]>
