/** Sites to restore into, for tests: an empty database and file store, and what a site holds. */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../db/database.js'
import { DirectoryFileStore } from '../storage/directory-file-store.js'
import type { FileStore } from '../storage/file-store.js'
import { withDatabase } from './template.js'
import type { RestoreTarget } from '../backup/restore-backup.js'
import { rowCounts } from '../backup/row-dump.js'

export const PG_ADMIN = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * The role a PostgreSQL target is restored as: it owns its database and is no superuser, as
 * docs/backup.md has an operator make it.
 */
export const RESTORING_ROLE = 'ibr_test_restorer'

export interface Target extends RestoreTarget {
  dataDir: string
  close(): Promise<void>
}

async function asAdmin(statements: string[]) {
  const admin = new pg.Client({ connectionString: PG_ADMIN })
  await admin.connect()
  try {
    for (const statement of statements) await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/** An empty database and file store: embedded in a folder of its own, or a new PostgreSQL database owned by RESTORING_ROLE. */
export async function emptyTarget(kind: 'embedded' | 'postgresql'): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ibr-restore-'))
  let database: Database
  let databaseUrl = ''
  let dropDb = async () => {}
  if (kind === 'postgresql') {
    const name = `ibr_test_restore_${randomBytes(4).toString('hex')}`
    // Test files run side by side: a role another made first is the same role.
    await asAdmin([
      `do $$ begin create role ${RESTORING_ROLE} login; exception when duplicate_object or unique_violation then null; end $$`,
      `create database ${name} owner ${RESTORING_ROLE}`,
    ])
    const url = new URL(withDatabase(PG_ADMIN, name))
    url.username = RESTORING_ROLE
    url.password = ''
    databaseUrl = url.toString()
    database = await openDatabase({ url: databaseUrl, dataDir })
    dropDb = () => asAdmin([`drop database if exists ${name} with (force)`])
  } else {
    database = await openDatabase({ dataDir })
  }
  return {
    db: database.db,
    kind: database.kind,
    databaseUrl,
    store: new DirectoryFileStore(join(dataDir, 'files')),
    dataDir,
    close: async () => {
      await database.close()
      await dropDb()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export async function blobHashes(store: FileStore): Promise<string[]> {
  const hashes: string[] = []
  for await (const { key } of store.list()) if (key.variant === undefined) hashes.push(key.sha256)
  return hashes.sort()
}

/** What a refused restore must leave as it was: every table's rows, every stored object, and one file's bytes. */
export async function siteState(target: RestoreTarget, sha256: string) {
  const objects: string[] = []
  for await (const { key, size } of target.store.list()) objects.push(`${key.sha256}/${key.variant ?? ''} ${size}`)
  const stream = await target.store.open({ sha256 })
  const chunks: Buffer[] = []
  if (stream) for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
  return { rows: await rowCounts(target.db), objects: objects.sort(), file: Buffer.concat(chunks).toString('base64') }
}
