import { sql, type Kysely } from 'kysely'
import { KNOWN_MIGRATIONS, MIGRATIONS } from './migrations/index.js'
import type { DB } from './schema.js'
import { noneIfTableMissing } from './table-missing.js'

/** A migration the database has applied and this build does not know, as the build that applied it recorded it. */
export interface NewerMigration {
  name: string
  /** True: additive, this build may serve on it; false: a contract migration; undefined: no record. */
  olderBuildsMayServe: boolean | undefined
  /** Why older builds may not serve on it (the contract's own words). */
  why: string | null
}

/** The applied migrations this build does not know, each with what its build recorded of it. */
export async function newerMigrations(db: Kysely<DB>, applied: readonly string[]): Promise<NewerMigration[]> {
  const unknown = applied.filter((name) => !KNOWN_MIGRATIONS.includes(name))
  if (!unknown.length) return []
  const recorded = await sql<{ name: string; older_builds_may_serve: boolean; why: string | null }>`
    select name, older_builds_may_serve, why from schema_migration_compat where name = any(${unknown})`
    .execute(db)
    .then(
      (result) => result.rows,
      // A database migrated by a build from before the record: nothing is known of its newer migrations.
      noneIfTableMissing([]),
    )
  const byName = new Map(recorded.map((row) => [row.name, row]))
  return unknown.map((name) => ({
    name,
    olderBuildsMayServe: byName.get(name)?.older_builds_may_serve,
    why: byName.get(name)?.why ?? null,
  }))
}

/**
 * Writes down, for every migration this build knows and the database has applied, whether builds
 * older than it may serve on it. Rows already right are left alone, so a start writes nothing.
 */
export async function recordCompat(db: Kysely<DB>): Promise<void> {
  const rows = KNOWN_MIGRATIONS.map((name) => {
    const contract = MIGRATIONS[name]!.contract
    return sql`(${name}::text, ${!contract}::boolean, ${contract?.why ?? null}::text)`
  })
  await sql`
    insert into schema_migration_compat (name, older_builds_may_serve, why)
    select v.name, v.may, v.why from (values ${sql.join(rows)}) as v (name, may, why)
    where exists (select 1 from kysely_migration m where m.name = v.name)
    on conflict (name) do update set older_builds_may_serve = excluded.older_builds_may_serve, why = excluded.why
    where (schema_migration_compat.older_builds_may_serve, schema_migration_compat.why)
      is distinct from (excluded.older_builds_may_serve, excluded.why)`.execute(db)
}
