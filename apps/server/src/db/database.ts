import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import { Migrator } from 'kysely/migration'
import { unpackEmbeddedTemplate } from './embedded-template.js'
import { recordCompat, newerMigrations, type NewerMigration } from './migration-compat.js'
import { migrationRepository } from './migration-repository.js'
import { KNOWN_MIGRATIONS, migrationProvider } from './migrations/index.js'
import { pglitePool } from './pglite-pool.js'
import { prepareReads } from './prepared-statements.js'
import type { DB } from './schema.js'
import { noneIfTableMissing } from './table-missing.js'

export type DatabaseKind = 'embedded' | 'postgresql'

export interface Database {
  db: Kysely<DB>
  kind: DatabaseKind
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded database in dataDir is used. */
  url?: string
  dataDir: string
  /** In-memory embedded database (tests). */
  memory?: boolean
  /** PostgreSQL only: how requests share the pool's connections (defaults: POOL_LIMITS). */
  pool?: Partial<PoolLimits>
  /** PostgreSQL only: the connections' application_name (live-instances.ts: who is connected). */
  application?: string
}

export interface PoolLimits {
  /** Connections to PostgreSQL. */
  max: number
  /** How long a request waits for a connection before it is answered 503. */
  waitMs: number
}

/**
 * Under overload a request that waits seconds for a connection helps nobody: its visitor has given
 * up, and it delays the requests behind it. After a 1 s wait it is answered 503 with Retry-After
 * (http/error-handler.ts). The queue itself is not capped: turning requests away at once made
 * clients that retry at once (a load generator, a script) send several times more requests, and the
 * server spent its time refusing them (at 2,000 connections: 25–41 answers/s against 334 with the
 * queue uncapped; docs/benchmarks.md).
 */
export const POOL_LIMITS: PoolLimits = { max: 10, waitMs: 1000 }

/**
 * PostgreSQL's defaults size its buffers for a server of its own; embedded in the site's process,
 * 128 MB of shared buffers would be most of the 200 MB budget. Each megabyte given is soon resident
 * (16 MB kept ~7 MB more of PGlite's memory than 8, and 8 MB 4 more than 4); a page that is not in
 * them is read from the operating system's file cache, and the public answer cache absorbs
 * repeated reads.
 */
const EMBEDDED_SETTINGS = ['shared_buffers = 4MB', 'work_mem = 2MB', 'temp_buffers = 2MB', 'maintenance_work_mem = 16MB']

/** How the connections to the database are used right now (what the metrics report of the pool). */
export interface PoolUsage {
  /** Connections the pool may open (1 on the embedded database). */
  max: number
  /** Connections lent to a query or transaction. */
  inUse: number
  /** Connections open and free. */
  idle: number
  /** Callers waiting for a connection. */
  waiting: number
}

// Kept beside the handle rather than in AppDeps: every place that opens a database (the server,
// tests, benchmarks, the command line) gets it without passing one more thing around.
const poolUsages = new WeakMap<Kysely<DB>, () => PoolUsage>()

