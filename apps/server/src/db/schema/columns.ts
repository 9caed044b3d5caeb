// The column shapes every table is made of: defaults, times, the workflow columns, texts in both languages.
import type { ColumnType } from 'kysely'
import type { SafeHtml } from '../../lib/sanitize.js'

/** A column with a default: optional on insert. */
export type Def<T> = ColumnType<T, T | undefined, T>

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export type DateCol = ColumnType<string, string, string>

/** Columns of every content row's workflow. */
export interface Workflow {
  status: Def<'draft' | 'review' | 'published' | 'archived'>
  publish_at: Timestamp
  unpublish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
  created_by: Def<string>
  updated_at: Timestamp
  updated_by: Def<string>
}

export type Tr<K extends string> = { [P in `${K}_zh` | `${K}_en`]: Def<string> }

/**
 * A rich-text column in both languages (the presenters send it as HTML): read as a string, written
 * only with sanitize()'s output, so no write path can store markup the sanitiser has not seen.
 */
export type Html<K extends string> = { [P in `${K}_zh` | `${K}_en`]: ColumnType<string, SafeHtml | undefined, SafeHtml> }

export type LangStateCol = 'none' | 'draft' | 'review' | 'published'

export type Json<T> = ColumnType<T, string, string>

/** A text in both languages, as stored inside JSON columns. */
export interface Bilingual {
  zh: string
  en: string
}
