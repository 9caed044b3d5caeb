import { sql, type Kysely } from 'kysely'

/** Status, publish window and authorship: every content row carries its workflow from day one. */
const WORKFLOW = sql.raw(`
  status text not null default 'published' check (status in ('draft','review','published','archived')),
  publish_at timestamptz not null default now(),
  unpublish_at timestamptz,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  updated_at timestamptz not null default now(),
  updated_by text not null default 'system'`)

const tr = (name: string) => sql.raw(`${name}_zh text not null default '', ${name}_en text not null default ''`)

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table file (
    id text primary key,
    sha256 text not null,
    mime text not null,
    kind text not null check (kind in ('image','document','video')),
    size integer not null,
    name text not null,
    width integer,
    height integer,
    visibility text not null check (visibility in ('draft','private','public')),
    token_hash text,
    created_at timestamptz not null default now(),
    expires_at timestamptz
  )`.execute(db)
  await sql`create index file_sha256 on file (sha256)`.execute(db)
  await sql`create index file_draft_expiry on file (expires_at) where visibility = 'draft'`.execute(db)

  await sql`create table menu (
    id serial primary key,
    parent_id integer references menu(id) on delete cascade,
    sort integer not null default 0,
    list_template text not null,
    ${tr('name')}, ${tr('intro')},
    picture_id text references file(id) on delete set null,
    out_link text,
    ${WORKFLOW}
  )`.execute(db)
  await sql`create index menu_parent on menu (parent_id, sort)`.execute(db)

  await sql`create table article (
    id serial primary key,
    kind text not null,
    ${tr('title')}, ${tr('sub_title')}, ${tr('body')}, ${tr('source')}, ${tr('location')},
    picture_id text references file(id) on delete set null,
    picture_vertical_id text references file(id) on delete set null,
    video_id text references file(id) on delete set null,
    out_link text,
    category text,
    enrol_kind text,
    deadline date,
    event_time timestamptz,
    authors text,
    journal text,
    pub_year integer,
    doi text,
    pmid text,
    research_area text,
    phone text,
    email text,
    search_text text generated always as (lower(
      title_zh || ' ' || title_en || ' ' || sub_title_zh || ' ' || sub_title_en || ' ' ||
      regexp_replace(body_zh || ' ' || body_en, '<[^>]*>', ' ', 'g'))) stored,
    ${WORKFLOW}
  )`.execute(db)
  await sql`create index article_kind_time on article (kind, publish_at desc, id desc)`.execute(db)
  await sql`create index article_event_time on article (event_time) where kind = 'event'`.execute(db)

  // The sort key is copied here so a section's page is read in index order, without sorting the section.
  await sql`create table article_menu (
    article_id integer not null references article(id) on delete cascade,
    menu_id integer not null references menu(id) on delete cascade,
    pinned boolean not null default false,
    publish_at timestamptz not null,
    primary key (menu_id, article_id)
  )`.execute(db)
  await sql`create index article_menu_order on article_menu (menu_id, pinned desc, publish_at desc, article_id desc)`.execute(db)
  await sql`create index article_menu_article on article_menu (article_id)`.execute(db)

  await sql`create table article_file (
    article_id integer not null references article(id) on delete cascade,
    file_id text not null references file(id) on delete cascade,
    sort integer not null default 0,
    primary key (article_id, file_id)
  )`.execute(db)

  await sql`create table research_area (
    id serial primary key,
    code text not null unique,
    ${tr('name')}, ${tr('intro')},
    picture_id text references file(id) on delete set null,
    sort integer not null default 0
  )`.execute(db)

  await sql`create table team (
    id serial primary key,
    kind text not null check (kind in ('team','consociation')),
    area_id integer references research_area(id) on delete set null,
    ${tr('name')}, ${tr('leader')}, ${tr('leader_title')}, ${tr('summary')}, ${tr('bio')}, ${tr('interests')}, ${tr('location')},
    photo_id text references file(id) on delete set null,
    email text not null default '',
    phone text not null default '',
    sort integer not null default 0,
    ${WORKFLOW}
  )`.execute(db)
  await sql`create table team_member (
    id serial primary key,
    team_id integer not null references team(id) on delete cascade,
    ${tr('name')}, ${tr('role')},
    email text not null default '',
    sort integer not null default 0
  )`.execute(db)
  await sql`create table team_paper (
    team_id integer not null references team(id) on delete cascade,
    article_id integer not null references article(id) on delete cascade,
    primary key (team_id, article_id)
  )`.execute(db)

  await sql`create table facility (
    id serial primary key,
    ${tr('name')}, ${tr('summary')}, ${tr('intro')}, ${tr('contact')}, ${tr('location')},
    picture_id text references file(id) on delete set null,
    email text not null default '',
    phone text not null default '',
    instruments jsonb not null default '[]',
    services jsonb not null default '[]',
    sort integer not null default 0,
    ${WORKFLOW}
  )`.execute(db)

  await sql`create table meeting (
    id serial primary key,
    menu_id integer not null unique references menu(id) on delete cascade,
    token text not null,
    ${tr('title')}, ${tr('sub_title')}, ${tr('summary')}, ${tr('venue')}, ${tr('address')}, ${tr('traffic')},
    ${tr('organizer')}, ${tr('fee')}, ${tr('notice')},
    start_date date not null,
    end_date date not null,
    contact_email text not null default '',
    picture_id text references file(id) on delete set null,
    registration_open boolean not null default false,
    reg_deadline timestamptz not null,
    form_fields jsonb not null default '[]',
    ${WORKFLOW}
  )`.execute(db)
  await sql`create table meeting_tag (
    id serial primary key,
    meeting_id integer not null references meeting(id) on delete cascade,
    day date not null,
    ${tr('name')},
    sort integer not null default 0
  )`.execute(db)
  await sql`create table meeting_session (
    id serial primary key,
    tag_id integer not null references meeting_tag(id) on delete cascade,
    start_time text not null,
    end_time text not null,
    ${tr('title')}, ${tr('speaker')}, ${tr('affiliation')}, ${tr('place')},
    sort integer not null default 0
  )`.execute(db)
  await sql`create table registration (
    id serial primary key,
    meeting_id integer not null references meeting(id) on delete cascade,
    email text not null,
    confirm_code text not null unique,
    fields jsonb not null,
    lang text not null,
    created_at timestamptz not null default now(),
    unique (meeting_id, email)
  )`.execute(db)
  await sql`create table registration_file (
    registration_id integer not null references registration(id) on delete cascade,
    field text not null,
    file_id text not null references file(id),
    primary key (registration_id, file_id)
  )`.execute(db)

  await sql`create table image (
    id serial primary key,
    menu_id integer references menu(id) on delete cascade,
    type text not null,
    file_id text not null references file(id) on delete cascade,
    ${tr('title')},
    link text,
    sort integer not null default 0,
    ${WORKFLOW}
  )`.execute(db)
  await sql`create index image_menu_type on image (menu_id, type, sort)`.execute(db)

  await sql`create table fault_report (
    id serial primary key,
    ticket text not null unique,
    reporter text not null,
    contact text not null,
    place text not null,
    category text not null,
    description text not null,
    screenshot_id text references file(id),
    lang text not null,
    state text not null default 'new',
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create table feedback (
    id serial primary key,
    ticket text not null unique,
    kind text not null,
    name text not null default '',
    contact text not null default '',
    content text not null,
    lang text not null,
    state text not null default 'new',
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create table faq (
    id serial primary key,
    ${tr('question')}, ${tr('answer')},
    sort integer not null default 0,
    ${WORKFLOW}
  )`.execute(db)
  await sql`create table quick_link (
    id serial primary key,
    grp text not null check (grp in ('lab','facility','other')),
    ${tr('name')}, ${tr('description')},
    url text not null,
    sort integer not null default 0,
    ${WORKFLOW}
  )`.execute(db)

  // Trigram index for substring search (Chinese included); skipped where the extension is not installed.
  const trgm = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db)
  if ((trgm.rows[0]?.n ?? 0) > 0) {
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`create index article_search on article using gin (search_text gin_trgm_ops)`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'quick_link',
    'faq',
    'feedback',
    'fault_report',
    'image',
    'registration_file',
    'registration',
    'meeting_session',
    'meeting_tag',
    'meeting',
    'facility',
    'team_paper',
    'team_member',
    'team',
    'research_area',
    'article_file',
    'article_menu',
    'article',
    'menu',
    'file',
  ]) {
    await sql`drop table if exists ${sql.table(t)} cascade`.execute(db)
  }
}
