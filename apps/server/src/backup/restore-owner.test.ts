// PostgreSQL pass: restores into PostgreSQL as a superuser and checks the owner of what it made; pg_dump.
/**
 * Everything a restore makes belongs to the role the site runs as, whoever connects: the schema, every
 * table, sequence, index, type and function, and the pg_trgm extension. Both database formats are
 * restored through a superuser's connection into a database a non-superuser owns; that role then
 * migrates the restored database down and up again and reads it. PostgreSQL runs beside every pass.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql, type Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, openDatabase, type Database } from '../db/database.js'
import { migrationProvider } from '../db/migrations/index.js'
import type { DB } from '../db/schema.js'
import { saveFile } from '../modules/file/index.js'
import { emptyTarget, PG_ADMIN, RESTORING_ROLE, type Target } from '../test/restore-targets.js'
import { withDatabase } from '../test/template.js'
import { pngBytes } from '../test/upload-fixtures.js'
import { TEST_BACKUP_KEY } from './archive-fixtures.js'
import { PART, type Manifest } from './manifest.js'
import { restoreBackup } from './restore-backup.js'
import { writeBackup } from './write-backup.js'

const opened: { close(): Promise<void> }[] = []
let work: string

async function target(kind: 'embedded' | 'postgresql'): Promise<Target> {
  const made = await emptyTarget(kind)
  opened.push(made)
  return made
}

/** A superuser's connection to the target's database, as `npm run restore` run as postgres makes. */
async function asSuperuser(of: Target): Promise<Database & { url: string }> {
  const url = withDatabase(PG_ADMIN, new URL(of.databaseUrl).pathname.slice(1))
  const database = await openDatabase({ url, dataDir: of.dataDir })
  opened.unshift(database)
  return { ...database, url }
}

function backup(from: Target, path: string): Promise<Manifest> {
  return writeBackup(
    { db: from.db, kind: from.kind, databaseUrl: from.databaseUrl, store: from.store, version: 'test', key: TEST_BACKUP_KEY },
    path,
  )
}

/** Every object of the site's schema, the schema and its extensions, with an owner other than `role`. */
async function ownedByOthers(db: Kysely<DB>, role: string): Promise<string[]> {
  // An extension's member objects belong to the bootstrap superuser by PostgreSQL's design (a trusted
  // extension is owned by who created it, its functions are not): they are the extension's, not the site's.
  const { rows } = await sql<{ what: string }>`
    with member as (select objid from pg_depend where deptype = 'e')
    select format('%s %s (%s)', kind, name, pg_get_userbyid(owner)) as what from (
      select 'schema' as kind, nspname::text as name, nspowner as owner from pg_namespace where nspname = 'public'
      union all select 'extension', extname::text, extowner from pg_extension where extname <> 'plpgsql'
      union all select 'relation ' || relkind::text, relname::text, relowner from pg_class
        where relnamespace = 'public'::regnamespace and oid not in (select objid from member)
      union all select 'function', proname::text, proowner from pg_proc
        where pronamespace = 'public'::regnamespace and oid not in (select objid from member)
      union all select 'type', typname::text, typowner from pg_type
        where typnamespace = 'public'::regnamespace and oid not in (select objid from member)
          and typelem not in (select objid from member)
    ) o where pg_get_userbyid(owner) <> ${role} order by 1`.execute(db)
  return rows.map((r) => r.what)
}

