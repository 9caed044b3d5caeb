import { sql, type Kysely } from 'kysely'

/**
 * The records workflow (docs/people-and-places.md): a working copy per record of any kind
 * (teams, facilities, FAQ, quick links; later conferences) until it is approved into its public table,
 * and every saved version as a revision. Also the facilities' booking link and the header's and
 * footer's settings saved in the console.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table record_draft (
    entity text not null,
    record_id integer not null,
    doc jsonb not null,
    status text not null default 'draft' check (status in ('draft', 'review')),
    review_comment text not null default '',
    submitted_by_id integer references staff_user(id) on delete set null,
    submitted_by text,
    submitted_at timestamptz,
    updated_by_id integer references staff_user(id) on delete set null,
    updated_by text not null,
    updated_at timestamptz not null default now(),
    primary key (entity, record_id)
  )`.execute(db)
  await sql`create table record_revision (
    entity text not null,
    record_id integer not null,
    revision integer not null,
    action text not null,
    doc jsonb not null,
    by_id integer references staff_user(id) on delete set null,
    by_name text not null,
    at timestamptz not null default now(),
    primary key (entity, record_id, revision)
  )`.execute(db)
  await sql`alter table facility add column booking_url text not null default ''`.execute(db)
  await sql`create table site_setting (
    key text primary key,
    value text not null,
    updated_by text not null,
    updated_at timestamptz not null default now()
  )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table site_setting`.execute(db)
  await sql`alter table facility drop column booking_url`.execute(db)
  await sql`drop table record_revision`.execute(db)
  await sql`drop table record_draft`.execute(db)
}
