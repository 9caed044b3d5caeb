// The readers' figures: the day's salt and visitors, daily counts and searches.

/** A day's random salt of the visitor hashes, deleted once the day has closed (migration 0029). */
export interface StatsSaltTable {
  day: string
  salt: string
}

/** A visitor's hash seen on a day, on a page ('' for the whole site): what makes a visitor counted once a day. */
export interface StatsVisitorTable {
  day: string
  page: string
  hash: string
}

/** Views and unique visitors of a day, by page, referrer host, language or screen class ('site': the whole site). */
export interface StatsDailyTable {
  day: string
  dim: 'site' | 'page' | 'referrer' | 'lang' | 'screen'
  key: string
  /** The item a page shows, for an item's detail page. */
  article_id: number | null
  views: number
  visitors: number
}

/** A site search query of a day: times asked, of which found nothing. */
export interface StatsSearchTable {
  day: string
  query: string
  asks: number
  empty: number
}
