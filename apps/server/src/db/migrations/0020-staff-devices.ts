import { sql, type Kysely } from 'kysely'

/**
 * The browsers that have signed in to an account (the device cookie, auth/device-cookie.ts): the
 * digest of each one's token and when it was issued. Kept apart from the audit log, which people read
 * and which its own retention may trim.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table staff_device (
    token_hash text primary key,
    user_id integer not null references staff_user (id) on delete cascade,
    issued_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index staff_device_user on staff_device (user_id, issued_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table staff_device`.execute(db)
}
