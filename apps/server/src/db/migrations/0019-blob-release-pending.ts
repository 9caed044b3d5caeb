import { sql, type Kysely } from 'kysely'

/**
 * Blobs whose last row went while a backup was copying files: their removal waits until no backup
 * copies (the backup's end, or the file sweeper's next run), so the archive has every file its dump
 * names. One row per blob, whoever deferred it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table blob_release_pending (
    sha256 text primary key,
    since timestamptz not null default now()
  )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table blob_release_pending`.execute(db)
}
