import { sql, type Kysely } from 'kysely'

/**
 * Editing and review. The `article` row stays what the public reads: its language fields
 * hold only what was approved (empty for a language not published), so every public query and index
 * is unchanged. The working copy lives beside it in `article_draft`, one per item, with each
 * language's state and the fields flagged outdated; every save also leaves an `article_revision`.
 * An item with no draft row has never been edited in the console: its working copy is its public row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table article_draft (
    article_id integer primary key references article (id) on delete cascade,
    version integer not null default 1,
    doc jsonb not null,
    kind text not null,
    title_zh text not null default '',
    title_en text not null default '',
    menu_ids integer[] not null default '{}',
    state_zh text not null check (state_zh in ('none','draft','review','published')),
    state_en text not null check (state_en in ('none','draft','review','published')),
    status text not null check (status in ('draft','review','published','archived')),
    archived boolean not null default false,
    outdated jsonb not null default '{"zh":[],"en":[]}',
    outdated_count integer not null default 0,
    review_comment text,
    review_by text,
    review_at timestamptz,
    changed_by integer[] not null default '{}',
    created_by text not null,
    created_at timestamptz not null default now(),
    updated_by text not null,
    updated_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index article_draft_status on article_draft (status, updated_at desc)`.execute(db)
  await sql`create index article_draft_outdated on article_draft (updated_at desc) where outdated_count > 0`.execute(db)

  await sql`create table article_revision (
    article_id integer not null references article (id) on delete cascade,
    revision integer not null,
    action text not null,
    doc jsonb not null,
    fields text[] not null default '{}',
    langs text[] not null default '{}',
    comment text,
    by_id integer references staff_user (id) on delete set null,
    by_name text not null,
    at timestamptz not null default now(),
    primary key (article_id, revision)
  )`.execute(db)

  // Only the hash of a preview token is kept: the link itself is the capability.
  await sql`create table preview_link (
    token_hash text primary key,
    article_id integer not null references article (id) on delete cascade,
    created_by integer references staff_user (id) on delete set null,
    expires_at timestamptz not null
  )`.execute(db)
  await sql`create index preview_link_expiry on preview_link (expires_at)`.execute(db)

  await sql`create table edit_presence (
    article_id integer not null references article (id) on delete cascade,
    user_id integer not null references staff_user (id) on delete cascade,
    name text not null,
    since timestamptz not null default now(),
    seen_at timestamptz not null default now(),
    primary key (article_id, user_id)
  )`.execute(db)

  // The media library's image facts: alt text in both languages (required before an image is
  // published) and the focal point every crop is cut around (fractions of width and height).
  await sql`alter table file
    add column alt_zh text not null default '',
    add column alt_en text not null default '',
    add column focal_x real,
    add column focal_y real,
    add column uploaded_by integer references staff_user (id) on delete set null`.execute(db)

  // The next scheduled change (a publish or unpublish time still to come) is looked up on every
  // cache fill: these keep that lookup to an index probe.
  await sql`create index article_publish_upcoming on article (publish_at) where status = 'published'`.execute(db)
  await sql`create index article_unpublish_upcoming on article (unpublish_at) where status = 'published' and unpublish_at is not null`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index article_unpublish_upcoming`.execute(db)
  await sql`drop index article_publish_upcoming`.execute(db)
  await sql`alter table file
    drop column uploaded_by,
    drop column focal_y,
    drop column focal_x,
    drop column alt_en,
    drop column alt_zh`.execute(db)
  await sql`drop table edit_presence`.execute(db)
  await sql`drop table preview_link`.execute(db)
  await sql`drop table article_revision`.execute(db)
  await sql`drop table article_draft`.execute(db)
}
