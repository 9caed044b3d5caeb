import { sql, type Kysely } from 'kysely'

/**
 * The metrics count the messages waiting to be sent and those given up at every scrape. Sent and
 * kept messages pile up for years and carry their bodies; this index holds only the few others, so
 * the count reads the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index mail_message_unsent on mail_message (status) where status in ('queued', 'failed')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_message_unsent`.execute(db)
}
