import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import type { AppDeps } from '../app-deps.js'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { openDatabase, type Database } from '../db/database.js'
import { openFileStore } from '../storage/open-file-store.js'
import { answerOf, type Answer } from './answer.js'
import { rowCounts } from './row-counts.js'
import { TEMPLATE_DB, TEMPLATE_DIR, withDatabase } from './template.js'

export interface TestApp {
  app: FastifyInstance
  deps: AppDeps
  dataDir: string
  /** POST a JSON body (an object, or a raw string sent as it is) and read the answer. */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>
  inject(options: InjectOptions): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

export interface TestAppOptions {
  /**
   * A second instance on another's database (the same data folder): on PostgreSQL through its own
   * connections, as another process would be; the embedded database, which one process opens once,
   * is shared. Closing it leaves the database to the first.
   */
  sameDatabaseAs?: TestApp
  /**
   * With sameDatabaseAs: a data folder of its own, empty, as another machine would have (PostgreSQL
   * only: the embedded database lives in the data folder). Files then meet only in a shared object store.
   */
  ownDataDir?: boolean
}

/**
 * A server over its own copy of the seeded demo database: PostgreSQL when DATABASE_URL is set,
 * the embedded database otherwise. `env` overrides settings (limits, cache).
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const other = options.sameDatabaseAs
  if (options.ownDataDir && !other?.deps.config.databaseUrl) throw new Error('ownDataDir needs sameDatabaseAs an app on PostgreSQL')
  const ownDir = !other || options.ownDataDir
  const dataDir = ownDir ? await mkdtemp(join(tmpdir(), 'ibr-test-')) : other.dataDir
  if (!other) await cp(TEMPLATE_DIR, dataDir, { recursive: true })
  const url = process.env.DATABASE_URL
  let dbName: string | undefined
  let database: Database
  let databaseUrl = ''
  if (other) {
    databaseUrl = other.deps.config.databaseUrl
    const db = other.deps.db
    database = databaseUrl
      ? await openDatabase({ url: databaseUrl, dataDir })
      : { db, kind: other.deps.databaseKind, close: async () => {} }
  } else if (url) {
    dbName = `ibr_test_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${dbName} template ${TEMPLATE_DB}`)
    await admin.end()
    databaseUrl = withDatabase(url, dbName)
    database = await openDatabase({ url: databaseUrl, dataDir })
  } else {
    database = await openDatabase({ dataDir })
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    CACHE_TTL_SECONDS: '0',
    SECTION_CACHE_SECONDS: '0',
    // A loaded test machine must not see its requests refused; the overload tests turn shedding on.
    OVERLOAD_SAMPLE_MS: '0',
    // Nor a keyword list cut short by its bound: the bound's own test sets a tiny one.
    LIST_KEYWORD_TIMEOUT_MS: '10000',
    // Tests of what a delete removes see the bytes go at once; the keep's own tests set days.
    DELETED_FILE_KEEP_DAYS: '0',
    ...env,
  })
  const deps: AppDeps = {
    config,
    db: database.db,
    databaseKind: database.kind,
    store: await openFileStore(config),
    version: 'test',
  }
  const app = await buildApp(deps, { logger: false })
  await app.ready()

  return {
    app,
    deps,
    dataDir,
    inject: (options) => app.inject(options),
    async post(path, body = {}, headers = {}) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      })
      return answerOf(res)
    },
    async close() {
      await app.close()
      await database.close()
      if (other) {
        if (ownDir) await rm(dataDir, { recursive: true, force: true })
        return
      }
      if (url && dbName) {
        const admin = new pg.Client({ connectionString: url })
        await admin.connect()
        await admin.query(`drop database if exists ${dbName}`)
        await admin.end()
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Row counts of every table that a request could write to: compare before and after a refused request. */
export function writableCounts(deps: AppDeps): Promise<Record<string, number>> {
  return rowCounts(deps.db, {
    file: 'file',
    registration: 'registration',
    registration_file: 'registration_file',
    fault_report: 'fault_report',
    feedback: 'feedback',
  })
}

/** Number of blobs on disk: a refused upload must leave none behind. */
export async function blobCount(dataDir: string): Promise<number> {
  const root = join(dataDir, 'files', 'blobs')
  let n = 0
  for (const dir of await readdir(root).catch(() => [] as string[])) {
    n += (await readdir(join(root, dir))).filter((f) => !f.endsWith('.tmp')).length
  }
  return n
}
