// The public content: sections (menu), articles, images, FAQ, quick links, site settings, link checks.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely'
import type { Def, Timestamp, Workflow, Tr, Html } from './columns.js'

export interface MenuTable extends Workflow, Tr<'name'>, Html<'intro'> {
  id: Generated<number>
  parent_id: number | null
  sort: Def<number>
  list_template: string
  picture_id: string | null
  out_link: string | null
}

export interface ArticleTable extends Workflow, Tr<'title'>, Tr<'sub_title'>, Html<'body'>, Tr<'source'>, Tr<'location'> {
  id: Generated<number>
  kind: string
  picture_id: string | null
  picture_vertical_id: string | null
  video_id: string | null
  out_link: string | null
  category: string | null
  enrol_kind: string | null
  deadline: ColumnType<string | null, string | null | undefined, string | null>
  event_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  authors: string | null
  journal: string | null
  pub_year: number | null
  doi: string | null
  pmid: string | null
  research_area: string | null
  phone: string | null
  email: string | null
  search_text: GeneratedAlways<string>
  /** When an academic event was called off; it stays public, marked cancelled. */
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** The event's iCalendar SEQUENCE, raised by a trigger on every published change (migration 0012). */
  ical_sequence: GeneratedAlways<number>
}

export interface ArticleMenuTable {
  article_id: number
  menu_id: number
  pinned: Def<boolean>
  /** publish_at, status and unpublish_at are the article's, copied by triggers (migration 0002). */
  publish_at: Timestamp
  status: Workflow['status']
  unpublish_at: Workflow['unpublish_at']
}

export interface ArticleFileTable {
  article_id: number
  file_id: string
  sort: Def<number>
}

export interface ImageTable extends Workflow, Tr<'title'> {
  id: Generated<number>
  menu_id: number | null
  type: string
  file_id: string
  link: string | null
  sort: Def<number>
}

export interface FaqTable extends Workflow, Tr<'question'>, Html<'answer'> {
  id: Generated<number>
  sort: Def<number>
}

export interface QuickLinkTable extends Workflow, Tr<'name'>, Tr<'description'> {
  id: Generated<number>
  grp: 'lab' | 'facility' | 'other'
  url: string
  sort: Def<number>
}

/** A header or footer setting saved in the console; absent: the environment's value applies. */
export interface SiteSettingTable {
  key: string
  value: string
  updated_by: string
  updated_at: Timestamp
}

/** One link or embedded image of a published item, and what its last check found (modules/links). */
export interface LinkCheckTable {
  id: GeneratedAlways<number>
  item_kind: string
  item_id: number
  field: string
  section_ids: ColumnType<number[], number[] | undefined, number[]>
  title_zh: Def<string>
  title_en: Def<string>
  link_text: Def<string>
  target: string
  kind: Def<'link' | 'image'>
  status: Def<'pending' | 'ok' | 'broken' | 'not-checked'>
  problem: ColumnType<string | null, string | null | undefined, string | null>
  http_status: ColumnType<number | null, number | null | undefined, number | null>
  ignored: Def<boolean>
  first_broken_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  last_checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  seen_at: Timestamp
}
