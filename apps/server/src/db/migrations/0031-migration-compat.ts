import { sql, type Kysely } from 'kysely'

/**
 * Per applied migration, whether builds older than it may keep serving on it (an additive migration)
 * or not (a contract migration: it drops, renames or retypes what earlier code reads), and why not.
 * The build that applies a migration knows this; an older build reading the database does not, so the
 * applying build writes it down (migrate() in database.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table schema_migration_compat (
    name text primary key,
    older_builds_may_serve boolean not null,
    why text
  )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table schema_migration_compat`.execute(db)
}
