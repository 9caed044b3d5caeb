import type { TestApp } from './test-app.js'

/** One column of the audit lines about one entity that match `by`, oldest first. */
async function auditColumn(
  t: TestApp,
  column: 'summary' | 'action',
  by: 'action' | 'entity',
  value: string,
  entityId: string | number,
): Promise<string[]> {
  const lines = await t.deps.db
    .selectFrom('audit_log')
    .where(by, '=', value)
    .where('entity_id', '=', String(entityId))
    .select(column)
    .orderBy('id')
    .execute()
  return lines.map((l) => l[column])
}

/** The summaries of the audit lines one action wrote about one entity, oldest first. */
export const auditSummaries = (t: TestApp, action: string, entityId: string | number) =>
  auditColumn(t, 'summary', 'action', action, entityId)

/** The actions of the audit lines about one entity (its kind and id), oldest first. */
export const auditActions = (t: TestApp, entity: string, entityId: string | number) => auditColumn(t, 'action', 'entity', entity, entityId)