/** The pool usage of a handle openDatabase made; undefined for any other. */
export function poolUsage(db: Kysely<DB>): PoolUsage | undefined {
  return poolUsages.get(db)?.()
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const limits = { ...POOL_LIMITS, ...options.pool }
    // Loaded only here, as PGlite below: each kind of server loads the client of its own database.
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({
      connectionString: options.url,
      max: limits.max,
      connectionTimeoutMillis: limits.waitMs,
      idleTimeoutMillis: 30000,
      statement_timeout: 30000,
      application_name: options.application,
      // A page of a list reads a few rows: parallel workers cost more to start (tens of ms on a busy
      // machine) than they save, and take cores from the requests beside it. JIT likewise.
      options: '-c max_parallel_workers_per_gather=0 -c jit=off',
    })
    // A client that loses its server emits 'error'; with no listener that would end the process. The
    // pool listens while a client is idle, nobody while it is lent out, so each client gets its own:
    // the query that was running still fails with the error, and the pool drops the dead client.
    pool.on('error', () => {})
    pool.on('connect', (client) => {
      client.on('error', () => {})
      prepareReads(client)
    })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    poolUsages.set(db, () => ({
      max: limits.max,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }))
    return { db, kind: 'postgresql', close: () => db.destroy() }
  }
  let dataDir: string | undefined
  if (!options.memory) {
    dataDir = join(options.dataDir, 'pgdata')
    await mkdir(dataDir, { recursive: true })
    await unpackEmbeddedTemplate(dataDir)
  }
  // Loaded only here, so a server on PostgreSQL never loads the WebAssembly build.
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm }, postgresqlconf: EMBEDDED_SETTINGS })
  const pool = pglitePool(pglite)
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  poolUsages.set(db, () => {
    const { inUse, waiting } = pool.usage()
    return { max: 1, inUse, idle: 1 - inUse, waiting }
  })
  return { db, kind: 'embedded', close: () => db.destroy() }
}

/** What migrate() found: the migrations a newer build applied that this build serves on (all additive). */
export interface MigrateResult {
  newer: string[]
}

/**
 * Applies every pending migration and records, for each migration this build knows, whether builds
 * older than it may serve on it. Fails loudly when one fails. A database that a newer build migrated
 * past what this code knows is served when every newer migration is recorded additive (the result
 * names them); otherwise it is refused before anything changes.
 */
export async function migrate(db: Kysely<DB>): Promise<MigrateResult> {
  const applied = await appliedOrNone(db)
  const newer = await newerMigrations(db, applied)
  if (newer.length) {
    refuseUnservable(applied, newer)
    return { newer: newer.map((m) => m.name) }
  }
  const migrator = new Migrator({ db, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  await recordCompat(db)
  return { newer: [] }
}

/** Thrown at start when the database is ahead of the code in a way this build cannot serve. */
export class NewerDatabaseError extends Error {}

function refuseUnservable(applied: string[], newer: NewerMigration[]): void {
  const level = `the database is at migration ${applied.at(-1)} (${applied.length} applied), newer than this build's ${KNOWN_MIGRATIONS.at(-1)} (${KNOWN_MIGRATIONS.length})`
  const blocking = newer.filter((m) => m.olderBuildsMayServe !== true)
  if (blocking.length) {
    const reasons = blocking.map((m) =>
      m.olderBuildsMayServe === false
        ? `${m.name} is a contract migration${m.why ? ` (${m.why})` : ''}`
        : `${m.name} has no record that older builds may serve on it`,
    )
    throw new NewerDatabaseError(
      `${level}: it was upgraded by a newer build, and ${reasons.join('; ')}. Deploy that build or a newer one; an older build cannot run on this database.`,
    )
  }
  const missing = KNOWN_MIGRATIONS.filter((name) => !applied.includes(name))
  if (missing.length)
    throw new NewerDatabaseError(
      `${level}, yet it lacks this build's ${missing.join(', ')}: it was migrated by a build of another line. Deploy the build that migrated it.`,
    )
}

/** The applied migrations, or none on a database never migrated (no table yet, 42P01). */
export async function appliedOrNone(db: Kysely<DB>): Promise<string[]> {
  return appliedMigrations(db).catch(noneIfTableMissing<string[]>([]))
}

/** The names of the migrations this build carries, in order. */
export async function knownMigrations(): Promise<string[]> {
  return [...KNOWN_MIGRATIONS]
}

/** The names of the migrations the database has applied, in order. */
export async function appliedMigrations(db: Kysely<DB>): Promise<string[]> {
  return migrationRepository(db).applied()
}

/** The migrations applied so far, in order. */
export async function migrationLevel(db: Kysely<DB>): Promise<{ name: string; count: number }> {
  const names = await appliedMigrations(db)
  return { name: names.at(-1) ?? '', count: names.length }
}
