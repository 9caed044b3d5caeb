import type { Lang, SearchBody } from '@ibr/contract'
import { normaliseQuery } from './stats-privacy.js'

/** Readers' figures (docs/statistics.md): what other modules and the app use of them. */
export { statsRecorder, type StatsRecorder } from './stats-recorder.js'
export { statsJobs, CLOSE_STATS_DAY_JOB } from './stats-jobs.js'
export { isCrawler, trackingRefused } from './stats-privacy.js'

/**
 * The search a reader asked, as the figures count it: its first page only (the next pages are the
 * same question), by its normalised words and filters; null for a later page.
 */
export function searchStatsKey(body: SearchBody, lang: Lang): string | null {
  if ((body.page ?? 1) !== 1) return null
  return `${normaliseQuery(body.q)}\n${body.section ?? ''}\n${body.year ?? ''}\n${lang}`
}
