/** The stats staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import { StatsSummaryBody, StatsSummaryRet, StatsViewsBody, StatsViewsRet } from './stats-api.js'

export const STATS_CALLS = [
  /**
   * Readers' figures of a range of days (docs/statistics.md). Administrators: the whole site; editors and
   * reviewers: their sections' pages (the server narrows).
   */
  defineStaffCall({
    name: 'statsSummary',
    path: '/api/staff/stats/summary',
    summary: "Readers' figures of a range of days: views and visitors per day, top pages, referrers, languages, screens, searches",
    effect: 'read',
    permission: 'content.write',
    body: StatsSummaryBody,
    ret: StatsSummaryRet,
    failures: SIGNED_IN,
  }),
  /** Items' detail page views of the last 30 days (the content list, the editor). */
  defineStaffCall({
    name: 'statsViews',
    path: '/api/staff/stats/views',
    summary: "Items' detail page views over the last 30 days",
    effect: 'read',
    permission: 'content.write',
    body: StatsViewsBody,
    ret: StatsViewsRet,
    failures: SIGNED_IN,
  }),
] as const
