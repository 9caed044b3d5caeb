import type { AuditAction, AuditEntity, AuditRow } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { auditRepository, type AuditFilter as Filter } from './audit-repository.js'

export interface AuditEntry {
  userId: number | null
  username: string
  action: AuditAction
  entity?: AuditEntity
  entityId?: string | number | null
  address: string
  summary?: string
}

/** Appends one line; pass the transaction of the change it records so both land or neither. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await auditRepository(db).insert({
    user_id: entry.userId,
    username: entry.username.slice(0, 64),
    action: entry.action,
    entity: entry.entity ?? '',
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    address: entry.address.slice(0, 100),
    summary: (entry.summary ?? '').slice(0, 1000),
  })
}

/** Who made a change, as every staff call knows it: the signed-in person and the address the request came from. */
export interface AuditActor {
  user: { id: number; username: string }
  address: string
}

/** Appends one line for a change a signed-in person made; pass the change's transaction, as for recordAudit. */
export function recordActorAudit(
  db: Kysely<DB>,
  actor: AuditActor,
  entry: Omit<AuditEntry, 'userId' | 'username' | 'address'>,
): Promise<void> {
  return recordAudit(db, { userId: actor.user.id, username: actor.user.username, address: actor.address, ...entry })
}

/** The audit log read by administrators: filtered, latest first. Days are the site time zone's. */
export function auditService(db: Kysely<DB>, timeZone: string) {
  const repo = auditRepository(db)
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
      const { total, list } = await repo.page(filter, timeZone, page, pageSize)
      return { total, list: list.map(present) }
    },

    /**
     * Every matching line, latest first, in pages of 1,000 so a long log never sits in memory at once.
     * Paged by id alone: lines are appended with the time of their insert, so id order is time order,
     * and a time read into JavaScript loses PostgreSQL's microseconds (a key on it would skip lines).
     */
    async *exportRows(filter: Filter): AsyncGenerator<AuditRow> {
      let before: string | undefined
      for (;;) {
        const batch = await repo.batch(filter, timeZone, before, 1000)
        for (const r of batch) yield present(r)
        if (batch.length < 1000) return
        before = batch[batch.length - 1]!.id
      }
    },
  }
}

export type AuditService = ReturnType<typeof auditService>
