import { sql, type Kysely } from 'kysely'

/**
 * Attempts at a password that are being checked now (auth/attempt-guard.ts): a row is written, under
 * a lock on the account, before the password is verified, and goes when the outcome is written (the
 * audit line of a failure, or the session of a success). The throttle counts these rows as failures,
 * so guesses sent together cannot all pass the check before the first of them is recorded. A row an
 * instance left behind (it stopped mid-check) keeps counting as a failure until it is a day old.
 * Device tokens count their own failures: past a few, the browser is no longer taken as known.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table staff_auth_attempt (
    id bigint generated always as identity primary key,
    kind text not null check (kind in ('signIn', 'passwordChange')),
    username text not null,
    user_id integer references staff_user (id) on delete cascade,
    address text not null default '',
    at timestamptz not null default now()
  )`.execute(db)
  await sql`create index staff_auth_attempt_name on staff_auth_attempt (kind, lower(username), at)`.execute(db)
  await sql`create index staff_auth_attempt_at on staff_auth_attempt (at)`.execute(db)
  await sql`alter table staff_device add column failures integer not null default 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_device drop column failures`.execute(db)
  await sql`drop table staff_auth_attempt`.execute(db)
}
