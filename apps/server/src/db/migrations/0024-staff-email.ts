import { sql, type Kysely } from 'kysely'

/**
 * A staff account's e-mail address: where its sign-in links and notifications go. Optional (a CAS
 * account may get it from CAS at its next sign-in) and not unique: two accounts of one person, or a
 * team's shared mailbox, may name the same address, and a link is sent for one account, never by address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_user add column email text`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_user drop column email`.execute(db)
}
