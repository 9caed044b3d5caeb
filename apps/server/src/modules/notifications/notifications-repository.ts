import type { Lang } from '@ibr/contract'
import type { NotificationKind, NotificationMode, PermissionScope } from '@ibr/contract/staff'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'

/** An event as the module writes it. */
export interface NewEventRow {
  kind: NotificationKind
  action: string
  actorId: number | null
  permission: string
  scopes: readonly PermissionScope[] | null
  toUsers: readonly number[] | null
  link: string
  titleZh: string
  titleEn: string
  detail: string
}

/** An event as the delivery reads it. */
export interface EventRow {
  id: number
  kind: NotificationKind
  action: string
  actor_id: number | null
  permission: string
  scopes: PermissionScope[] | null
  to_users: number[] | null
  link: string
  title_zh: string
  title_en: string
  detail: string
  created_at: Date
}

/** A person who can be mailed: an active account with an address. */
export interface MailablePerson {
  id: number
  email: string
  lang: Lang
}

const eventColumns = [
  'e.id',
  'e.kind',
  'e.action',
  'e.actor_id',
  'e.permission',
  'e.scopes',
  'e.to_users',
  'e.link',
  'e.title_zh',
  'e.title_en',
  'e.detail',
  'e.created_at',
] as const

/** SQL over the notification tables (and the staff user's language). Takes a transaction as well. */
export function notificationsRepository(db: Kysely<DB>) {
  return {
    async insertEvent(row: NewEventRow): Promise<number> {
      const { id } = await db
        .insertInto('notification_event')
        .values({
          kind: row.kind,
          action: row.action,
          actor_id: row.actorId,
          permission: row.permission,
          scopes: row.scopes === null ? null : JSON.stringify(row.scopes),
          to_users: row.toUsers === null ? null : JSON.stringify(row.toUsers),
          link: row.link,
          title_zh: row.titleZh,
          title_en: row.titleEn,
          detail: row.detail,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    },

    /**
     * Events not yet delivered, oldest first, locked until the transaction ends; rows another instance
     * holds are skipped, so two instances never deliver one event.
     */
    async claimUnprocessed(limit: number): Promise<EventRow[]> {
      const rows = await db
        .selectFrom('notification_event as e')
        .select(eventColumns)
        .where('e.processed_at', 'is', null)
        .orderBy('e.id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute()
      return rows as EventRow[]
    },

    async markProcessed(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return
      await db
        .updateTable('notification_event')
        .set({ processed_at: sql<Date>`now()` })
        .where('id', 'in', ids)
        .execute()
    },

    /** Active accounts with an address: the only people ever mailed. */
    mailable(): Promise<MailablePerson[]> {
      return db
        .selectFrom('staff_user')
        .select(['id', 'lang', 'email'])
        .where('active', '=', true)
        .where('email', 'is not', null)
        .where('email', '<>', '')
        .orderBy('id')
        .$narrowType<{ email: string }>()
        .execute()
    },

    /** Each person's settings row, made with a fresh random key where there is none yet. */
    async ensureSettings(userIds: readonly number[], newKey: () => string): Promise<Map<number, { digestHour: number; tokenKey: string }>> {
      const found = new Map<number, { digestHour: number; tokenKey: string }>()
      if (userIds.length === 0) return found
      await db
        .insertInto('notification_setting')
        .values(userIds.map((id) => ({ user_id: id, token_key: newKey() })))
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
      const rows = await db
        .selectFrom('notification_setting')
        .select(['user_id', 'digest_hour', 'token_key'])
        .where('user_id', 'in', userIds)
        .execute()
      for (const r of rows) found.set(r.user_id, { digestHour: r.digest_hour, tokenKey: r.token_key })
      return found
    },

    setting(userId: number) {
      return db
        .selectFrom('notification_setting')
        .select(['digest_hour', 'token_key', 'last_digest_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst()
    },

    /** Every stored choice of these people. */
    async choices(userIds: readonly number[]): Promise<Map<number, Map<string, NotificationMode>>> {
      const found = new Map<number, Map<string, NotificationMode>>()
      if (userIds.length === 0) return found
      const rows = await db
        .selectFrom('notification_preference')
        .select(['user_id', 'kind', 'mode'])
        .where('user_id', 'in', userIds)
        .execute()
      for (const r of rows) {
        const mine = found.get(r.user_id) ?? new Map<string, NotificationMode>()
        mine.set(r.kind, r.mode)
        found.set(r.user_id, mine)
      }
      return found
    },

    async saveChoices(userId: number, choices: readonly { kind: string; mode: NotificationMode }[]): Promise<void> {
      if (choices.length === 0) return
      await db
        .insertInto('notification_preference')
        .values(choices.map((c) => ({ user_id: userId, kind: c.kind, mode: c.mode })))
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ mode: (eb) => eb.ref('excluded.mode') }))
        .execute()
    },

    async saveDigestHour(userId: number, hour: number, newKey: string): Promise<void> {
      await db
        .insertInto('notification_setting')
        .values({ user_id: userId, digest_hour: hour, token_key: newKey })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ digest_hour: hour }))
        .execute()
    },

    async savePending(rows: readonly { userId: number; eventId: number }[]): Promise<void> {
      if (rows.length === 0) return
      await db
        .insertInto('notification_pending')
        .values(rows.map((r) => ({ user_id: r.userId, event_id: r.eventId })))
        .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
        .execute()
    },

    /**
     * People whose digest hour is `hour` and who had no digest since `since`, locked (skipping those
     * another instance holds), so each person's digest is sent by one instance.
     */
    dueForDigest(hour: number, since: Date) {
      return db
        .selectFrom('notification_setting')
        .select(['user_id', 'token_key'])
        .where('digest_hour', '=', hour)
        .where((eb) => eb.or([eb('last_digest_at', 'is', null), eb('last_digest_at', '<', since)]))
        .orderBy('user_id')
        .forUpdate()
        .skipLocked()
        .execute()
    },

    /** What waits for one person's digest, oldest first. */
    async pendingFor(userId: number): Promise<EventRow[]> {
      const rows = await db
        .selectFrom('notification_pending as p')
        .innerJoin('notification_event as e', 'e.id', 'p.event_id')
        .select(eventColumns)
        .where('p.user_id', '=', userId)
        .orderBy('e.id')
        .execute()
      return rows as EventRow[]
    },

    async clearPending(userId: number): Promise<void> {
      await db.deleteFrom('notification_pending').where('user_id', '=', userId).execute()
    },

    async markDigest(userId: number): Promise<void> {
      await db
        .updateTable('notification_setting')
        .set({ last_digest_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .execute()
    },

    /** Sets one kind to `never` for one person (the one-click unsubscribe). */
    async unsubscribe(userId: number, kinds: readonly string[]): Promise<void> {
      await db
        .insertInto('notification_preference')
        .values(kinds.map((kind) => ({ user_id: userId, kind, mode: 'never' as const })))
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ mode: 'never' }))
        .execute()
    },

    async setLang(userId: number, lang: Lang): Promise<void> {
      await db.updateTable('staff_user').set({ lang }).where('id', '=', userId).where('lang', '<>', lang).execute()
    },

    person(userId: number) {
      return db.selectFrom('staff_user').select(['id', 'email', 'lang', 'active']).where('id', '=', userId).executeTakeFirst()
    },

    /** Events processed more than `days` ago that no digest waits for: kept no longer. */
    async purgeOld(days: number): Promise<void> {
      await db
        .deleteFrom('notification_event')
        .where('processed_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('notification_pending as p').select('p.event_id').whereRef('p.event_id', '=', 'notification_event.id')),
          ),
        )
        .execute()
    },
  }
}
