import { sql, type Kysely } from 'kysely'

/**
 * Each run of the daily backup (BACKUP_DIR): when it started and ended, whether it worked, where
 * it wrote, and what went wrong. The console's dashboard and the metrics read the latest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table backup_run (
    id serial primary key,
    started_at timestamptz not null default now(),
    finished_at timestamptz,
    ok boolean,
    file text not null,
    bytes bigint,
    error text
  )`.execute(db)
  await sql`create index backup_run_started on backup_run (started_at desc)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table backup_run`.execute(db)
}
