import { sql, type Kysely } from 'kysely'

/**
 * Site search, second part (docs/search-and-sharing.md): teams and their members in the
 * index, and the words a misspelt query is corrected to.
 * - A member has no page of their own: their row names the team (`parent_id`) so the team's rows
 *   and its members' are replaced together, and `path` holds each row's route on the site.
 * - Teams are queued by triggers like articles, so the records workflow (publish, archive) and any
 *   other write keep the index current in the change's own transaction.
 * - `search_word`: every Latin word of the indexed text with the number of rows holding it. A query
 *   word found nowhere is compared with it (trigram distance and same first letters, then edit
 *   distance), which is how "Zhnag" finds "Zhang". pg_trgm is in PostgreSQL's contrib and in PGlite.
 * - `title_tsv`: the title's words, what ranking reads (see below).
 */
/** History: written before the expand/contract rule, and found by its check (db/expand-contract.ts). */
export const contract = {
  retires: [],
  why: 'search_doc.path is required with no default, and the build before it indexes rows without a path',
} as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`alter table search_doc add column parent_id integer`.execute(db)
  await sql`alter table search_doc add column path text not null default ''`.execute(db)
  await sql`update search_doc set path = '/detail/' || type || '/' || ref_id where kind = 'article'`.execute(db)
  await sql`alter table search_doc alter column path drop default`.execute(db)
  await sql`create index search_doc_parent on search_doc (kind, parent_id) where parent_id is not null`.execute(db)
  // The title's words alone (weight A), small enough to stay in the row: ranking every match by its
  // whole text read each one's compressed tsvector, three times the time of finding them (bench:search).
  await sql`alter table search_doc add column title_tsv tsvector generated always as (ts_filter(tsv, '{a}')) stored`.execute(db)

  await sql`create table search_word (
    word text primary key,
    docs integer not null
  )`.execute(db)
  await sql`create index search_word_trgm on search_word using gist (word gist_trgm_ops)`.execute(db)
  await sql`create index search_word_start on search_word (left(word, 2), length(word))`.execute(db)

  await sql`create function search_enqueue_team() returns trigger language plpgsql as $$
    begin
      perform search_enqueue('team', case when tg_op = 'DELETE' then old.id else new.id end);
      return null;
    end
  $$`.execute(db)
  await sql`create function search_enqueue_team_member() returns trigger language plpgsql as $$
    begin
      perform search_enqueue('team', case when tg_op = 'DELETE' then old.team_id else new.team_id end);
      return null;
    end
  $$`.execute(db)
  await sql`create trigger team_search after insert or update or delete on team
    for each row execute function search_enqueue_team()`.execute(db)
  await sql`create trigger team_member_search after insert or update or delete on team_member
    for each row execute function search_enqueue_team_member()`.execute(db)
  await sql`insert into search_queue (kind, ref_id) select 'team', id from team on conflict do nothing`.execute(db)
  // The words of what is indexed already: its articles again, counted as the sync counts them.
  await sql`insert into search_queue (kind, ref_id) select 'article', ref_id from search_doc where kind = 'article'
    on conflict do nothing`.execute(db)
  await sql`delete from search_doc where kind = 'article'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger team_member_search on team_member`.execute(db)
  await sql`drop trigger team_search on team`.execute(db)
  await sql`drop function search_enqueue_team_member`.execute(db)
  await sql`drop function search_enqueue_team`.execute(db)
  await sql`delete from search_queue where kind = 'team'`.execute(db)
  await sql`drop table search_word`.execute(db)
  await sql`delete from search_doc where kind <> 'article'`.execute(db)
  await sql`drop index search_doc_parent`.execute(db)
  await sql`alter table search_doc drop column title_tsv`.execute(db)
  await sql`alter table search_doc drop column path`.execute(db)
  await sql`alter table search_doc drop column parent_id`.execute(db)
}
