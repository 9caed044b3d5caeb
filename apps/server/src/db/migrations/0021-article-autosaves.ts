import { sql, type Kysely } from 'kysely'

/**
 * Each person's working copy of an item between saves, kept on the server so that another browser or
 * computer can take the work up. Not a revision: the history stays what was saved. It goes with the
 * item and with the account; a daily job drops copies left untouched for long.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table article_autosave (
    article_id integer not null references article (id) on delete cascade,
    user_id integer not null references staff_user (id) on delete cascade,
    version integer not null,
    doc jsonb not null,
    base jsonb not null,
    saved_at timestamptz not null default now(),
    primary key (article_id, user_id)
  )`.execute(db)
  await sql`create index article_autosave_saved on article_autosave (saved_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table article_autosave`.execute(db)
}
