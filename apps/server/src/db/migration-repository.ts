import { sql, type Kysely } from 'kysely'

/** A migration's record of whether builds older than it may serve on it (table schema_migration_compat). */
export interface CompatRow {
  name: string
  older_builds_may_serve: boolean
  why: string | null
}

/**
 * The migrator's own bookkeeping (kysely_migration) and this build's record beside it
 * (schema_migration_compat), on a database of any schema (migrate down runs between two).
 */
export function migrationRepository<Schema>(db: Kysely<Schema>) {
  return {
    /** The names of the migrations the database has applied, in order (42P01 on a database never migrated). */
    async applied(): Promise<string[]> {
      const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
      return rows.rows.map((row) => row.name)
    },

    /** What the builds that applied them recorded of these migrations (42P01 when the table is not there yet). */
    async compatOf(names: readonly string[]): Promise<CompatRow[]> {
      const { rows } = await sql<CompatRow>`
        select name, older_builds_may_serve, why from schema_migration_compat where name = any(${names})`.execute(db)
      return rows
    },

    /** Writes the records of the applied ones among `rows`; rows already right are left alone. */
    async recordCompat(rows: readonly { name: string; olderBuildsMayServe: boolean; why: string | null }[]): Promise<void> {
      const values = rows.map((row) => sql`(${row.name}::text, ${row.olderBuildsMayServe}::boolean, ${row.why}::text)`)
      await sql`
        insert into schema_migration_compat (name, older_builds_may_serve, why)
        select v.name, v.may, v.why from (values ${sql.join(values)}) as v (name, may, why)
        where exists (select 1 from kysely_migration m where m.name = v.name)
        on conflict (name) do update set older_builds_may_serve = excluded.older_builds_may_serve, why = excluded.why
        where (schema_migration_compat.older_builds_may_serve, schema_migration_compat.why)
          is distinct from (excluded.older_builds_may_serve, excluded.why)`.execute(db)
    },

    /** Forgets an undone migration: its migrator row, and its record when the table is there (`withCompat`). */
    async forget(name: string, withCompat: boolean): Promise<void> {
      await sql`delete from kysely_migration where name = ${name}`.execute(db)
      if (withCompat) await sql`delete from schema_migration_compat where name = ${name}`.execute(db)
    },
  }
}
