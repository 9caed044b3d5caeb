import type { TestApp } from './test-app.js'

/** The rows a refused record call must leave as they were. */
export async function recordCounts(t: TestApp) {
  const db = t.deps.db
  const n = async (table: 'record_draft' | 'record_revision' | 'audit_log' | 'team_member' | 'team') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    drafts: await n('record_draft'),
    revisions: await n('record_revision'),
    audit: await n('audit_log'),
    members: await n('team_member'),
    teams: await n('team'),
  }
}
