import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/** A name quoted as an SQL identifier (the tables and columns come from the catalog or a checked archive). */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * The SQL of the row dump and load (backup/row-dump.ts): catalog reads, and reads and writes of any
 * table by name, which the query builder cannot type. Cursors live in a transaction: pass one.
 */
export function dumpRepository(db: Kysely<DB>) {
  return {
    /** Every column of every base table of the public schema, in table and column order. */
    async tableColumns() {
      const { rows } = await sql<{ table_name: string; column_name: string; is_generated: string; identity_generation: string | null }>`
        select c.table_name, c.column_name, c.is_generated, c.identity_generation
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`.execute(db)
      return rows
    },

    /**
     * The names of the public schema's sequences, those of identity columns included
     * (information_schema.sequences leaves them out).
     */
    async sequences(): Promise<string[]> {
      const { rows } = await sql<{ name: string }>`
        select relname as name from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace order by 1`.execute(db)
      return rows.map((r) => r.name)
    },

    /** Opens the cursor `ibr_dump` over the columns of a table, each row as its JSON text. */
    async openCursor(table: string, columns: readonly string[]): Promise<void> {
      const list = columns.map(ident).join(', ')
      await sql`declare ibr_dump no scroll cursor for select row_to_json(r)::text as j from (select ${sql.raw(list)} from ${sql.raw(ident(table))}) r`.execute(
        db,
      )
    },

    /** The next rows of the cursor `ibr_dump`, at most `count`. */
    async fetchCursor(count: number): Promise<string[]> {
      const { rows } = await sql<{ j: string }>`fetch ${sql.raw(String(count))} from ibr_dump`.execute(db)
      return rows.map((row) => row.j)
    },

    async closeCursor(): Promise<void> {
      await sql`close ibr_dump`.execute(db)
    },

    async sequencePosition(name: string): Promise<{ lastValue: string; isCalled: boolean }> {
      const { rows } = await sql<{
        last_value: string
        is_called: boolean
      }>`select last_value, is_called from ${sql.raw(ident(name))}`.execute(db)
      return { lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called }
    },

    /** Inserts rows given as JSON texts through PostgreSQL's own JSON-to-row conversion. */
    async insertJsonRows(table: string, columns: readonly string[], identityAlways: boolean, rows: readonly string[]): Promise<void> {
      const list = columns.map(ident).join(', ')
      const overriding = identityAlways ? sql.raw('overriding system value') : sql``
      await sql`insert into ${sql.raw(ident(table))} (${sql.raw(list)}) ${overriding}
        select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(ident(table))}, ${`[${rows.join(',')}]`}::json)`.execute(db)
    },

    async setSequence(name: string, lastValue: string, isCalled: boolean): Promise<void> {
      await sql`select setval(${`public.${ident(name)}`}, ${lastValue}::bigint, ${isCalled})`.execute(db)
    },

    /** The column types of every table, as `format_type` names them (without a type modifier). */
    async columnTypes() {
      const { rows } = await sql<{ tbl: string; col: string; type: string }>`
        select c.relname as tbl, a.attname as col, format_type(a.atttypid, null) as type
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`.execute(db)
      return rows
    },

    /** Inserts rows given as lists of texts, each value through its column type's own input (`types`, one per column). */
    async insertTextRows(
      table: string,
      columns: readonly string[],
      types: readonly string[],
      identityAlways: boolean,
      rows: readonly (string | null)[][],
    ): Promise<void> {
      const values = types.map((type, i) => `(r->>${i})::${type}`).join(', ')
      const overriding = identityAlways ? sql.raw('overriding system value') : sql``
      await sql`insert into ${sql.raw(ident(table))} (${sql.raw(columns.map(ident).join(', '))}) ${overriding}
        select ${sql.raw(values)} from json_array_elements(${JSON.stringify(rows)}::json) as r`.execute(db)
    },

    /** Exports the transaction's snapshot for pg_dump (`pg_export_snapshot`) and answers its id. */
    async exportSnapshot(): Promise<string> {
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(db)
      return rows[0]!.id
    },

    /** The blobs the database names, each once, in order. */
    async fileHashes(): Promise<string[]> {
      return (await db.selectFrom('file').select('sha256').distinct().orderBy('sha256').execute()).map((r) => r.sha256)
    },
  }
}
