import { createWriteStream } from 'node:fs'
import { createInterface } from 'node:readline'
import type { Readable, Writable } from 'node:stream'
import { once } from 'node:events'
import type { Kysely } from 'kysely'
import { catalogRepository } from '../db/catalog-repository.js'
import type { DB } from '../db/schema.js'
import { MIGRATION_BOOKKEEPING } from '../db/migration-bookkeeping.js'
import { dumpRepository } from './dump-repository.js'
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

/** Every table of the site (the migrator's own are made by the migrations) with its written columns, by name. */
export async function siteTables(db: Kysely<DB>): Promise<TableColumns[]> {
  const rows = await dumpRepository(db).tableColumns()
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
  return dumpRepository(db).sequences()
}

/** Rows in every site table, as the transaction sees them. */
export async function rowCounts(db: Kysely<DB>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const { table } of await siteTables(db)) counts[table] = await catalogRepository(db).countRows(table)
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
  const dump = dumpRepository(db)
  try {
    for (const { table, columns } of await siteTables(db)) {
      await write(out, JSON.stringify({ table, columns }))
      if (UNKEPT_TABLES.includes(table)) continue
      await dump.openCursor(table, columns)
      for (;;) {
        const rows = await dump.fetchCursor(FETCH_ROWS)
        for (const row of rows) await write(out, row)
        if (rows.length < FETCH_ROWS) break
      }
      await dump.closeCursor()
    }
    const sequences = []
    for (const name of await siteSequences(db)) sequences.push({ name, ...(await dump.sequencePosition(name)) })
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
  const load = dumpRepository(db)
  const known = new Map((await siteTables(db)).map((t) => [t.table, t]))
  const sequences = new Set(await siteSequences(db))
  let current: TableColumns | undefined
  let batch: string[] = []
  let batchBytes = 0
  const flush = async () => {
    if (!current || batch.length === 0) return
    await load.insertJsonRows(current.table, current.columns, current.identityAlways, batch)
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
        await load.setSequence(s.name, s.lastValue, s.isCalled)
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
