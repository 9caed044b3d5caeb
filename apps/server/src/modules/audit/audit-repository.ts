import type { AuditListBody } from '@ibr/contract/staff'
import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { DB } from '../../db/schema.js'

export type AuditFilter = Omit<AuditListBody, 'lang' | 'page' | 'pageSize'>

const COLUMNS = ['id', 'at', 'username', 'action', 'entity', 'entity_id', 'address', 'summary'] as const

/** The audit log (table audit_log). A filter's days are those of `timeZone`. */
export function auditRepository(db: Kysely<DB>) {
  const filtered = (filter: AuditFilter, timeZone: string) => {
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

  return {
    async insert(values: Insertable<DB['audit_log']>): Promise<void> {
      await db.insertInto('audit_log').values(values).execute()
    },

    /** One page of matching lines, latest first, and how many match. */
    async page(filter: AuditFilter, timeZone: string, page: number, pageSize: number) {
      const q = filtered(filter, timeZone)
      const [count, list] = await Promise.all([
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        q
          .select([...COLUMNS])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ])
      return { total: Number(count.n), list }
    },

    /** Up to `limit` matching lines before the id `before`, by id, latest first. */
    batch(filter: AuditFilter, timeZone: string, before: string | undefined, limit: number) {
      let q = filtered(filter, timeZone)
        .select([...COLUMNS])
        .orderBy('id', 'desc')
        .limit(limit)
      if (before) q = q.where('id', '<', before)
      return q.execute()
    },
  }
}
