import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import type { DatabaseKind } from '../db/database.js'
import { migrate } from '../db/database.js'
import { migrationProvider } from '../db/migrations/index.js'
import type { DB } from '../db/schema.js'
import type { FileStore } from '../storage/file-store.js'
import { hashingStream } from '../storage/hashing-stream.js'
import { refuseForeignObjects } from './dump-objects.js'
import { dumpRepository } from './dump-repository.js'
import { withLoadChecksOff } from './load-guard.js'
import { restoreRepository } from './restore-repository.js'
import { actAsSiteRole } from './restoring-role.js'
import { FILE_PART, PART, type Manifest } from './manifest.js'
import { loadPgDumpRows } from './pg-dump-load.js'
import { pgRestoreList } from './pg-programs.js'
import { ArchiveRefused, eachPart, STOP } from './read-archive.js'
import { loadRows, rowCounts } from './row-dump.js'

export interface RestoreTarget {
  db: Kysely<DB>
  kind: DatabaseKind
  /** The PostgreSQL connection string; '' for the embedded database. */
  databaseUrl: string
  store: FileStore
  /**
   * The role everything restored must belong to, when the connection is not it (`--role`); by default
   * the database's owner when a superuser connects (restoring-role.ts).
   */
  role?: string
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

/**
 * Copies the archive's database part to `work`, checking it against the manifest again (the archive
 * is read anew, and the copy is what is loaded: a file changed since the check is not).
 */
async function extractDatabase(path: string, manifest: Manifest, work: string): Promise<{ part: string; file: string }> {
  const part = PART.pgDump in manifest.parts ? PART.pgDump : PART.rows
  const file = join(work, part)
  let found = false
  await eachPart(path, async (name, _size, stream) => {
    if (name !== part) {
      stream.resume()
      return
    }
    const { stream: through, result } = hashingStream()
    await pipeline(stream, through, createWriteStream(file, { mode: 0o600 }))
    const sum = result()
    if (sum.sha256 !== manifest.parts[part]!.sha256) throw new ArchiveRefused(`the part ${part} changed since the archive was checked`)
    found = true
    return STOP
  })
  if (!found) throw new ArchiveRefused(`the part ${part} is missing`)
  return { part, file }
}

/** Writes the archive's files into the store, each checked against its name; answers those the store did not have. */
async function writeFiles(path: string, manifest: Manifest, store: FileStore, added: string[], progress?: (line: string) => void) {
  let files = 0
  await eachPart(path, async (name, _size, stream) => {
    const file = FILE_PART.exec(name)
    if (!file) {
      stream.resume()
      return
    }
    const had = await store.stat({ sha256: file[1]! })
    const staged = await store.stage(stream)
    if (staged.sha256 !== file[1]) {
      await staged.drop()
      throw new ArchiveRefused(`the file ${name} changed since the archive was checked`)
    }
    await staged.keep()
    if (!had) added.push(staged.sha256)
    files += 1
    if (files % 500 === 0) progress?.(`${files} of ${manifest.files.count} files`)
  })
  return files
}

/**
 * After the swap: removes the blobs the restored database does not name (the replaced site's) and
 * every image variant (a variant is remade from its blob on the first request, and the restored rows
 * may crop it otherwise). Answers how many objects went.
 */
async function pruneStore(db: Kysely<DB>, store: FileStore): Promise<number> {
  const named = new Set(await dumpRepository(db).fileHashes())
  let removed = 0
  for await (const { key } of store.list()) {
    if (key.variant !== undefined) await store.removeVariants(key.sha256, [key.variant])
    else if (!named.has(key.sha256)) await store.remove(key.sha256)
    else continue
    removed += 1
  }
  return removed
}

/**
 * Restores a verified archive (verifyArchive) into the target, replacing whatever it holds: the
 * caller has checked that it is empty or that the person asked to replace it.
 *
 * Nothing the running site sees changes until the database's transaction commits, and a failure at
 * any step before leaves the site as it was: the database part is copied out and (a PostgreSQL dump)
 * listed first, so a dump pg_restore cannot read fails before the database is touched. Then, in one
 * transaction, the schema is dropped and made anew by the migrations up to the archive's level, the
 * dump's objects are checked against what those made, the rows are loaded and counted against the
 * manifest, the schema is brought to this build's level, and the files are written into the store
 * beside the site's own (content-addressed: new blobs disturb nothing). The commit is the swap. On a
 * failure the transaction rolls back and the blobs it added are removed; after the commit the
 * replaced site's blobs and all image variants are removed.
 */
export async function restoreBackup(
  target: RestoreTarget,
  path: string,
  manifest: Manifest,
  progress?: (line: string) => void,
): Promise<void> {
  if (PART.pgDump in manifest.parts && target.kind !== 'postgresql')
    throw new Error('this archive holds a PostgreSQL dump: restore it into PostgreSQL (DATABASE_URL)')
  const work = await mkdtemp(join(tmpdir(), 'ibr-restore-'))
  const added: string[] = []
  try {
    const dump = await extractDatabase(path, manifest, work)
    const list =
      dump.part === PART.pgDump
        ? await pgRestoreList(dump.file).catch((error: unknown) => {
            throw new ArchiveRefused(`the database dump cannot be read: ${error instanceof Error ? error.message : String(error)}`)
          })
        : undefined
    await target.db.transaction().execute(async (trx) => {
      // The server's per-statement limit is for requests; loading a table or checking a foreign key over it may take longer.
      await restoreRepository(trx).noStatementTimeout()
      // Dropped as the connection, so a superuser also clears what an earlier restore as itself left
      // behind; made again, with all in it, as the site's role.
      await restoreRepository(trx).dropPublicSchema()
      const actingAs = await actAsSiteRole(trx, target.kind, target.role)
      if (actingAs) progress?.(actingAs)
      await restoreRepository(trx).createPublicSchema()
      const { error } = await new Migrator({ db: trx, provider: migrationProvider }).migrateTo(manifest.database.migration)
      if (error) throw new Error(`the schema of migration ${manifest.database.migration} could not be made: ${String(error)}`)
      if (list) await refuseForeignObjects(trx, list)
      const loaded = await withLoadChecksOff(trx, () =>
        list ? loadPgDumpRows(trx, dump.file) : loadRows(trx, createReadStream(dump.file)),
      )
      progress?.(`database loaded (${loaded} rows)`)
      const counts = await rowCounts(trx)
      const expected = { ...Object.fromEntries(Object.keys(counts).map((table) => [table, 0])), ...manifest.database.rows }
      const differ = Object.entries(expected).filter(([table, n]) => counts[table] !== n)
      if (differ.length)
        throw new Error(`the restored rows differ from the manifest's: ${differ.map(([t, n]) => `${t} ${counts[t]} of ${n}`).join(', ')}`)
      await migrate(trx)
      // Not inside progress?.(…): without a listener its arguments are never evaluated.
      const files = await writeFiles(path, manifest, target.store, added, progress)
      progress?.(`${files} files written`)
    })
  } catch (error) {
    // The site's database is as it was; so is its store once the blobs this restore brought are gone.
    // One that cannot be removed is unnamed bytes (the next restore removes it): the failure to report is the first.
    for (const sha256 of added) await target.store.remove(sha256).catch(() => {})
    throw error
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  progress?.('database swapped in')
  const removed = await pruneStore(target.db, target.store).catch((error: unknown) => {
    progress?.(`warning: the replaced site's files could not all be removed (${String(error)}): they take space, nothing names them`)
    return 0
  })
  if (removed) progress?.(`${removed} files and image variants of the replaced site removed`)
}
