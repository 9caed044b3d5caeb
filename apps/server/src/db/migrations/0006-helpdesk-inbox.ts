import { sql, type Kysely } from 'kysely'

/**
 * The services office's inbox: fault reports and feedback get an assignee, a time of their
 * last change and a private key for the reporter's status page; notes and replies live in
 * `helpdesk_note`, one table for both kinds of report (named by kind and id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['fault_report', 'feedback']) {
    await sql`alter table ${sql.table(table)}
      add column assignee_id integer references staff_user(id) on delete set null,
      add column updated_at timestamptz not null default now(),
      add column access_key text`.execute(db)
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_state_check`)}
      check (state in ('new', 'progress', 'waiting', 'resolved'))`.execute(db)
    await sql`create index ${sql.raw(`${table}_inbox`)} on ${sql.table(table)} (created_at desc, id desc)`.execute(db)
  }
  await sql`create table helpdesk_note (
    id serial primary key,
    report_kind text not null check (report_kind in ('fault', 'feedback')),
    report_id integer not null,
    author_id integer references staff_user(id) on delete set null,
    author_name text not null,
    body text not null,
    reply boolean not null default false,
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index helpdesk_note_report on helpdesk_note (report_kind, report_id, id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table helpdesk_note`.execute(db)
  for (const table of ['fault_report', 'feedback']) {
    await sql`drop index ${sql.raw(`${table}_inbox`)}`.execute(db)
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_state_check`)}`.execute(db)
    await sql`alter table ${sql.table(table)} drop column access_key, drop column updated_at, drop column assignee_id`.execute(db)
  }
}
