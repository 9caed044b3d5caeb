import type { Kysely } from 'kysely'
import { KNOWN_MIGRATIONS, MIGRATIONS } from './migrations/index.js'
import type { DB } from './schema.js'
import { migrationRepository } from './migration-repository.js'
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
  const recorded = await migrationRepository(db)
    .compatOf(unknown)
    // A database migrated by a build from before the record: nothing is known of its newer migrations.
    .catch(noneIfTableMissing([]))
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
  await migrationRepository(db).recordCompat(
    KNOWN_MIGRATIONS.map((name) => {
      const contract = MIGRATIONS[name]!.contract
      return { name, olderBuildsMayServe: !contract, why: contract?.why ?? null }
    }),
  )
}
