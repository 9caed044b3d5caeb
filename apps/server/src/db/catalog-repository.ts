import { sql, type Kysely } from 'kysely'

/**
 * Reads of PostgreSQL's catalog and of any table by name, which the query builder cannot type (the
 * schema snapshot, migrate down's accounting, the live instances, the backup's row counts). The
 * executor may be of any schema: these run on every schema a migration leaves, not only this build's `DB`.
 */
export function catalogRepository<Schema>(db: Kysely<Schema>) {
  return {
    /** The rows of one table, as the caller's transaction sees them. */
    async countRows(table: string): Promise<number> {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)
      return Number(rows[0]!.n)
    },

    /** Every column of the public schema's tables and views, with its type and whether an insert must name it. */
    async columns() {
      const { rows } = await sql<{ tbl: string; col: string; type: string; required: boolean }>`
        select c.relname as tbl, a.attname as col, format_type(a.atttypid, a.atttypmod) as type,
          a.attnotnull and not a.atthasdef and a.attidentity = '' and a.attgenerated = '' as required
        from pg_class c join pg_attribute a on a.attrelid = c.oid
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
          and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`.execute(db)
      return rows
    },

    /** Every table's file and the rows this transaction has deleted from it: no lock on any table. */
    async tableStates() {
      const { rows } = await sql<{ relname: string; filenode: string | null; deleted: string }>`
        select relname, pg_relation_filenode(oid)::text as filenode, pg_stat_get_xact_tuples_deleted(oid) as deleted
        from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`.execute(db)
      return rows
    },

    /** A column's default (as SQL text), and whether it is generated or an identity. */
    async columnDefault(table: string, column: string) {
      const { rows } = await sql<{ expr: string | null; generated: string; identity: string }>`
        select pg_get_expr(d.adbin, d.adrelid) as expr, a.attgenerated as generated, a.attidentity as identity
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = ${table}::regclass and a.attname = ${column}`.execute(db)
      return rows[0]!
    },

    /**
     * How many values of a column are not what `compare` says its default would write: `all` every
     * non-null value, `future` the times after now, or, given a default's SQL text, the values other
     * than that default worked out once (evaluated per row, a volatile one would differ from itself).
     */
    async countValues(table: string, column: string, compare: 'all' | 'future' | { defaultSql: string }): Promise<number> {
      const ref = sql.ref(`${table}.${column}`)
      const count =
        compare === 'all'
          ? sql<{ n: string }>`select count(${ref}) as n from ${sql.table(table)}`
          : compare === 'future'
            ? sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${ref} > now()`
            : sql<{ n: string }>`
              with d as materialized (select ${sql.raw(compare.defaultSql)} as v)
              select count(*) as n from ${sql.table(table)}, d where ${ref} is distinct from d.v`
      return Number((await count.execute(db)).rows[0]!.n)
    },

    /** The other sessions of this database whose `application_name` starts with `prefix`. */
    async sessionsNamed(prefix: string) {
      const { rows } = await sql<{ pid: number; application_name: string; client_addr: string | null }>`
        select pid, application_name, host(client_addr) as client_addr from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and application_name like ${`${prefix}%`}
        order by client_addr, pid`.execute(db)
      return rows
    },

    /** Whether a table (or view) of that name exists. */
    async tableExists(name: string): Promise<boolean> {
      const { rows } = await sql<{ present: boolean }>`select to_regclass(${name}) is not null as present`.execute(db)
      return rows[0]!.present
    },

    async savepoint(name: string): Promise<void> {
      await sql`savepoint ${sql.id(name)}`.execute(db)
    },

    async rollbackToSavepoint(name: string): Promise<void> {
      await sql`rollback to savepoint ${sql.id(name)}`.execute(db)
    },

    /** `SET LOCAL lock_timeout`: a statement waiting longer for a lock fails (55P03). */
    async setLockTimeout(wait: string): Promise<void> {
      await sql`set local lock_timeout = ${sql.lit(wait)}`.execute(db)
    },
  }
}
