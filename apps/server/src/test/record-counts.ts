import { rowCounts } from './row-counts.js'
import type { TestApp } from './test-app.js'

/** The rows a refused record call must leave as they were. */
export function recordCounts(t: TestApp) {
  return rowCounts(t.deps.db, {
    drafts: 'record_draft',
    revisions: 'record_revision',
    audit: 'audit_log',
    members: 'team_member',
    teams: 'team',
  })
}
