// PostgreSQL pass: pg_dump and pg_restore.
/**
 * Backup and restore round trips: the same rows in every table, the same files, and the same public
 * answers (cache off) from the restored site; an archive that is damaged, cut short or newer than the
 * code is refused with nothing written. The source is a copy of the demo site on this run's database
 * (embedded, or PostgreSQL with DATABASE_URL); the embedded pass also restores into PostgreSQL, which
 * runs beside the tests here and in CI, since that is how a demo moves to production.
 */
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { API } from '@ibr/contract'
import { sql, type Kysely } from 'kysely'
import tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import type { DB } from '../db/schema.js'
import { loadConfig } from '../config.js'
import { saveFile } from '../modules/file/index.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { pngBytes } from '../test/upload-fixtures.js'
import { backupOf, OTHER_BACKUP_KEY, remade, TEST_BACKUP_KEY } from './archive-fixtures.js'
import { PART, type Manifest } from './manifest.js'
import { ArchiveRefused, eachPart, verifyArchive } from './read-archive.js'
import { knownMigrations, restoreBackup, targetContents, type RestoreTarget } from './restore-backup.js'
import { blobHashes, emptyTarget as emptySite, type Target } from '../test/restore-targets.js'
import { rowCounts } from './row-dump.js'

const made: Target[] = []
const TRUST = { key: TEST_BACKUP_KEY, allowUnsigned: false }

async function emptyTarget(kind: 'embedded' | 'postgresql'): Promise<Target> {
  const target = await emptySite(kind)
  made.push(target)
  return target
}

/** Public answers a visitor's first pages ask for, as bytes. */
async function publicAnswers(target: Pick<RestoreTarget, 'db' | 'kind' | 'store'> & { databaseUrl: string; dataDir: string }) {
  const config = loadConfig({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    LOG_LEVEL: 'silent',
    CACHE_TTL_SECONDS: '0',
    SECTION_CACHE_SECONDS: '0',
    OVERLOAD_SAMPLE_MS: '0',
  })
  const app = await buildApp({ config, db: target.db, databaseKind: target.kind, store: target.store, version: 'test' }, { logger: false })
  try {
    const calls: [string, object][] = [
      [API.menuList, { type: 'top', lang: 'en' }],
      [API.homeNews, { type: 'latest', lang: 'zh' }],
      [API.articleList, { type: 'ibrNewsnews', page: '{"pageNum":1,"pageSize":10}', lang: 'en' }],
      [API.researchList, { type: 'team', lang: 'zh' }],
      [API.faqList, { lang: 'en' }],
      [API.search, { q: '神经', lang: 'zh' }],
    ]
    const answers: string[] = []
    for (const [url, body] of calls) {
      const res = await app.inject({ method: 'POST', url, payload: body })
      // Two failures alike prove nothing: every call must answer with content.
      expect(res.statusCode, `${url} ${res.body}`).toBe(200)
      answers.push(`${res.statusCode} ${res.body}`)
    }
    return answers
  } finally {
    await app.close()
  }
}

let source: TestApp
let work: string
let archive: string
let manifest: Manifest
/** Every sequence's position when the backup was taken. */
let positions: Record<string, string | null>

async function sequencePositions(db: Kysely<DB>): Promise<Record<string, string | null>> {
  const { rows } = await sql<{ name: string; at: string | null }>`
    select relname as name, pg_sequence_last_value(oid)::text as at from pg_class
    where relkind = 'S' and relnamespace = 'public'::regnamespace order by 1`.execute(db)
  return Object.fromEntries(rows.map((r) => [r.name, r.at]))
}
beforeAll(async () => {
  source = await createTestApp()
  work = await mkdtemp(join(tmpdir(), 'ibr-backup-'))
  // A file of its own beside the demo's, so the round trip is not only of what the seed made.
  await saveFile(source.deps.db, source.deps.store, await pngBytes(37, 23), { name: 'own.png', visibility: 'public' })
  // Every sequence moved on, those no row has used yet included (an identity column's), so each position is the source's own.
  await sql`select nextval(oid) from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace`.execute(source.deps.db)
  archive = join(work, 'site.tar')
  manifest = await backupOf(source.deps, archive)
  positions = await sequencePositions(source.deps.db)
}, 120_000)

