import { rm } from 'node:fs/promises'
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
