// PostgreSQL pass: pg_restore's list of a dump, and the swap in one transaction on a server.
/**
 * Archives made to harm the site, each correctly signed so that only the restore's own checks stand in
 * the way: a PostgreSQL dump carrying a function and a trigger, a dump pg_restore cannot read, rows of
 * a table the site does not have, a dump damaged in the middle. Each is refused with the site it was
 * to replace left as it was (every table's rows, every stored object, one file's bytes); a good
 * archive then replaces that site. The site is restored as a role that owns its database and is no
 * superuser (restore-fixtures.ts).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveFile } from '../modules/file/index.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { pngBytes } from '../test/upload-fixtures.js'
import { backupOf, remade, TEST_BACKUP_KEY } from './archive-fixtures.js'
import type { FileStore } from '../storage/file-store.js'
import { filePart, PART, type Manifest } from './manifest.js'
import { verifyArchive } from './read-archive.js'
import { knownMigrations, restoreBackup, targetContents } from './restore-backup.js'
import { blobHashes, emptyTarget, siteState, type Target } from '../test/restore-targets.js'
import { rowCounts } from './row-dump.js'

const TRUST = { key: TEST_BACKUP_KEY, allowUnsigned: false }
const onPostgres = Boolean(process.env.DATABASE_URL)

let source: TestApp
let work: string
let archive: string
let manifest: Manifest
let site: Target
/** A file the site has of its own, not in the archive. */
let ownFile: string
const targets: Target[] = []

beforeAll(async () => {
  source = await createTestApp()
  work = await mkdtemp(join(tmpdir(), 'ibr-restore-refusals-'))
  await saveFile(source.deps.db, source.deps.store, await pngBytes(29, 17), { name: 'archived.png', visibility: 'public' })
  archive = join(work, 'site.tar')
  manifest = await backupOf(source.deps, archive)
  site = await emptyTarget(onPostgres ? 'postgresql' : 'embedded')
  targets.push(site)
  await restoreBackup(site, archive, manifest)
  const own = await saveFile(site.db, site.store, await pngBytes(31, 19), { name: 'own.png', visibility: 'public' })
  ownFile = (await site.db.selectFrom('file').select('sha256').where('id', '=', own.id).executeTakeFirstOrThrow()).sha256
}, 600_000)

