import { sql } from 'kysely'

/**
 * The columns of an article (table `article`, aliased `a`) that every list and summary reads, the
 * public site's and the console's: one list, so a field added to the content model reaches both.
 */
export const ARTICLE_SUMMARY_COLUMNS = [
  'a.id',
  'a.kind',
  'a.title_zh',
  'a.title_en',
  'a.sub_title_zh',
  'a.sub_title_en',
  'a.source_zh',
  'a.source_en',
  'a.location_zh',
  'a.location_en',
  'a.picture_id',
  'a.out_link',
  'a.category',
  'a.enrol_kind',
  'a.event_time',
  'a.cancelled_at',
  'a.authors',
  'a.journal',
  'a.pub_year',
  'a.doi',
  'a.pmid',
  'a.research_area',
  'a.phone',
  'a.email',
  'a.video_id',
  'a.publish_at',
] as const

/** An item's id and its titles in both languages: what a card or a calendar entry starts from. */
export const ARTICLE_TITLE_COLUMNS = ['a.id', 'a.title_zh', 'a.title_en', 'a.sub_title_zh', 'a.sub_title_en'] as const

/** A deadline is a day: read as YYYY-MM-DD, whatever the database session's time zone. */
export const ARTICLE_DEADLINE = sql<string | null>`to_char(a.deadline, 'YYYY-MM-DD')`.as('deadline')

/** Every column a detail page or the editor's document needs besides the summary's. */
export const ARTICLE_DETAIL_COLUMNS = [
  ...ARTICLE_SUMMARY_COLUMNS,
  'a.body_zh',
  'a.body_en',
  'a.picture_vertical_id',
  ARTICLE_DEADLINE,
] as const
