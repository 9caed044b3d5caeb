import { sql, type Kysely } from 'kysely'

/**
 * A waiting version remembers whom its publication is told to (`told`: the people who changed it
 * and its approver), so the notice reaches them rather than every writer of its sections.
 * notification_pending is searched by its event (the purge's NOT EXISTS, an event's cascade) while
 * its key starts with the person: an index on event_id keeps those from reading the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index notification_pending_event on notification_pending (event_id)`.execute(db)
  await sql`alter table article_scheduled add column told integer[] not null default '{}'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table article_scheduled drop column told`.execute(db)
  await sql`drop index notification_pending_event`.execute(db)
}
