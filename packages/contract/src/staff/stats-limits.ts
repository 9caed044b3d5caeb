/** The readers' figures' limits, as values the console loads without the schemas. */

/** Longest range the summary reads, in days (a year, a leap day included). */
export const STATS_RANGE_MAX_DAYS = 366
/** Rows of each top list the summary answers. */
export const STATS_TOP_ROWS = 50
/** Items whose views one call reads (a page of the content list). */
export const STATS_VIEWS_MAX_IDS = 100
/** The days the content list's and the editor's views cover, today included. */
export const STATS_VIEWS_DAYS = 30
