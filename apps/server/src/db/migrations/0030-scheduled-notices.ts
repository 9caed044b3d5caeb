import { sql, type Kysely } from 'kysely'

/**
 * A waiting version remembers whom its publication is told to (`told`: the people who changed it
 * and its approver), so the notice reaches them rather than every writer of its sections, and how
 * often publishing it failed (`attempts`), until it is given up (`given_up_at`) and they are told.
 * article_timed_notice holds the times of a public row still to be announced (a new item's publish
 * time, an unpublish time), each cleared as it is announced, so it is announced once.
 * notification_pending is searched by its event (the purge's NOT EXISTS, an event's cascade) while
 * its key starts with the person: an index on event_id keeps those from reading the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index notification_pending_event on notification_pending (event_id)`.execute(db)
  await sql`alter table article_scheduled add column told integer[] not null default '{}'`.execute(db)
  await sql`alter table article_scheduled add column attempts integer not null default 0`.execute(db)
  await sql`alter table article_scheduled add column given_up_at timestamptz`.execute(db)
  await sql`create table article_timed_notice (
    article_id integer primary key references article (id) on delete cascade,
    told integer[] not null default '{}',
    publish_at timestamptz,
    unpublish_at timestamptz
  )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table article_timed_notice`.execute(db)
  await sql`alter table article_scheduled drop column given_up_at`.execute(db)
  await sql`alter table article_scheduled drop column attempts`.execute(db)
  await sql`alter table article_scheduled drop column told`.execute(db)
  await sql`drop index notification_pending_event`.execute(db)
}
