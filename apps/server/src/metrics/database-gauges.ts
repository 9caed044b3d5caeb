import type { Kysely } from 'kysely'
import { Counter, Gauge, type Registry } from 'prom-client'
import { backupRunRepository } from '../backup/backup-run-repository.js'
import { poolUsage } from '../db/database.js'
import type { DB } from '../db/schema.js'
import { jobRepository, type JobCountState } from '../jobs/job-repository.js'
import { sharedWhileRunning } from '../lib/shared-while-running.js'
import { withinMs } from '../lib/time-limit.js'
import { countUnsentMail } from '../modules/mail/index.js'

/** A scrape waits this long for each query; Prometheus gives a whole scrape 10 s by default. */
const QUERY_TIMEOUT_MS = 2000

const JOB_STATES: readonly JobCountState[] = ['queued', 'retrying', 'running', 'failed']

/** What the database-backed series read: the database, and what the configuration says to expect. */
export interface DatabaseGaugeSources {
  db: Kysely<DB>
  /** Every kind of job declared, reported at 0 when the table has none. */
  jobKinds: readonly string[]
  /** Whether the daily backup is on (BACKUP_DIR): without it, no run is expected. */
  backupConfigured: boolean
}

/**
 * What the database says, read when Prometheus scrapes (never per request): the pool, the job queue,
 * the mail waiting or given up, and the daily backup. One small query per source; a scrape that
 * arrives while one runs shares it. A query that fails or times out leaves its series at the last
 * values read and counts a failure, so the scrape itself (process and request series) still succeeds.
 */
export function registerDatabaseGauges(registry: Registry, sources: DatabaseGaugeSources) {
  const registers = [registry]
  // First: a registry collects in the order series were registered, so the pool is read before this
  // scrape's own queries take its connections.
  registerPoolGauges(registers, sources.db)
  const readers: (() => Promise<unknown>)[] = []
  const failures = new Counter({
    name: 'ibr_metrics_query_failures_total',
    help: 'Scrape-time queries that failed or timed out, by source; their series keep the last values read.',
    labelNames: ['source'] as const,
    registers,
    // A registry reads every series side by side: this one waits for the scrape's queries, so a
    // failure is counted in the scrape that met it rather than the next.
    async collect() {
      await Promise.all(readers.map((read) => read()))
    },
  })
  /**
   * A source's query for the collect callbacks: one run shared by the callers of a scrape, bounded in
   * time, a failure counted once. The query itself is shared until it settles, so a database that
   * hangs holds one connection per source, not one per scrape.
   */
  const reader = <T>(source: string, query: () => Promise<T>) => {
    failures.inc({ source }, 0)
    const running = sharedWhileRunning(query)
    const read = sharedWhileRunning(async (): Promise<T | undefined> => {
      try {
        return await withinMs(running(), QUERY_TIMEOUT_MS)
      } catch {
        failures.inc({ source })
        return undefined
      }
    })
    readers.push(read)
    return read
  }

  const jobCounts = reader('jobs', () => jobRepository(sources.db).countByKind())
  new Gauge({
    name: 'ibr_jobs',
    help: 'Jobs in the shared queue by kind and state: queued, retrying (queued again after a failed attempt), running, failed (given up, kept 30 days).',
    labelNames: ['kind', 'state'] as const,
    registers,
    async collect() {
      const rows = await jobCounts()
      if (!rows) return
      this.reset()
      for (const kind of sources.jobKinds) for (const state of JOB_STATES) this.set({ kind, state }, 0)
      for (const row of rows) this.set({ kind: row.name, state: row.state }, row.count)
    },
  })

  const mailCounts = reader('mail', () => countUnsentMail(sources.db))
  new Gauge({
    name: 'ibr_mail_messages',
    help: 'Messages waiting to be sent (queued: first try or a retry) and messages given up after the last try (failed).',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const counts = await mailCounts()
      if (!counts) return
      this.set({ status: 'queued' }, counts.queued)
      this.set({ status: 'failed' }, counts.failed)
    },
  })

  // Both backup series come from one query: their collect callbacks run side by side and share it.
  const backup = reader('backup', () => backupRunRepository(sources.db).latestOutcome())
  new Gauge({
    name: 'ibr_backup_last_success_timestamp_seconds',
    help: 'When the last successful daily backup finished (Unix time); 0 when none has.',
    registers,
    async collect() {
      const outcome = await backup()
      if (outcome) this.set(outcome.lastSuccessAt ? outcome.lastSuccessAt.getTime() / 1000 : 0)
    },
  })
  new Gauge({
    name: 'ibr_backup_failing',
    help: 'Whether the latest finished daily backup failed (1) or not (0).',
    registers,
    async collect() {
      const outcome = await backup()
      if (outcome) this.set(outcome.failing ? 1 : 0)
    },
  })
  new Gauge({
    name: 'ibr_backup_configured',
    help: 'Whether this instance has the daily backup on (BACKUP_DIR set): 1 or 0.',
    registers,
  }).set(sources.backupConfigured ? 1 : 0)
}

/** The pool is read from memory, not the database: free at every scrape. */
function registerPoolGauges(registers: Registry[], db: Kysely<DB>) {
  const gauge = (name: string, help: string, read: (usage: NonNullable<ReturnType<typeof poolUsage>>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const usage = poolUsage(db)
        this.set(usage ? read(usage) : 0)
      },
    })
  gauge(
    'ibr_db_pool_connections_in_use',
    'Database connections lent to a query or transaction (the embedded database has one).',
    (u) => u.inUse,
  )
  gauge('ibr_db_pool_connections_idle', 'Database connections open and free.', (u) => u.idle)
  gauge('ibr_db_pool_connections_max', 'Database connections the pool may open.', (u) => u.max)
  gauge('ibr_db_pool_waiting', 'Queries and transactions waiting for a database connection.', (u) => u.waiting)
}
