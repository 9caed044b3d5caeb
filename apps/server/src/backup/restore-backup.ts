import { sql, type Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import type { DatabaseKind } from '../db/database.js'
import { migrate } from '../db/database.js'
import { migrationProvider } from '../db/migrations/index.js'
import type { DB } from '../db/schema.js'
import type { FileStore } from '../storage/file-store.js'
import { FILE_PART, PART, type Manifest } from './manifest.js'
import { pgRestore } from './pg-programs.js'
import { eachPart } from './read-archive.js'
import { loadRows, rowCounts } from './row-dump.js'

export interface RestoreTarget {
  db: Kysely<DB>
  kind: DatabaseKind
  /** The PostgreSQL connection string (pg_restore connects with it); '' for the embedded database. */
  databaseUrl: string
  store: FileStore
}

/** What a restore would replace: the tables that have rows, and how many files the store holds. */
export interface TargetContents {
  tables: Record<string, number>
  files: number
}

/** The names of every migration this build knows, in order. */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationProvider.getMigrations()).sort()
}

export async function targetContents(target: RestoreTarget): Promise<TargetContents> {
  const tables = Object.fromEntries(Object.entries(await rowCounts(target.db)).filter(([, n]) => n > 0))
  let files = 0
  for await (const _object of target.store.list()) files += 1
  return { tables, files }
}

/** Every table, sequence and function of the site goes, so the archive's schema comes back as it was. */
async function emptySchema(db: Kysely<DB>) {
  await sql`drop schema public cascade`.execute(db)
  await sql`create schema public`.execute(db)
}

async function emptyStore(store: FileStore) {
  for await (const { key } of store.list()) {
    if (key.variant === undefined) await store.remove(key.sha256)
    else await store.removeVariants(key.sha256, [key.variant])
  }
}

/**
 * Restores a verified archive (verifyArchive) into the target, replacing whatever it holds: the
 * caller has checked that it is empty or that the person asked to replace it. The database comes back
 * at the archive's migration level, is checked against the manifest's row counts, and is then brought
 * to this build's level; the files are written through the store, each checked against its name.
 */
export async function restoreBackup(
  target: RestoreTarget,
  path: string,
  manifest: Manifest,
  progress?: (line: string) => void,
): Promise<void> {
  if (PART.pgDump in manifest.parts && target.kind !== 'postgresql')
    throw new Error('this archive holds a PostgreSQL dump: restore it into PostgreSQL (DATABASE_URL)')
  await emptySchema(target.db)
  await emptyStore(target.store)
  let files = 0
  await eachPart(path, async (name, _size, stream) => {
    if (name === PART.pgDump) {
      await pgRestore(target.databaseUrl, stream)
      progress?.('database restored')
    } else if (name === PART.rows) {
      const migrator = new Migrator({ db: target.db, provider: migrationProvider })
      const { error } = await migrator.migrateTo(manifest.database.migration)
      if (error) throw new Error(`the schema of migration ${manifest.database.migration} could not be made: ${String(error)}`)
      // Not inside progress?.(…): without a listener its arguments are never evaluated, and the rows never loaded.
      const loaded = await loadRows(target.db, stream)
      progress?.(`database restored (${loaded} rows)`)
    } else if (FILE_PART.test(name)) {
      const staged = await target.store.stage(stream)
      if (staged.sha256 !== FILE_PART.exec(name)![1]) {
        await staged.drop()
        throw new Error(`the file ${name} changed since the archive was checked`)
      }
      await staged.keep()
      files += 1
      if (files % 500 === 0) progress?.(`${files} of ${manifest.files.count} files`)
    } else {
      stream.resume()
    }
  })
  const counts = await rowCounts(target.db)
  const differ = Object.entries(manifest.database.rows).filter(([table, n]) => counts[table] !== n)
  if (differ.length)
    throw new Error(`the restored rows differ from the manifest's: ${differ.map(([t, n]) => `${t} ${counts[t]} of ${n}`).join(', ')}`)
  await migrate(target.db)
  progress?.(`${files} files restored`)
}
