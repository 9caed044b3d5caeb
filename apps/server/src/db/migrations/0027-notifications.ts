import { sql, type Kysely } from 'kysely'

/**
 * Staff notifications (docs/notifications.md): the language a person's mail is written in, their
 * choices per kind of event and their digest hour, the events recorded in the transaction of the
 * change that caused them, and what waits for each person's next digest. Mail gets extra headers
 * (one-click unsubscribe) kept with the message, so a resend sends the same thing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_user add column lang text not null default 'zh' check (lang in ('zh', 'en'))`.execute(db)
  await sql`alter table mail_message add column headers jsonb not null default '{}'::jsonb`.execute(db)
  await sql`create table notification_setting (
    user_id integer primary key references staff_user(id) on delete cascade,
    digest_hour smallint not null default 8 check (digest_hour between 0 and 23),
    token_key text not null,
    last_digest_at timestamptz
  )`.execute(db)
  await sql`create table notification_preference (
    user_id integer not null references staff_user(id) on delete cascade,
    kind text not null,
    mode text not null check (mode in ('immediate', 'digest', 'never')),
    primary key (user_id, kind)
  )`.execute(db)
  await sql`create table notification_event (
    id serial primary key,
    kind text not null,
    action text not null default '',
    actor_id integer,
    permission text not null,
    scopes jsonb,
    to_users jsonb,
    link text not null default '',
    title_zh text not null default '',
    title_en text not null default '',
    detail text not null default '',
    created_at timestamptz not null default now(),
    processed_at timestamptz
  )`.execute(db)
  await sql`create index notification_event_unprocessed on notification_event (id) where processed_at is null`.execute(db)
  await sql`create table notification_pending (
    user_id integer not null references staff_user(id) on delete cascade,
    event_id integer not null references notification_event(id) on delete cascade,
    primary key (user_id, event_id)
  )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notification_pending`.execute(db)
  await sql`drop table notification_event`.execute(db)
  await sql`drop table notification_preference`.execute(db)
  await sql`drop table notification_setting`.execute(db)
  await sql`alter table mail_message drop column headers`.execute(db)
  await sql`alter table staff_user drop column lang`.execute(db)
}
