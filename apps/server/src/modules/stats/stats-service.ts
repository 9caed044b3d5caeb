import type { Lang, SearchBody } from '@ibr/contract'
import { normaliseQuery } from './stats-privacy.js'

/**
 * The search a reader asked, as the figures count it: its first page only (the next pages are the
 * same question), by its normalised words and filters; null for a later page.
 */
export function searchStatsKey(body: SearchBody, lang: Lang): string | null {
  if ((body.page ?? 1) !== 1) return null
  return `${normaliseQuery(body.q)}\n${body.section ?? ''}\n${body.year ?? ''}\n${lang}`
}
