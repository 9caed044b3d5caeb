import type { AuditAction, AuditEntity, AuditListBody, AuditRow } from '@ibr/contract/staff'
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { DB } from '../../db/schema.js'

export interface AuditEntry {
  userId: number | null
  username: string
  action: AuditAction
  entity?: AuditEntity
  entityId?: string | number | null
  address: string
  summary?: string
}

type Filter = Omit<AuditListBody, 'lang' | 'page' | 'pageSize'>

/** Appends one line; pass the transaction of the change it records so both land or neither. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      username: entry.username.slice(0, 64),
      action: entry.action,
      entity: entry.entity ?? '',
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      address: entry.address.slice(0, 100),
      summary: (entry.summary ?? '').slice(0, 1000),
    })
    .execute()
}

/** The audit log read by administrators: filtered, latest first. Days are the site time zone's. */
export function auditService(db: Kysely<DB>, timeZone: string) {
  const filtered = (filter: Filter) => {
    let q: SelectQueryBuilder<DB, 'audit_log', object> = db.selectFrom('audit_log')
    if (filter.username) q = q.where(sql<boolean>`lower(username) = lower(${filter.username})`)
    if (filter.action) q = q.where('action', '=', filter.action)
    if (filter.from) q = q.where(sql<boolean>`at >= (${filter.from}::date)::timestamp at time zone ${timeZone}`)
    if (filter.to) q = q.where(sql<boolean>`at < (${filter.to}::date + 1)::timestamp at time zone ${timeZone}`)
    const words = (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)
    for (const word of words) {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      q = q.where((eb) =>
        eb.or([eb('username', 'ilike', like), eb('summary', 'ilike', like), eb('entity', 'ilike', like), eb('address', 'ilike', like)]),
      )
    }
    return q
  }
  const rows = (q: SelectQueryBuilder<DB, 'audit_log', object>) =>
    q.select(['id', 'at', 'username', 'action', 'entity', 'entity_id', 'address', 'summary']).orderBy('at', 'desc').orderBy('id', 'desc')
  const present = (r: {
    id: string
    at: Date
    username: string
    action: string
    entity: string
    entity_id: string | null
    address: string
    summary: string
  }): AuditRow => ({
    id: Number(r.id),
    time: r.at.toISOString(),
    username: r.username,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    address: r.address,
    summary: r.summary,
  })

  return {
    async list(filter: Filter, page: number, pageSize: number): Promise<{ total: number; list: AuditRow[] }> {
      const q = filtered(filter)
      const [count, list] = await Promise.all([
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        rows(q)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ])
      return { total: Number(count.n), list: list.map(present) }
    },

    /**
     * Every matching line, latest first, in pages of 1,000 so a long log never sits in memory at once.
     * Paged by id alone: lines are appended with the time of their insert, so id order is time order,
     * and a time read into JavaScript loses PostgreSQL's microseconds (a key on it would skip lines).
     */
    async *exportRows(filter: Filter): AsyncGenerator<AuditRow> {
      let before: string | undefined
      for (;;) {
        let q = filtered(filter)
          .select(['id', 'at', 'username', 'action', 'entity', 'entity_id', 'address', 'summary'])
          .orderBy('id', 'desc')
          .limit(1000)
        if (before) q = q.where('id', '<', before)
        const batch = await q.execute()
        for (const r of batch) yield present(r)
        if (batch.length < 1000) return
        before = batch[batch.length - 1]!.id
      }
    },
  }
}

export type AuditService = ReturnType<typeof auditService>
