import type { StatsDailyTable } from '../../db/schema.js'

type Dim = StatsDailyTable['dim']

/** One row of counts to add to `stats_daily`. */
export interface DailyCount {
  day: string
  dim: Dim
  key: string
  articleId: number | null
  views: number
  visitors: number
}

/** A visitor's mark on a day and page ('' for the whole site). */
export interface VisitorMark {
  day: string
  page: string
  hash: string
}

export interface SearchCount {
  day: string
  query: string
  asks: number
  empty: number
}

/** What one flush writes: counts summed per row, visitor marks once each. */
export interface Batch {
  daily: DailyCount[]
  visitors: VisitorMark[]
  searches: SearchCount[]
}

/** One page view as recorded: already without the reader's address or browser (only their day's mark). */
export interface Hit {
  day: string
  page: string
  articleId: number | null
  referrer: string
  lang: string
  screen: string
  /** The visitor's mark of the day; null when the day's salt was not at hand (the view alone counts). */
  hash: string | null
}

/**
 * Hits and searches summed in memory between two flushes, so a thousand views of one page cost one
 * row's update. `size` bounds it: the rows it would write.
 */
export function statsBuffer() {
  let daily = new Map<string, DailyCount>()
  let visitors = new Map<string, VisitorMark>()
  let searches = new Map<string, SearchCount>()
  let hits = 0

  const add = (day: string, dim: Dim, key: string, articleId: number | null = null) => {
    const id = `${day}\t${dim}\t${key}`
    const row = daily.get(id)
    if (row) row.views += 1
    else daily.set(id, { day, dim, key, articleId, views: 1, visitors: 0 })
  }
  const mark = (day: string, page: string, hash: string) => {
    const id = `${day}\t${page}\t${hash}`
    if (!visitors.has(id)) visitors.set(id, { day, page, hash })
  }

  return {
    /** Rows the buffer would write now. */
    size: () => daily.size + visitors.size + searches.size,
    /** Hits and searches recorded since the last take. */
    hits: () => hits,
    hit(hit: Hit) {
      hits += 1
      add(hit.day, 'site', '')
      add(hit.day, 'page', hit.page, hit.articleId)
      if (hit.referrer) add(hit.day, 'referrer', hit.referrer)
      add(hit.day, 'lang', hit.lang)
      add(hit.day, 'screen', hit.screen)
      if (hit.hash) {
        mark(hit.day, '', hit.hash)
        mark(hit.day, hit.page, hit.hash)
      }
    },
    search(day: string, query: string, empty: boolean) {
      hits += 1
      const id = `${day}\t${query}`
      const row = searches.get(id) ?? { day, query, asks: 0, empty: 0 }
      row.asks += 1
      if (empty) row.empty += 1
      searches.set(id, row)
    },
    /** Everything recorded, in a stable order (rows locked in one order by every instance), and the buffer emptied. */
    take(): Batch {
      const batch: Batch = {
        daily: [...daily.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row),
        visitors: [...visitors.values()],
        searches: [...searches.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row),
      }
      daily = new Map()
      visitors = new Map()
      searches = new Map()
      hits = 0
      return batch
    },
  }
}

export type StatsBuffer = ReturnType<typeof statsBuffer>
