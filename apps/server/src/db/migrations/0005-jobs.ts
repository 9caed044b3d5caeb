import { sql, type Kysely } from 'kysely'

/**
 * Background work shared by every instance on the database (docs/architecture.md, "Background work
 * and change notification"). A `job` row is waiting (`queued`), leased by one worker (`running`,
 * `run_at` then being the lease's end), or given up (`failed`, kept for inspection); a finished job
 * is deleted. `job_schedule` holds when each recurring job is next due, so one instance alone turns
 * each occurrence into a job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table job (
    id bigserial primary key,
    name text not null,
    payload jsonb not null default '{}',
    unique_key text,
    state text not null default 'queued' check (state in ('queued', 'running', 'failed')),
    run_at timestamptz not null default now(),
    attempts integer not null default 0,
    max_attempts integer not null default 5,
    lease_seconds integer not null default 300,
    locked_by text,
    last_error text,
    created_at timestamptz not null default now()
  )`.execute(db)
  // The claim reads the soonest due row of those still to run: one index probe.
  await sql`create index job_due on job (run_at, id) where state <> 'failed'`.execute(db)
  // A key names one piece of work: it is queued once until it has run (or failed for good).
  await sql`create unique index job_unique_key on job (unique_key) where unique_key is not null and state <> 'failed'`.execute(db)
  await sql`create index job_failed on job (run_at) where state = 'failed'`.execute(db)

  await sql`create table job_schedule (
    name text primary key,
    every_seconds integer not null check (every_seconds > 0),
    next_run_at timestamptz not null
  )`.execute(db)

  // The next scheduled change of public content is read after every publish and when one passes;
  // 0004 indexed the article's, these do the same for the other workflow tables.
  for (const table of ['menu', 'team', 'facility', 'meeting', 'image', 'faq', 'quick_link']) {
    await sql`create index ${sql.raw(`${table}_publish_upcoming`)} on ${sql.table(table)} (publish_at) where status = 'published'`.execute(
      db,
    )
    await sql`create index ${sql.raw(`${table}_unpublish_upcoming`)} on ${sql.table(table)} (unpublish_at)
      where status = 'published' and unpublish_at is not null`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['menu', 'team', 'facility', 'meeting', 'image', 'faq', 'quick_link']) {
    await sql`drop index ${sql.raw(`${table}_unpublish_upcoming`)}`.execute(db)
    await sql`drop index ${sql.raw(`${table}_publish_upcoming`)}`.execute(db)
  }
  await sql`drop table job_schedule`.execute(db)
  await sql`drop table job`.execute(db)
}