afterAll(async () => {
  for (const target of targets) await target.close()
  await source?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

/** Verifies the archive (it is signed with the site's key) and restores it over the site: it must fail and change nothing. */
async function refusedLeavingSite(path: string, reason: RegExp) {
  const before = await siteState(site, ownFile)
  expect(before.rows.article).toBeGreaterThan(0)
  expect(before.file.length).toBeGreaterThan(0)
  const checked = await verifyArchive(path, await knownMigrations(), TRUST)
  expect(checked.signature).toEqual({ state: 'valid' })
  await expect(restoreBackup(site, path, checked.manifest)).rejects.toThrow(reason)
  expect(await siteState(site, ownFile)).toEqual(before)
}

const dumpPart = () => (PART.pgDump in manifest.parts ? PART.pgDump : PART.rows)

describe('a restore over a site with content', { timeout: 600_000 }, () => {
  it.runIf(onPostgres)('refuses a dump holding a function and a trigger the migrations do not make, naming them', async () => {
    // Made as an attacker would: the site's own archive restored elsewhere, the objects added, dumped again.
    const scratch = await emptyTarget('postgresql')
    targets.push(scratch)
    await restoreBackup(scratch, archive, manifest)
    await sql`create function public.take_note() returns trigger language plpgsql as $$ begin return new; end $$`.execute(scratch.db)
    await sql`create trigger take_note after insert on public.faq for each row execute function public.take_note()`.execute(scratch.db)
    const dumped = join(work, 'crafted.pgdump')
    await promisify(execFile)('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-acl',
      `--file=${dumped}`,
      `--dbname=${scratch.databaseUrl}`,
    ])
    const dump = await readFile(dumped)
    const crafted = join(work, 'crafted.tar')
    await remade(archive, crafted, { key: TEST_BACKUP_KEY, edit: (name, bytes) => (name === PART.pgDump ? dump : bytes) })
    await refusedLeavingSite(
      crafted,
      /holds 2 objects this site's migrations do not make: FUNCTION public take_note\(\); TRIGGER public faq take_note$/,
    )
  })

  it.runIf(onPostgres)('refuses a dump pg_restore cannot read (a newer format), with a manifest that matches it', async () => {
    const unreadable = join(work, 'newer-format.tar')
    await remade(archive, unreadable, {
      key: TEST_BACKUP_KEY,
      edit: (name, bytes) => {
        if (name !== PART.pgDump) return bytes
        // The header's format version (after "PGDMP"): as a pg_dump from far in the future writes it.
        const newer = Buffer.from(bytes)
        newer[5] = 99
        return newer
      },
    })
    await refusedLeavingSite(unreadable, /database dump cannot be read/)
  })

  it.runIf(!onPostgres)('refuses rows of a table, or a column, the site does not have', async () => {
    const foreign = join(work, 'foreign-table.tar')
    await remade(archive, foreign, {
      key: TEST_BACKUP_KEY,
      edit: (name, bytes) =>
        name === PART.rows ? Buffer.concat([Buffer.from('{"table":"pg_authid","columns":["rolname"]}\n{"rolname":"x"}\n'), bytes]) : bytes,
    })
    await refusedLeavingSite(foreign, /a table this database does not: pg_authid/)
    const column = join(work, 'foreign-column.tar')
    await remade(archive, column, {
      key: TEST_BACKUP_KEY,
      edit: (name, bytes) =>
        name === PART.rows ? Buffer.from(bytes.toString('utf8').replace('"columns":[', '"columns":["is_admin",')) : bytes,
    })
    await refusedLeavingSite(column, /columns \w+ does not: is_admin/)
  })

  it('fails on a dump damaged in the middle, with a manifest that matches it', async () => {
    const damaged = join(work, 'damaged.tar')
    await remade(archive, damaged, {
      key: TEST_BACKUP_KEY,
      edit: (name, bytes) => (name === dumpPart() ? bytes.subarray(0, Math.floor(bytes.length * 0.6)) : bytes),
    })
    await refusedLeavingSite(damaged, /./)
  })

  it('removes the files it had written when it fails after writing them, and leaves the database as it was', async () => {
    // An empty site, so every file of the archive is new to its store; the store fails at the last one.
    const fresh = await emptyTarget(onPostgres ? 'postgresql' : 'embedded')
    targets.push(fresh)
    const files = Object.keys(manifest.parts).filter((p) => p.startsWith('files/'))
    expect(files.length).toBeGreaterThan(1)
    const last = files.sort().at(-1)!
    const failing: FileStore = Object.create(fresh.store) as FileStore
    let kept = 0
    failing.stage = async (source) => {
      const staged = await fresh.store.stage(source)
      if (filePart(staged.sha256) === last) {
        await staged.drop()
        throw new Error(`the store failed after ${kept} files`)
      }
      kept += 1
      return staged
    }
    await expect(restoreBackup({ ...fresh, store: failing }, archive, manifest)).rejects.toThrow(/the store failed after \d+ files/)
    expect(kept).toBe(files.length - 1)
    expect(await targetContents(fresh)).toEqual({ tables: {}, files: 0 })
  })

  it("replaces the site with a good archive: its rows and files, not the replaced site's", async () => {
    const { manifest: good } = await verifyArchive(archive, await knownMigrations(), TRUST)
    await restoreBackup(site, archive, good)
    expect(await rowCounts(site.db)).toEqual(manifest.database.rows)
    expect(await blobHashes(site.store)).toEqual(
      Object.keys(manifest.parts)
        .filter((p) => p.startsWith('files/'))
        .map((p) => p.slice(6))
        .sort(),
    )
    expect(await site.store.stat({ sha256: ownFile })).toBeNull()
  })
})
