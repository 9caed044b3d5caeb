import { sql, type Kysely } from 'kysely'

/**
 * Site search, speed (docs/search-and-sharing.md, "Speed"):
 * - Each row of the index carries marks of its month (UTC), year and section as lexemes
 *   (`§m202611`, `§y2026`, `§sibrNews`), so a filter and an age group are matched inside the GIN
 *   index instead of on every matching row. Rows already indexed get theirs here; the sync writes
 *   them from now on (search-scope.ts).
 * - Rows are kept narrow: a row longer than 512 bytes has its text and tsvector moved to the TOAST
 *   table. Ranking reads each match's row but only its small columns (title_tsv, dates), and the
 *   GIN index needs no recheck of the tsvector; the text is read for the page's ten rows only. With
 *   100,000 articles the table shrank from 295 MB to 73 MB, and a common query took half the time.
 * - The GIN index takes each write at once (no pending list): a search would otherwise scan the
 *   whole pending list (up to 4 MB) every time until a vacuum merges it. The sync writes in the
 *   background, where the extra cost does not keep anyone waiting.
 */
// \u00a7 is §, escaped: the server's bundle stays ASCII (scripts/bundle-server.mjs).
const marks = sql`array_to_tsvector(array['\u00a7m' || to_char(publish_at at time zone 'UTC', 'YYYYMM'), '\u00a7y' || year, '\u00a7s' || section])`

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every row is rewritten (100,000 articles: about a minute); the pool's 30 s limit is for visitors'
  // queries. `local`: only this migration's transaction.
  await sql`set local statement_timeout = 0`.execute(db)
  await sql`alter table search_doc set (toast_tuple_target = 512)`.execute(db)
  await sql`alter index search_doc_tsv set (fastupdate = off)`.execute(db)
  await sql`select gin_clean_pending_list('search_doc_tsv')`.execute(db)
  await sql`update search_doc set tsv = tsv || ${marks}`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`set local statement_timeout = 0`.execute(db)
  await sql`update search_doc set tsv = ts_delete(tsv, tsvector_to_array(${marks}))`.execute(db)
  await sql`alter index search_doc_tsv reset (fastupdate)`.execute(db)
  await sql`alter table search_doc reset (toast_tuple_target)`.execute(db)
}
