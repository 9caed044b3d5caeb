import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rename, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Kysely } from 'kysely'
import tar from 'tar-stream'
import type { DatabaseKind } from '../db/database.js'
import { migrationLevel } from '../db/database.js'
import type { DB } from '../db/schema.js'
import { holdBlobReleases, releasePendingBlobs } from '../modules/file/index.js'
import type { FileStore } from '../storage/file-store.js'
import { hashingStream } from '../storage/hashing-stream.js'
import { signManifest } from './archive-signature.js'
import { dumpRepository } from './dump-repository.js'
import { ARCHIVE_FORMAT, filePart, PART, type Manifest, type PartSum } from './manifest.js'
import { pgDump } from './pg-programs.js'
import { archivedRowCounts, dumpRows, UNKEPT_TABLES } from './row-dump.js'

export interface BackupSource {
  db: Kysely<DB>
  kind: DatabaseKind
  /** The PostgreSQL connection string (pg_dump connects with it); '' for the embedded database. */
  databaseUrl: string
  store: FileStore
  version: string
  /** BACKUP_KEY, which signs the archive; '' writes it unsigned (a restore then needs --unsigned). */
  key: string
}

interface Snapshot {
  dumpPath: string
  dumpPart: string
  migration: { name: string; count: number }
  rows: Record<string, number>
  hashes: string[]
}

/**
 * Dumps the database and reads, from the same snapshot, its row counts and the files it names. On
 * PostgreSQL pg_dump reads the snapshot this transaction exports; on the embedded database the rows
 * are read inside the transaction itself.
 */
async function takeSnapshot(source: BackupSource, work: string): Promise<Snapshot> {
  return source.db.connection().execute((connection) =>
    connection
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        let dumpPath: string
        let dumpPart: string
        if (source.kind === 'postgresql') {
          dumpPath = join(work, PART.pgDump)
          dumpPart = PART.pgDump
          await pgDump(source.databaseUrl, await dumpRepository(trx).exportSnapshot(), dumpPath, UNKEPT_TABLES)
        } else {
          dumpPath = join(work, PART.rows)
          dumpPart = PART.rows
          await dumpRows(trx, dumpPath)
        }
        const hashes = await dumpRepository(trx).fileHashes()
        return { dumpPath, dumpPart, migration: await migrationLevel(trx), rows: await archivedRowCounts(trx), hashes }
      }),
  )
}

/**
 * Writes one archive (tar) holding the database, every file the database names, a manifest with
 * the checksum of every part and, when the source has a key, the manifest's signature. It is written beside `out` under another name and renamed when whole,
 * so `out` is never a partial archive. Streams throughout: memory does not grow with the site. From
 * before the snapshot until the last file is copied no blob is removed from the store (removals wait,
 * modules/file/release-hold-repository.ts), so every file the dump names is in the archive; the removals that
 * waited are done at the end.
 */
export async function writeBackup(source: BackupSource, out: string, progress?: (line: string) => void): Promise<Manifest> {
  const work = await mkdtemp(join(dirname(out), '.ibr-backup-'))
  let manifest: Manifest
  try {
    manifest = await holdBlobReleases(source.db, source.kind, () => writeArchive(source, work, out, progress))
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  // The archive is whole: a failure here leaves the removals to the file sweeper, not the backup failed.
  await releasePendingBlobs(source.db, source.store).then(
    (removed) => removed && progress?.(`${removed} files whose rows went while the backup ran removed from the store`),
    (error: unknown) => progress?.(`files whose rows went while the backup ran are left to the file sweeper: ${String(error)}`),
  )
  return manifest
}

async function writeArchive(source: BackupSource, work: string, out: string, progress?: (line: string) => void): Promise<Manifest> {
  const partial = join(work, 'archive.tar')
  const snapshot = await takeSnapshot(source, work)
  progress?.(`database dumped (${(await stat(snapshot.dumpPath)).size} bytes); ${snapshot.hashes.length} files to copy`)
  const pack = tar.pack()
  const written = pipeline(pack, createWriteStream(partial))
  let manifest: Manifest
  try {
    const parts: Record<string, PartSum> = {}
    const add = async (name: string, size: number, stream: Readable) => {
      const { stream: through, result } = hashingStream()
      const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() })
      await pipeline(stream, through, entry)
      parts[name] = result()
    }
    await add(snapshot.dumpPart, (await stat(snapshot.dumpPath)).size, createReadStream(snapshot.dumpPath))
    const missing: string[] = []
    let bytes = 0
    for (const [i, sha256] of snapshot.hashes.entries()) {
      const info = await source.store.stat({ sha256 })
      const stream = info && (await source.store.open({ sha256 }))
      if (!info || !stream) {
        missing.push(sha256)
        continue
      }
      await add(filePart(sha256), info.size, stream)
      bytes += info.size
      if ((i + 1) % 500 === 0) progress?.(`${i + 1} of ${snapshot.hashes.length} files`)
    }
    manifest = {
      format: ARCHIVE_FORMAT,
      version: source.version,
      createdAt: new Date().toISOString(),
      database: { kind: source.kind, migration: snapshot.migration.name, migrationCount: snapshot.migration.count, rows: snapshot.rows },
      files: { count: snapshot.hashes.length - missing.length, bytes, missing },
      parts,
    }
    const text = Buffer.from(JSON.stringify(manifest, null, 2))
    pack.entry({ name: PART.manifest, size: text.length, mode: 0o600, mtime: new Date() }, text)
    if (source.key) {
      const signature = signManifest(source.key, text)
      pack.entry({ name: PART.signature, size: signature.length, mode: 0o600, mtime: new Date() }, signature)
    }
    pack.finalize()
    await written
  } catch (error) {
    // The archive is abandoned: its writer must not fail later with nobody waiting for it.
    pack.destroy()
    await written.catch(() => {})
    throw error
  }
  await rename(partial, out)
  return manifest
}
