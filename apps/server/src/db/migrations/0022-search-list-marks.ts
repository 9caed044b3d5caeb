import { sql, type Kysely } from 'kysely'

/**
 * A section list's keyword filter reads the search index (docs/search-and-sharing.md, "Section
 * lists"). Each article's rows carry a mark of every menu entry listing it (`§l12`), so the filter
 * finds a section's matches inside the GIN index; the section mark names only the first entry's
 * section. Rows already indexed get theirs here, in place (like migration 0014); the sync writes
 * them from now on, and a placement's change queues its article (migration 0010's trigger).
 */
// \u00a7 is §, escaped: the server's bundle stays ASCII (scripts/bundle-server.mjs).
const lists = sql`array_to_tsvector(array(select '\u00a7l' || am.menu_id from article_menu am where am.article_id = d.ref_id))`

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every article row is rewritten (100,000 articles: about a minute); the pool's 30 s limit is for visitors.
  await sql`set local statement_timeout = 0`.execute(db)
  await sql`update search_doc d set tsv = d.tsv || ${lists} where d.kind = 'article'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`set local statement_timeout = 0`.execute(db)
  await sql`update search_doc d set tsv = ts_delete(d.tsv, array(select l from unnest(tsvector_to_array(d.tsv)) l where l like '\u00a7l%'))
    where d.kind = 'article'`.execute(db)
}
