// The site search: its documents, words and queue.
import type { GeneratedAlways } from 'kysely'
import type { Timestamp } from './columns.js'

/** One item in one language as the search reads it (migration 0010). */
export interface SearchDocTable {
  kind: string
  ref_id: number
  lang: 'zh' | 'en'
  section: string
  type: string
  title: string
  body: string
  year: number
  publish_at: Timestamp
  unpublish_at: Timestamp | null
  tsv: string
  /** The team of a member's row (migration 0013); null otherwise. */
  parent_id: number | null
  /** The row's route on the site, e.g. /detail/ibrNewsnews/12. */
  path: string
  /** The title's words: tsv's weight A, generated (0013). */
  title_tsv: GeneratedAlways<string>
}

/** A Latin word of the indexed text and how many rows hold it: what a misspelt query is corrected to (0013). */
export interface SearchWordTable {
  word: string
  docs: number
}

/** What the search sync has still to index, queued by triggers (migration 0010). */
export interface SearchQueueTable {
  kind: string
  ref_id: number
  queued_at: Timestamp
}
