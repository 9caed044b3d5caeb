import { sql, type Kysely } from 'kysely'

/**
 * Per-client limits (uploads, forms, searches) counted in the database, so the limit holds whichever
 * instance a request reaches. One row per route and client for the current window; a row whose
 * window has ended is reused by the client's next request and purged by a job otherwise. Unlogged on
 * PostgreSQL: a counter lost in a crash only forgets a minute of requests, and skipping the
 * write-ahead log halves what each counted request costs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unlogged table client_limit (
    key text primary key,
    hits integer not null,
    reset_at timestamptz not null
  )`.execute(db)
  await sql`create index client_limit_reset_at on client_limit (reset_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table client_limit`.execute(db)
}