async function relationCount(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace`.execute(db)
  return rows[0]!.n
}

let rowsArchive: string
let rowsManifest: Manifest

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ibr-restore-owner-'))
  // An embedded site with a file: the demo's way to production (docs/deploy.md section 11).
  const site = await target('embedded')
  await saveFile(site.db, site.store, await pngBytes(29, 17), { name: 'own.png', visibility: 'public' })
  rowsArchive = join(work, 'embedded.tar')
  rowsManifest = await backup(site, rowsArchive)
}, 120_000)

afterAll(async () => {
  for (const database of opened) await database.close()
  if (work) await rm(work, { recursive: true, force: true })
})

describe('a restore into PostgreSQL', { timeout: 120_000 }, () => {
  let restored: Target

  it('makes everything of the embedded format as the database owner, and says so', async () => {
    expect(PART.rows in rowsManifest.parts).toBe(true)
    restored = await target('postgresql')
    const admin = await asSuperuser(restored)
    const lines: string[] = []
    await restoreBackup(
      { db: admin.db, kind: 'postgresql', databaseUrl: admin.url, store: restored.store },
      rowsArchive,
      rowsManifest,
      (line) => lines.push(line),
    )
    expect(lines).toContain(
      `restoring as ${RESTORING_ROLE}, the database's owner (connected as postgres, a superuser): everything restored belongs to ${RESTORING_ROLE}`,
    )
    expect(await relationCount(admin.db)).toBeGreaterThan(100)
    expect(await ownedByOthers(admin.db, RESTORING_ROLE)).toEqual([])
    // The role reads what was restored through its own connection.
    expect(await restored.db.selectFrom('file').select('name').execute()).toEqual([{ name: 'own.png' }])
  })

  it('makes everything of a pg_dump as the database owner, over what an earlier restore as postgres left', async () => {
    const dumpArchive = join(work, 'postgresql.tar')
    const dumpManifest = await backup(restored, dumpArchive)
    expect(PART.pgDump in dumpManifest.parts).toBe(true)
    const again = await target('postgresql')
    const admin = await asSuperuser(again)
    // What the operator had: a schema and a table of postgres's in the owner's database.
    await sql`drop schema public cascade`.execute(admin.db)
    await sql`create schema public`.execute(admin.db)
    await sql`create table public.left_by_postgres (id int)`.execute(admin.db)
    expect(await ownedByOthers(admin.db, RESTORING_ROLE)).toEqual(
      expect.arrayContaining(['schema public (postgres)', 'relation r left_by_postgres (postgres)']),
    )
    await restoreBackup({ db: admin.db, kind: 'postgresql', databaseUrl: admin.url, store: again.store }, dumpArchive, dumpManifest)
    expect(await relationCount(admin.db)).toBeGreaterThan(100)
    expect(await ownedByOthers(admin.db, RESTORING_ROLE)).toEqual([])

    // The service's role migrates it: the last migration undone and done again through its own connection.
    const migrator = new Migrator({ db: again.db, provider: migrationProvider })
    const { error, results } = await migrator.migrateDown()
    expect(error, String(error)).toBeUndefined()
    expect(results?.[0]?.status).toBe('Success')
    expect(await migrate(again.db)).toEqual({ newer: [] })
    expect(await ownedByOthers(admin.db, RESTORING_ROLE)).toEqual([])
    expect(await again.db.selectFrom('file').select('name').execute()).toEqual([{ name: 'own.png' }])
  })

  it('as the owner itself (no superuser anywhere) makes everything its own too, both formats', async () => {
    const dumpArchive = join(work, 'postgresql-by-owner.tar')
    const dumpManifest = await backup(restored, dumpArchive)
    for (const [archive, manifest] of [
      [rowsArchive, rowsManifest],
      [dumpArchive, dumpManifest],
    ] as const) {
      const into = await target('postgresql')
      const lines: string[] = []
      await restoreBackup(into, archive, manifest, (line) => lines.push(line))
      expect(lines.filter((line) => line.startsWith('restoring as'))).toEqual([])
      const admin = await asSuperuser(into)
      expect(await relationCount(admin.db)).toBeGreaterThan(100)
      expect(await ownedByOthers(admin.db, RESTORING_ROLE)).toEqual([])
    }
  })

  it('acts as the role --role names, and refuses one that does not exist before anything changes', async () => {
    const into = await target('postgresql')
    const admin = await asSuperuser(into)
    const before = await relationCount(admin.db)
    await expect(
      restoreBackup(
        { db: admin.db, kind: 'postgresql', databaseUrl: admin.url, store: into.store, role: 'ibr_no_such_role' },
        rowsArchive,
        rowsManifest,
      ),
    ).rejects.toThrow('--role ibr_no_such_role: no role of that name on this database server')
    expect(await relationCount(admin.db)).toBe(before)
    const lines: string[] = []
    await restoreBackup(
      { db: admin.db, kind: 'postgresql', databaseUrl: admin.url, store: into.store, role: RESTORING_ROLE },
      rowsArchive,
      rowsManifest,
      (line) => lines.push(line),
    )
    expect(lines[0]).toMatch(new RegExp(`^restoring as ${RESTORING_ROLE}, as --role asks`))
    expect(await ownedByOthers(admin.db, RESTORING_ROLE)).toEqual([])
  })
})
