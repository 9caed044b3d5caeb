import type { Kysely } from 'kysely'
import { MIGRATION_BOOKKEEPING } from '../db/migration-bookkeeping.js'
import type { DB } from '../db/schema.js'
import { readDataScript } from './data-script.js'
import { dumpRepository } from './dump-repository.js'
import { pgRestoreDataScript } from './pg-programs.js'
import { ArchiveRefused } from './read-archive.js'
import { siteTables, siteSequences } from './row-dump.js'

/** The most a batch written holds: as the embedded format's loader. */
const LOAD_ROWS = 500
const LOAD_BYTES = 1024 * 1024

interface Target {
  table: string
  columns: string[]
  types: string[]
  identityAlways: boolean
}

/**
 * Loads the rows of a PostgreSQL dump (custom format, at `path`) into `db`: a transaction whose schema
 * the migrations made at the dump's level, with its checks off while it loads (load-guard.ts). The
 * dump's definitions are never run: pg_restore prints its rows as text, and each table's rows are
 * inserted here into that table's columns, each value through its column type's own input, into
 * tables and columns the schema has (any other refuses the archive). Answers the rows loaded.
 */
export async function loadPgDumpRows(db: Kysely<DB>, path: string): Promise<number> {
  const tables = new Map((await siteTables(db)).map((t) => [t.table, t]))
  const sequences = new Set(await siteSequences(db))
  const load = dumpRepository(db)
  const typeRows = await load.columnTypes()
  const types = new Map(typeRows.map((r) => [`${r.tbl}.${r.col}`, r.type]))
  const script = pgRestoreDataScript(path)
  let loaded = 0
  let current: Target | null | undefined
  let batch: (string | null)[][] = []
  let batchBytes = 0
  const flush = async () => {
    if (!current || batch.length === 0) return
    await load.insertTextRows(current.table, current.columns, current.types, current.identityAlways, batch)
    loaded += batch.length
    batch = []
    batchBytes = 0
  }
  try {
    for await (const item of readDataScript(script.lines)) {
      if (item.kind === 'row') {
        if (current === undefined) throw new ArchiveRefused('the database dump has rows outside a table')
        if (current === null) continue
        if (item.fields.length !== current.columns.length)
          throw new ArchiveRefused(`a row of ${current.table} in the database dump is malformed`)
        batch.push(item.fields)
        batchBytes += item.fields.reduce((n, f) => n + (f?.length ?? 0), 0)
        if (batch.length >= LOAD_ROWS || batchBytes >= LOAD_BYTES) await flush()
      } else if (item.kind === 'copy') {
        await flush()
        if (MIGRATION_BOOKKEEPING.has(item.table)) {
          current = null
          continue
        }
        const table = tables.get(item.table)
        if (!table) throw new ArchiveRefused(`the database dump has rows of a table this site does not have: ${item.table}`)
        const unknown = item.columns.filter((c) => !table.columns.includes(c))
        if (unknown.length) throw new ArchiveRefused(`the database dump has columns ${item.table} does not: ${unknown.join(', ')}`)
        current = {
          table: item.table,
          columns: item.columns,
          types: item.columns.map((c) => types.get(`${item.table}.${c}`)!),
          identityAlways: table.identityAlways,
        }
      } else {
        await flush()
        if (!sequences.has(item.name)) throw new ArchiveRefused(`the database dump sets a sequence this site does not have: ${item.name}`)
        await load.setSequence(item.name, item.value, item.called)
      }
    }
    await flush()
  } catch (error) {
    script.stop()
    throw error
  }
  await script.done.catch((error: unknown) => {
    throw new ArchiveRefused(`the database dump cannot be read: ${error instanceof Error ? error.message : String(error)}`)
  })
  return loaded
}
