// PostgreSQL pass: the hold on file removals is an advisory lock shared by every connection.
/**
 * A backup taken while the site serves holds every file its dump names: a file whose last row goes
 * while the backup copies files stays in the store until the backup is done, is in the archive, and
 * is removed after it. The removal runs on another instance (its own connections on PostgreSQL).
 * The backup is paused at that file by a store that waits to be let go, not by timing.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { releaseBlob, saveFile, fileJobs, SWEEP_DRAFTS_JOB } from '../modules/file/index.js'
import type { FileStore } from '../storage/file-store.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { pngBytes } from '../test/upload-fixtures.js'
import { TEST_BACKUP_KEY } from './archive-fixtures.js'
import { filePart } from './manifest.js'
import { verifyArchive } from './read-archive.js'
import { knownMigrations } from './restore-backup.js'
import { writeBackup } from './write-backup.js'

/** The store, except that opening `sha256` waits until `letGo()`; `reached` resolves when it does. */
function pausingAt(store: FileStore, sha256: string) {
  let reachedIt!: () => void
  let letGo!: () => void
  const reached = new Promise<void>((resolve) => (reachedIt = resolve))
  const gate = new Promise<void>((resolve) => (letGo = resolve))
  const paused: FileStore = Object.create(store) as FileStore
  paused.open = async (key, span) => {
    if (key.sha256 === sha256 && key.variant === undefined) {
      reachedIt()
      await gate
    }
    return store.open(key, span)
  }
  return { store: paused, reached, letGo }
}

/** One run of the file module's sweeper job, as the queue runs it every ten minutes. */
const sweep = (app: TestApp) =>
  fileJobs(app.deps, app.app.log)
    .find((j) => j.name === SWEEP_DRAFTS_JOB)!
    .run(undefined as never)

const pending = async (t: TestApp) => (await t.deps.db.selectFrom('blob_release_pending').select('sha256').execute()).map((r) => r.sha256)

let t: TestApp
let other: TestApp
let work: string
beforeAll(async () => {
  t = await createTestApp()
  other = await createTestApp({}, { sameDatabaseAs: t })
  work = await mkdtemp(join(tmpdir(), 'ibr-backup-going-'))
})
afterAll(async () => {
  await other?.close()
  await t?.close()
  await rm(work, { recursive: true, force: true })
})

describe('a file whose last row goes while a backup copies files', { timeout: 120_000 }, () => {
  it('stays in the store until the backup is done, is in the archive, and is removed after it', async () => {
    const saved = await saveFile(t.deps.db, t.deps.store, await pngBytes(41, 29), { name: 'going.png', visibility: 'public' })
    const { sha256 } = await t.deps.db.selectFrom('file').select('sha256').where('id', '=', saved.id).executeTakeFirstOrThrow()
    const paused = pausingAt(t.deps.store, sha256)
    const out = join(work, 'site.tar')
    const backup = writeBackup(
      {
        db: t.deps.db,
        kind: t.deps.databaseKind,
        databaseUrl: t.deps.config.databaseUrl,
        store: paused.store,
        version: 'test',
        key: TEST_BACKUP_KEY,
      },
      out,
    )
    await paused.reached

    // The backup's snapshot names the file; another instance now deletes its row and releases the blob.
    await other.deps.db.deleteFrom('file').where('id', '=', saved.id).execute()
    await releaseBlob(other.deps.db, other.deps.store, sha256, 0)
    expect(await t.deps.store.stat({ sha256 })).not.toBeNull()
    expect(await pending(t)).toEqual([sha256])
    // The sweeper running meanwhile keeps its hands off too.
    await sweep(other)
    expect(await t.deps.store.stat({ sha256 })).not.toBeNull()

    paused.letGo()
    const manifest = await backup
    expect(manifest.files.missing).toEqual([])
    expect(manifest.parts[filePart(sha256)]).toBeDefined()
    expect((await verifyArchive(out, await knownMigrations(), { key: TEST_BACKUP_KEY, allowUnsigned: false })).manifest).toEqual(manifest)
    expect(await t.deps.store.stat({ sha256 })).toBeNull()
    expect(await pending(t)).toEqual([])
  })

  it('is removed at once when no backup runs, and a removal whose backup never finished is done by the file sweeper', async () => {
    const first = await saveFile(t.deps.db, t.deps.store, await pngBytes(43, 31), { name: 'a.png', visibility: 'public' })
    const a = (await t.deps.db.selectFrom('file').select('sha256').where('id', '=', first.id).executeTakeFirstOrThrow()).sha256
    await t.deps.db.deleteFrom('file').where('id', '=', first.id).execute()
    await releaseBlob(t.deps.db, t.deps.store, a, 0)
    expect(await t.deps.store.stat({ sha256: a })).toBeNull()

    // As a backup that died while copying leaves it: the row gone, the blob kept, the removal pending.
    const second = await saveFile(t.deps.db, t.deps.store, await pngBytes(47, 37), { name: 'b.png', visibility: 'public' })
    const b = (await t.deps.db.selectFrom('file').select('sha256').where('id', '=', second.id).executeTakeFirstOrThrow()).sha256
    await t.deps.db.deleteFrom('file').where('id', '=', second.id).execute()
    await t.deps.db.insertInto('blob_release_pending').values({ sha256: b }).execute()
    // A pending removal whose bytes some row names again is forgotten, the blob kept.
    const kept = await saveFile(t.deps.db, t.deps.store, await pngBytes(53, 41), { name: 'c.png', visibility: 'public' })
    const c = (await t.deps.db.selectFrom('file').select('sha256').where('id', '=', kept.id).executeTakeFirstOrThrow()).sha256
    await t.deps.db.insertInto('blob_release_pending').values({ sha256: c }).execute()
    await sweep(t)
    expect(await t.deps.store.stat({ sha256: b })).toBeNull()
    expect(await t.deps.store.stat({ sha256: c })).not.toBeNull()
    expect(await pending(t)).toEqual([])
  })
})