afterAll(async () => {
  for (const target of made) await target.close()
  await source?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

describe('a backup', () => {
  it('holds the database, every file the database names, and a manifest of their checksums', async () => {
    expect(manifest.database.kind).toBe(source.deps.databaseKind)
    expect(manifest.database.migration).toBe((await knownMigrations()).at(-1))
    expect(manifest.database.rows).toEqual(await rowCounts(source.deps.db))
    expect(manifest.database.rows.article).toBeGreaterThan(0)
    const named = (await source.deps.db.selectFrom('file').select('sha256').distinct().execute()).map((r) => r.sha256).sort()
    const parts = Object.keys(manifest.parts).filter((p) => p.startsWith('files/'))
    expect(parts.map((p) => p.slice(6)).sort()).toEqual(named)
    expect(manifest.files.count).toBe(named.length)
    expect(manifest.files.missing).toEqual([])
    expect(await verifyArchive(archive, await knownMigrations(), TRUST)).toEqual({ manifest, signature: { state: 'valid' } })
  })
})

/** PostgreSQL → PostgreSQL on the PostgreSQL pass; embedded → embedded and embedded → PostgreSQL on the other. */
const ROUND_TRIPS: ['embedded' | 'postgresql'][] = process.env.DATABASE_URL ? [['postgresql']] : [['embedded'], ['postgresql']]

describe('a round trip', () => {
  it.each(ROUND_TRIPS)(
    'into the %s database gives the same rows, files and public answers',
    async (kind) => {
      const target = await emptyTarget(kind)
      expect(await targetContents(target)).toEqual({ tables: {}, files: 0 })
      await restoreBackup(target, archive, (await verifyArchive(archive, await knownMigrations(), TRUST)).manifest)
      expect(await rowCounts(target.db)).toEqual(manifest.database.rows)
      expect(await blobHashes(target.store)).toEqual(
        Object.keys(manifest.parts)
          .filter((p) => p.startsWith('files/'))
          .map((p) => p.slice(6))
          .sort(),
      )
      const before = await publicAnswers({
        ...source.deps,
        kind: source.deps.databaseKind,
        databaseUrl: source.deps.config.databaseUrl,
        dataDir: source.dataDir,
      })
      expect(await publicAnswers(target)).toEqual(before)
      // The restored site takes new rows where the old left off: its sequences came back too, identity columns' included.
      expect(await sequencePositions(target.db)).toEqual(positions)
      const fresh = await saveFile(target.db, target.store, await pngBytes(11, 13), { name: 'after.png', visibility: 'public' })
      expect(fresh.id).toBeTruthy()
    },
    // Opening an embedded database runs its initdb: minutes on a loaded machine.
    600_000,
  )
})

describe('an archive that cannot be trusted', { timeout: 120_000 }, () => {
  // One empty site for every refusal: each must leave it empty. (Opening an embedded database is the
  // slow part of these tests on a busy machine.)
  let target: Target
  beforeAll(async () => {
    target = await emptyTarget(process.env.DATABASE_URL ? 'postgresql' : 'embedded')
  }, 120_000)

  async function refusedWithNothingWritten(path: string, reason: RegExp) {
    const refused = await verifyArchive(path, await knownMigrations(), TRUST).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(ArchiveRefused)
    expect((refused as Error).message).toMatch(reason)
    expect(await targetContents(target)).toEqual({ tables: {}, files: 0 })
  }

  /** A copy of the archive with one part's bytes changed by `edit`, repacked with the manifest as it was. */
  async function edited(name: string, edit: (bytes: Buffer) => Buffer): Promise<string> {
    const out = join(work, `edited-${randomBytes(3).toString('hex')}.tar`)
    const pack = tar.pack()
    const written = pipeline(pack, createWriteStream(out))
    await eachPart(archive, async (part, _size, stream) => {
      const chunks: Buffer[] = []
      for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
      const bytes = part === name ? edit(Buffer.concat(chunks)) : Buffer.concat(chunks)
      pack.entry({ name: part, size: bytes.length }, bytes)
    })
    pack.finalize()
    await written
    return out
  }

  it('is refused when a file part does not match its checksum', async () => {
    const file = Object.keys(manifest.parts).find((p) => p.startsWith('files/'))!
    const path = await edited(file, (bytes) => {
      const copy = Buffer.from(bytes)
      copy[copy.length >> 1] = copy[copy.length >> 1]! ^ 0xff
      return copy
    })
    await refusedWithNothingWritten(path, /does not match its checksum/)
  })

  it('is refused when the database part does not match its checksum', async () => {
    const part = PART.rows in manifest.parts ? PART.rows : PART.pgDump
    await refusedWithNothingWritten(await edited(part, (bytes) => Buffer.concat([bytes, Buffer.from('\n')])), /does not match its checksum/)
  })

  it('is refused when cut short', async () => {
    const path = join(work, 'cut.tar')
    await writeFile(path, await readFile(archive))
    await truncate(path, Math.floor((await stat(archive)).size * 0.6))
    await refusedWithNothingWritten(path, /cut short/)
  })

  it('is refused when its database is newer than the code', async () => {
    const path = join(work, 'newer.tar')
    await remade(archive, path, { key: TEST_BACKUP_KEY, editManifest: (m) => (m.database.migration = '9999-from-the-future') })
    await refusedWithNothingWritten(path, /newer than this build/)
  })

  it('is refused when signed with another key', async () => {
    const path = join(work, 'other-key.tar')
    await remade(archive, path, { key: OTHER_BACKUP_KEY })
    await refusedWithNothingWritten(path, /signed with another key \(key [0-9a-f]{16}; this site's is [0-9a-f]{16}\).*--unsigned/)
  })

  it('is refused when its manifest changed after it was signed', async () => {
    const path = await edited(PART.manifest, (bytes) =>
      Buffer.from(bytes.toString('utf8').replace('"version": "test"', '"version": "tset"')),
    )
    await refusedWithNothingWritten(path, /signature does not match its manifest/)
  })

  it('is refused unsigned, or signed when this site has no key, unless --unsigned', async () => {
    const unsigned = join(work, 'unsigned.tar')
    await remade(archive, unsigned, { key: '' })
    await refusedWithNothingWritten(unsigned, /not signed.*--unsigned/)
    const formatOne = join(work, 'format-1.tar')
    await remade(archive, formatOne, { key: '', format: 1 })
    await refusedWithNothingWritten(formatOne, /not signed/)
    const noKey = await verifyArchive(archive, await knownMigrations(), { key: '', allowUnsigned: false }).catch((error: unknown) => error)
    expect((noKey as Error).message).toMatch(/BACKUP_KEY is not set here/)
    for (const [path, state] of [
      [unsigned, 'missing'],
      [formatOne, 'missing'],
      [archive, 'valid'],
    ] as const) {
      const checked = await verifyArchive(path, await knownMigrations(), { key: TEST_BACKUP_KEY, allowUnsigned: true })
      expect(checked.signature.state).toBe(state)
      expect(checked.manifest.database.rows).toEqual(manifest.database.rows)
    }
  })

  it('is refused when it is not an archive at all', async () => {
    const path = join(work, 'not.tar')
    await pipeline(createReadStream(new URL(import.meta.url)), createWriteStream(path))
    await refusedWithNothingWritten(path, /cut short|no manifest/)
  })
})
