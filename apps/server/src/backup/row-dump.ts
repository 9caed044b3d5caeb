import { createWriteStream } from 'node:fs'
import { createInterface } from 'node:readline'
import type { Readable, Writable } from 'node:stream'
import { once } from 'node:events'
import { sql, type Kysely } from 'kysely'
import { countRows } from '../db/row-count.js'
import type { DB } from '../db/schema.js'
import { MIGRATION_BOOKKEEPING } from '../db/migration-bookkeeping.js'
import { ArchiveRefused } from './read-archive.js'

/** Rows read from the database at a time, and the most a batch written back may hold. */
const FETCH_ROWS = 200
const LOAD_ROWS = 500
const LOAD_BYTES = 1024 * 1024

interface TableColumns {
  table: string
  /** Columns a row is written with: generated ones are computed again on load. */
  columns: string[]
  /** The table has a column that is `generated always as identity`: its values are kept as dumped. */
  identityAlways: boolean
}

/**
 * Tables whose rows no archive holds: the day's salt and the readers' marks made with it are deleted
 * when the day closes (docs/statistics.md) and must not live on in backups. A restored site has
 * them empty: today's visitors start again from zero, every count is kept.
 */
export const UNKEPT_TABLES: readonly string[] = ['stats_salt', 'stats_visitor']

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Every table of the site (the migrator's own are made by the migrations) with its written columns, by name. */
export async function siteTables(db: Kysely<DB>): Promise<TableColumns[]> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_generated: string; identity_generation: string | null }>`
    select c.table_name, c.column_name, c.is_generated, c.identity_generation
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db)
  const tables = new Map<string, TableColumns>()
  for (const row of rows) {
    if (MIGRATION_BOOKKEEPING.has(row.table_name)) continue
    const table = tables.get(row.table_name) ?? { table: row.table_name, columns: [], identityAlways: false }
    tables.set(row.table_name, table)
    if (row.is_generated === 'ALWAYS') continue
    table.columns.push(row.column_name)
    if (row.identity_generation === 'ALWAYS') table.identityAlways = true
  }
  return [...tables.values()]
}

/**
 * The names of the site's sequences, those of identity columns included (information_schema.sequences
 * leaves them out, and a table's next id would then start again at 1 after a restore).
 */
export async function siteSequences(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace order by 1`.execute(db)
  return rows.map((r) => r.name)
}

/** Rows in every site table, as the transaction sees them. */
export async function rowCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const { table } of await siteTables(db)) counts[table] = await countRows(db as Kysely<unknown>, table)
  return counts
}

/** Rows in every site table as an archive holds them: none of the unkept tables'. */
export async function archivedRowCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const counts = await rowCounts(db)
  for (const table of UNKEPT_TABLES) if (table in counts) counts[table] = 0
  return counts
}

async function write(out: Writable, line: string) {
  if (!out.write(`${line}\n`)) await once(out, 'drain')
}

/**
 * Writes every site table's rows (the unkept tables' none) as JSON lines to `path`: a line naming the table and its columns,
 * then one line per row (PostgreSQL's own JSON of the row, so every type comes back through its text
 * form), and last the sequences' positions. Read through a cursor a few rows at a time, so memory
 * does not grow with the site. `db` must be a transaction (a cursor lives in one; REPEATABLE READ
 * makes every table the same moment's).
 */
export async function dumpRows(db: Kysely<DB>, path: string): Promise<void> {
  const out = createWriteStream(path)
  try {
    for (const { table, columns } of await siteTables(db)) {
      await write(out, JSON.stringify({ table, columns }))
      if (UNKEPT_TABLES.includes(table)) continue
      const list = columns.map(ident).join(', ')
      await sql`declare ibr_dump no scroll cursor for select row_to_json(r)::text as j from (select ${sql.raw(list)} from ${sql.raw(ident(table))}) r`.execute(
        db,
      )
      for (;;) {
        const { rows } = await sql<{ j: string }>`fetch ${sql.raw(String(FETCH_ROWS))} from ibr_dump`.execute(db)
        for (const row of rows) await write(out, row.j)
        if (rows.length < FETCH_ROWS) break
      }
      await sql`close ibr_dump`.execute(db)
    }
    const sequences = []
    for (const name of await siteSequences(db)) {
      const { rows } = await sql<{
        last_value: string
        is_called: boolean
      }>`select last_value, is_called from ${sql.raw(ident(name))}`.execute(db)
      sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called })
    }
    await write(out, JSON.stringify({ sequences }))
  } finally {
    out.end()
    await once(out, 'close')
  }
}

/**
 * Loads rows written by dumpRows into `db`: a transaction whose schema the migrations made at the
 * dump's level, with its checks off while it loads (load-guard.ts). Rows go only into tables and
 * columns the schema has (any other refuses the archive: the file is the archive maker's, not ours),
 * through PostgreSQL's own JSON-to-row conversion; the sequences are put back last, only the
 * schema's. Answers the rows loaded.
 */
export async function loadRows(db: Kysely<DB>, source: Readable): Promise<number> {
  let loaded = 0
  const known = new Map((await siteTables(db)).map((t) => [t.table, t]))
  const sequences = new Set(await siteSequences(db))
  let current: TableColumns | undefined
  let batch: string[] = []
  let batchBytes = 0
  const flush = async () => {
    if (!current || batch.length === 0) return
    const list = current.columns.map(ident).join(', ')
    const overriding = current.identityAlways ? sql.raw('overriding system value') : sql``
    await sql`insert into ${sql.raw(ident(current.table))} (${sql.raw(list)}) ${overriding}
      select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(ident(current.table))}, ${`[${batch.join(',')}]`}::json)`.execute(
      db,
    )
    loaded += batch.length
    batch = []
    batchBytes = 0
  }
  for await (const line of createInterface({ input: source, crlfDelay: Infinity })) {
    if (line === '') continue
    if (line.startsWith('{"table":')) {
      await flush()
      const { table, columns } = JSON.parse(line) as { table: string; columns: string[] }
      const target = known.get(table)
      if (!target) throw new ArchiveRefused(`the dump has a table this database does not: ${table}`)
      const unknown = columns.filter((c) => !target.columns.includes(c))
      if (unknown.length) throw new ArchiveRefused(`the dump has columns ${table} does not: ${unknown.join(', ')}`)
      current = { ...target, columns }
    } else if (line.startsWith('{"sequences":')) {
      await flush()
      current = undefined
      const { sequences: positions } = JSON.parse(line) as { sequences: { name: string; lastValue: string; isCalled: boolean }[] }
      for (const s of positions) {
        if (!sequences.has(s.name)) throw new ArchiveRefused(`the dump sets a sequence this database does not have: ${s.name}`)
        await sql`select setval(${`public.${ident(s.name)}`}, ${s.lastValue}::bigint, ${s.isCalled})`.execute(db)
      }
    } else {
      if (!current) throw new ArchiveRefused('the dump has rows outside a table')
      batch.push(line)
      batchBytes += line.length
      if (batch.length >= LOAD_ROWS || batchBytes >= LOAD_BYTES) await flush()
    }
  }
  await flush()
  return loaded
}
