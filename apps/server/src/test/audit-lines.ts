import type { TestApp } from './test-app.js'

/** The summaries of the audit lines one action wrote about one entity, oldest first. */
export async function auditSummaries(t: TestApp, action: string, entityId: string | number): Promise<string[]> {
  const lines = await t.deps.db
    .selectFrom('audit_log')
    .where('action', '=', action)
    .where('entity_id', '=', String(entityId))
    .select('summary')
    .orderBy('id')
    .execute()
  return lines.map((l) => l.summary)
}

/** The actions of the audit lines about one entity (its kind and id), oldest first. */
export async function auditActions(t: TestApp, entity: string, entityId: string | number): Promise<string[]> {
  const lines = await t.deps.db
    .selectFrom('audit_log')
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .select('action')
    .orderBy('id')
    .execute()
  return lines.map((l) => l.action)
}
