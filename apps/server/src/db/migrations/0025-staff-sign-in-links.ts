import { sql, type Kysely } from 'kysely'

/**
 * One-time sign-in links sent by e-mail to a person the throttle keeps out (modules/staff/
 * sign-in-link-service.ts): the digest of each link's token (never the token), the account it signs
 * in to, and until when it is good. Using one ends every link of the account; used and expired rows
 * go when the account next asks for one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table staff_sign_in_link (
    token_hash text primary key,
    user_id integer not null references staff_user (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`.execute(db)
  await sql`create index staff_sign_in_link_user on staff_sign_in_link (user_id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table staff_sign_in_link`.execute(db)
}
