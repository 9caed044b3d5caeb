/**
 * Tables the migrations keep about themselves, not the site's content: the migrator's record and
 * lock, and which migrations older builds may serve on. A backup leaves their rows out, a restore
 * target holding only them counts as empty, and the restore's own migrations write them anew.
 */
export const MIGRATION_BOOKKEEPING: ReadonlySet<string> = new Set(['kysely_migration', 'kysely_migration_lock', 'schema_migration_compat'])
