import { sql, type Kysely } from 'kysely'

/**
 * Site search (docs/search.md). One row per item and language: its words as the segmenter
 * cut them (Chinese has no spaces for PostgreSQL's parser to find), stemmed English besides, in a
 * tsvector with a GIN index. The publish window is copied so a search hides an item whose window has
 * closed without waiting for the next sync.
 * What to index is queued by triggers, in the transaction of the change itself: whatever writes an
 * article (the console, an import, a script) queues it, and the sync job drains the queue. A change
 * during a sync raises its entry's time, so the sync removes only the entries it has read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_doc (
    kind text not null,
    ref_id integer not null,
    lang text not null check (lang in ('zh', 'en')),
    section text not null,
    type text not null,
    title text not null,
    body text not null,
    year integer not null,
    publish_at timestamptz not null,
    unpublish_at timestamptz,
    tsv tsvector not null,
    primary key (kind, ref_id, lang)
  )`.execute(db)
  await sql`create index search_doc_tsv on search_doc using gin (tsv)`.execute(db)
  await sql`create table search_queue (
    kind text not null,
    ref_id integer not null,
    queued_at timestamptz not null default clock_timestamp(),
    primary key (kind, ref_id)
  )`.execute(db)
  await sql`create function search_enqueue(kind text, ref_id integer) returns void language sql as $$
    insert into search_queue (kind, ref_id) values (kind, ref_id)
    on conflict (kind, ref_id) do update set queued_at = clock_timestamp()
  $$`.execute(db)
  await sql`create function search_enqueue_article() returns trigger language plpgsql as $$
    begin
      perform search_enqueue('article', case when tg_op = 'DELETE' then old.id else new.id end);
      return null;
    end
  $$`.execute(db)
  await sql`create function search_enqueue_placement() returns trigger language plpgsql as $$
    begin
      perform search_enqueue('article', case when tg_op = 'DELETE' then old.article_id else new.article_id end);
      return null;
    end
  $$`.execute(db)
  await sql`create trigger article_search after insert or update or delete on article
    for each row execute function search_enqueue_article()`.execute(db)
  await sql`create trigger article_menu_search after insert or update or delete on article_menu
    for each row execute function search_enqueue_placement()`.execute(db)
  await sql`insert into search_queue (kind, ref_id) select 'article', id from article`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger article_menu_search on article_menu`.execute(db)
  await sql`drop trigger article_search on article`.execute(db)
  await sql`drop function search_enqueue_placement`.execute(db)
  await sql`drop function search_enqueue_article`.execute(db)
  await sql`drop function search_enqueue`.execute(db)
  await sql`drop table search_queue`.execute(db)
  await sql`drop table search_doc`.execute(db)
}
