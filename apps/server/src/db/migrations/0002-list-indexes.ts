import { sql, type Kysely } from 'kysely'

/**
 * Indexes for a section's list at scale (issue 9). A page is read from article_menu_order and each
 * row is checked against the visibility rule (status + publish window), also every row a deep page
 * skips and every row a section's count reads. With the rule's columns in an index keyed by id,
 * that check reads the index alone instead of the article's heap row (2–3 KB with its bodies), and
 * a section's count becomes a merge of two index-only scans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index article_visibility on article (id) include (status, publish_at, unpublish_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists article_visibility`.execute(db)
}
