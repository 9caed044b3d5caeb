/** PostgreSQL's "undefined_table": a query named a table the database does not have (yet). */
const UNDEFINED_TABLE = '42P01'

/**
 * A rejection handler that answers `none` when the query failed only because its table does not
 * exist (a database never migrated, or migrated by a build from before the table), and rethrows
 * anything else: a connection error must not pass for an empty answer.
 */
export function noneIfTableMissing<T>(none: T): (error: unknown) => T {
  return (error) => {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return none
    throw error
  }
}
