// The editorial workflow: working copies, revisions, schedules, previews, presence and autosaves.
import type { ColumnType, Generated } from 'kysely'
import type { Lang } from '@ibr/contract'
import type { ArticleDoc } from '@ibr/contract/staff'
import type { Def, Timestamp, LangStateCol, Json } from './columns.js'

/** An item's working copy (migration 0004); `doc` is the contract's ArticleDoc. */
export interface ArticleDraftTable {
  article_id: number
  version: Def<number>
  doc: Json<ArticleDoc>
  kind: string
  title_zh: Def<string>
  title_en: Def<string>
  menu_ids: ColumnType<number[], number[] | undefined, number[]>
  state_zh: LangStateCol
  state_en: LangStateCol
  status: 'draft' | 'review' | 'published' | 'archived'
  archived: Def<boolean>
  outdated: ColumnType<{ zh: string[]; en: string[] }, string | undefined, string>
  outdated_count: Def<number>
  review_comment: string | null
  review_by: string | null
  review_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Staff ids who changed the item since it was last approved: none of them may approve it (but an administrator). */
  changed_by: ColumnType<number[], number[] | undefined, number[]>
  /** The version whose approval the public row holds (migration 0026); null when none was approved. */
  public_version: ColumnType<number | null, number | null | undefined, number | null>
  created_by: string
  created_at: Timestamp
  updated_by: string
  updated_at: Timestamp
}

/** An approved version waiting for its publish time while another is online (migration 0026). */
export interface ArticleScheduledTable {
  article_id: number
  version: number
  at: ColumnType<Date, Date | string, Date | string>
  doc: Json<ArticleDoc>
  langs: ColumnType<Lang[], Lang[], Lang[]>
  by_name: string
  /** Whom its publication is told to: the people who changed it and its approver (migration 0030). */
  told: ColumnType<number[], number[] | undefined, number[]>
  /** Failed runs of its publishing; past the last one it is given up and its people are told. */
  attempts: Generated<number>
  given_up_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
}

/** Times of a public row still to be announced to `told` (migration 0030); each cleared once announced. */
export interface ArticleTimedNoticeTable {
  article_id: number
  told: ColumnType<number[], number[] | undefined, number[]>
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  unpublish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface ArticleRevisionTable {
  article_id: number
  revision: number
  action: string
  doc: Json<ArticleDoc>
  fields: ColumnType<string[], string[] | undefined, string[]>
  langs: ColumnType<string[], string[] | undefined, string[]>
  comment: string | null
  by_id: number | null
  by_name: string
  at: Timestamp
}

/** A record's working copy (modules/records): the whole document until it is approved into its table. */
export interface RecordDraftTable {
  entity: string
  record_id: number
  doc: ColumnType<unknown, string, string>
  status: Def<'draft' | 'review'>
  review_comment: Def<string>
  submitted_by_id: ColumnType<number | null, number | null | undefined, number | null>
  submitted_by: ColumnType<string | null, string | null | undefined, string | null>
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  updated_by_id: number | null
  updated_by: string
  updated_at: Timestamp
}

/** Every saved version of a record, numbered from 1 per record. */
export interface RecordRevisionTable {
  entity: string
  record_id: number
  revision: number
  action: string
  doc: ColumnType<unknown, string, string>
  by_id: number | null
  by_name: string
  at: Timestamp
}

export interface PreviewLinkTable {
  token_hash: string
  article_id: number
  created_by: number | null
  expires_at: ColumnType<Date, Date | string, Date | string>
}

export interface EditPresenceTable {
  article_id: number
  user_id: number
  name: string
  since: Timestamp
  seen_at: Timestamp
}

/** A person's working copy of an item between saves (migration 0021): never a revision. */
export interface ArticleAutosaveTable {
  article_id: number
  user_id: number
  version: number
  doc: Json<ArticleDoc>
  base: Json<ArticleDoc>
  saved_at: Timestamp
}
