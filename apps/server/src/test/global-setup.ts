import { accessSync, constants } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { loadConfig } from '../config.js'
import { migrate, openDatabase } from '../db/database.js'
import { seedDemo } from '../db/seed/seed-demo.js'
import { openFileStore } from '../storage/open-file-store.js'

/**
 * Seeds the demo content once per run. Test files copy it: the embedded database's folder, or on
 * PostgreSQL (DATABASE_URL) a database created from this one as template.
 */
export default async function setup() {
  // Set before the template module is read, so this process and the workers it forks agree on names.
  process.env.IBR_TEST_RUN = String(process.pid)
  useMemoryTmpdir()
  await dropOrphanTemplates()
  const { TEMPLATE_DB, TEMPLATE_DIR, withDatabase } = await import('./template.js')
  await rm(TEMPLATE_DIR, { recursive: true, force: true })
  const url = process.env.DATABASE_URL
  if (url) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${TEMPLATE_DB}`)
    await admin.query(`create database ${TEMPLATE_DB}`)
    await admin.end()
  }
  const config = loadConfig({ DATA_DIR: TEMPLATE_DIR, LOG_LEVEL: 'silent' })
  const database = await openDatabase({ url: url ? withDatabase(url, TEMPLATE_DB) : undefined, dataDir: TEMPLATE_DIR })
  await migrate(database.db)
  const store = await openFileStore(config)
  await seedDemo({ config, db: database.db, databaseKind: database.kind, store, version: 'test' })
  await database.close()

  return async function teardown() {
    await rm(TEMPLATE_DIR, { recursive: true, force: true })
    if (url) {
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`drop database if exists ${TEMPLATE_DB}`)
      await admin.end()
    }
  }
}

/**
 * Each test app copies the seeded template (some 45 MB in 1,400 files) and the embedded database
 * then writes and syncs its files. On disk a copy took 2–4 s on a busy machine, in memory 0.2–0.5 s;
 * the workers and the processes the tests start inherit the setting. A TMPDIR set by hand is kept.
 */
function useMemoryTmpdir() {
  const shm = '/dev/shm'
  if (process.env.TMPDIR) return
  try {
    accessSync(shm, constants.W_OK)
  } catch {
    return
  }
  process.env.TMPDIR = shm
}

/**
 * A run whose setup failed never ran its teardown, and in memory its template would stay until the
 * machine restarts: the templates of runs whose process is gone are removed (each is named by its pid).
 */
async function dropOrphanTemplates() {
  for (const name of await readdir(tmpdir())) {
    const pid = /^ibr-test-template-(\d+)$/.exec(name)?.[1]
    if (pid && !isRunning(Number(pid))) await rm(join(tmpdir(), name), { recursive: true, force: true })
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
