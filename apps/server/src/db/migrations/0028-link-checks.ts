import { sql, type Kysely } from 'kysely'

/**
 * Every link and embedded image of what the site publishes, one row per occurrence (item, field,
 * target, text), with what the last check found. `first_broken_at` survives later checks that find
 * it still broken, so staff see how long a link has been dead; `ignored` is a person's choice and
 * survives every check. `seen_at` is when a check last found it in its item (a full check removes
 * the rows it did not find). `section_ids` are the menu entries the item is listed in, what scopes an
 * editor's view (empty: administrators only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table link_check (
      id integer generated always as identity primary key,
      item_kind text not null,
      item_id integer not null,
      field text not null,
      section_ids integer[] not null default '{}',
      title_zh text not null default '',
      title_en text not null default '',
      link_text text not null default '',
      target text not null,
      kind text not null default 'link',
      status text not null default 'pending',
      problem text,
      http_status integer,
      ignored boolean not null default false,
      first_broken_at timestamptz,
      last_checked_at timestamptz,
      seen_at timestamptz not null default now(),
      unique (item_kind, item_id, field, target, link_text)
    )`.execute(db)
  await sql`create index link_check_broken on link_check (first_broken_at) where status = 'broken'`.execute(db)
  await sql`create index link_check_target on link_check (target)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table link_check`.execute(db)
}
