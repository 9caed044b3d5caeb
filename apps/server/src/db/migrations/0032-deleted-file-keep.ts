import { sql, type Kysely } from 'kysely'

/**
 * When a pending blob removal is due: at once for one a backup held off, DELETED_FILE_KEEP_DAYS after
 * its last row went for one kept so a database recovered to a moment before finds its bytes. Rows of
 * an older build, which does not set it, are due at once, as that build expects. Undone, the kept
 * blobs' due times are lost and every pending removal is due at the next sweep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table blob_release_pending add column due_at timestamptz not null default now()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table blob_release_pending drop column due_at`.execute(db)
}
