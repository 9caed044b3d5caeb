import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DatabaseNotifications } from '../db/database-notifications.js'
import type { DB } from '../db/schema.js'
import { nextDailyRun, parseDailyTime, type DailyTime } from './daily-time.js'
import { jobRepository, type ClaimedJob } from './job-repository.js'
import { failureForLog } from '../db/database-failure.js'

/** A kind of background work, declared once (every instance runs the same code, so knows every kind); P is its payload. */
export interface JobDefinition<P = never> {
  /** Unique, e.g. `file.sweep-drafts`. */
  name: string
  /** Does the work; a throw (or rejection) is a failed attempt. May run more than once for one job, so must be safe to repeat. */
  run(payload: P): Promise<void>
  /** Runs started before the job is given up (default 5). */
  maxAttempts?: number
  /** Seconds a worker holds a job; past them, another instance takes it over (default 300). */
  leaseSeconds?: number
  /** Pause before the first retry, doubled for each later one, at most an hour (default 30). */
  retrySeconds?: number
  /** Run every so many seconds, each occurrence by one instance only. */
  everySeconds?: number
  /** A recurring job's first run, this many seconds after the database first sees it (default: at once). */
  firstAfterSeconds?: number
  /**
   * Run once a day when the clocks of `timeZone` show `time` (HH:MM), each day by one instance only,
   * instead of every so many seconds: daily-time.ts has how summer time is met. A changed time takes
   * effect at the next start, unless a run is already due.
   */
  dailyAt?: { time: string; timeZone: string }
  /**
   * Called once when the job is given up: its last attempt failed (`error` is what it threw) or ran out
   * of its lease. For work whose own record must say it did not happen (a message marked failed).
   */
  givenUp?(payload: P, error: string): Promise<void>
}

export interface EnqueueOptions {
  /** While a job with this key waits or runs, the same key is not queued again. */
  uniqueKey?: string
  /** Not before this time. */
  runAt?: Date
  /** A transaction to queue the job in: it is queued only if that transaction commits. */
  db?: Kysely<DB>
}

export interface JobQueue {
  /** Queues a job of a declared kind; false when its unique key is already waiting or running. */
  enqueue(name: string, payload?: unknown, options?: EnqueueOptions): Promise<boolean>
  /** Works in the background from now on: every `pollMs`, and at once when a job is queued anywhere. */
  start(): Promise<void>
  /** One pass (due recurring jobs, then claims up to the concurrency); resolves when the jobs it took have ended, with how many. */
  poll(): Promise<number>
  /** Takes no more jobs and waits for the running ones. */
  stop(): Promise<void>
  /** Every kind declared, so the metrics report each one, at 0 when none is queued. */
  kinds(): readonly string[]
}

export interface JobQueueOptions {
  definitions: readonly JobDefinition[]
  pollMs: number
  /** Jobs this instance runs at once. */
  concurrency: number
  log: FastifyBaseLogger
}

/** Channel on which a queued job wakes the workers of every instance. */
const CHANNEL = 'ibr_jobs'
const DEFAULTS = { maxAttempts: 5, leaseSeconds: 300, retrySeconds: 30 }
const FAILED_KEPT_DAYS = 30

/**
 * The job queue every instance on the database shares (docs/architecture.md): rows in `job`,
 * claimed with FOR UPDATE SKIP LOCKED, so each job is run by one worker at a time; a job whose
 * worker died is taken over when its lease runs out. Delivery is at least once: a job is deleted
 * after it ran, and a worker that dies between the two leaves it to run again.
 */
export function jobQueue(db: Kysely<DB>, notifications: DatabaseNotifications, options: JobQueueOptions): JobQueue {
  const repo = jobRepository(db)
  const definitions = new Map<string, JobDefinition>()
  const purgeFailed: JobDefinition = {
    name: 'jobs.purge-failed',
    everySeconds: 24 * 3600,
    run: async () => {
      await repo.purgeFailed(FAILED_KEPT_DAYS)
    },
  }
  for (const definition of [...options.definitions, purgeFailed]) {
    if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is declared twice`)
    definitions.set(definition.name, definition)
  }
  const names = [...definitions.keys()]
  const daily = new Map<string, { time: DailyTime; timeZone: string }>()
  for (const { name, dailyAt } of definitions.values()) {
    if (!dailyAt) continue
    const time = parseDailyTime(dailyAt.time)
    if (!time) throw new Error(`job ${name} runs daily at "${dailyAt.time}", which is not HH:MM`)
    daily.set(name, { time, timeZone: dailyAt.timeZone })
  }
  const periodic = [...definitions.values()].filter((d) => d.everySeconds && !d.dailyAt).map((d) => d.name)
  const recurring = [...periodic, ...daily.keys()]
  const nextRun = (name: string, after: Date) => nextDailyRun(after, daily.get(name)!.time, daily.get(name)!.timeZone)
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const { log } = options

  const running = new Set<Promise<void>>()
  let declared: Promise<void> | undefined
  let started = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let passing: Promise<unknown> | undefined
  let again = false
  let failing = false

  async function enqueue(name: string, payload: unknown = {}, opts: EnqueueOptions = {}): Promise<boolean> {
    const definition = definitions.get(name)
    if (!definition) throw new Error(`no job named ${name} is declared`)
    const target = opts.db ?? db
    const queued = await jobRepository(target).insert({
      name,
      payload,
      uniqueKey: opts.uniqueKey,
      runAt: opts.runAt,
      maxAttempts: definition.maxAttempts ?? DEFAULTS.maxAttempts,
      leaseSeconds: definition.leaseSeconds ?? DEFAULTS.leaseSeconds,
    })
    if (queued) await notifications.notify(target, CHANNEL, name)
    return queued
  }

  /** Turns the due occurrences of recurring jobs into jobs, in one transaction with taking them. */
  async function scheduleDue() {
    // Declared once per queue; a failed declaration (the database unreachable) is tried again next poll.
    declared ??= Promise.all([
      repo.declareSchedules(
        periodic.map((name) => ({
          name,
          everySeconds: definitions.get(name)!.everySeconds!,
          firstAfterSeconds: definitions.get(name)!.firstAfterSeconds,
        })),
      ),
      repo.declareDailySchedules([...daily.keys()].map((name) => ({ name, nextRunAt: nextRun(name, new Date()) }))),
    ])
      .then(() => {})
      .catch((error: unknown) => {
        declared = undefined
        throw error
      })
    await declared
    await db.transaction().execute(async (trx) => {
      const schedules = jobRepository(trx)
      const taken = await schedules.takeDueSchedules(recurring)
      // The database's clock, the one every instance shares: the next day's run is after this moment.
      const now = taken.some((name) => daily.has(name)) ? await schedules.now() : undefined
      for (const name of taken) {
        if (now && daily.has(name)) await schedules.moveSchedule(name, nextRun(name, now))
        await enqueue(name, {}, { uniqueKey: `every:${name}`, db: trx })
      }
    })
  }

  async function execute(job: ClaimedJob): Promise<void> {
    const definition = definitions.get(job.name)!
    try {
      if (job.attempts > job.max_attempts) {
        // Its last attempt never reported back (the worker died or hung past its lease).
        const reason = 'no attempt left: the last one ran out of its lease'
        if (await repo.fail(job, reason, 0)) await definition.givenUp?.(job.payload as never, reason)
        log.error({ job: job.name, id: job.id }, 'job given up: its last attempt ran out of its lease')
        return
      }
      const began = performance.now()
      try {
        await definition.run(job.payload as never)
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
        const base = definition.retrySeconds ?? DEFAULTS.retrySeconds
        const recorded = await repo.fail(job, message, Math.min(base * 2 ** (job.attempts - 1), 3600))
        const given = job.attempts >= job.max_attempts
        // Only the worker that still held the job tells its definition: one that lost its lease leaves it to the new holder.
        if (given && recorded) await definition.givenUp?.(job.payload as never, error instanceof Error ? error.message : String(error))
        log[given ? 'error' : 'warn'](
          { err: error, job: job.name, id: job.id, attempt: job.attempts },
          given ? 'job given up' : 'job failed; retrying',
        )
        return
      }
      await repo.finish(job)
      // One line per job done, naming the worker: how an operator (and the two-process test) sees who ran what.
      log.info({ job: job.name, id: job.id, attempt: job.attempts, worker, ms: Math.round(performance.now() - began) }, 'job done')
    } catch (error) {
      // The outcome could not be written (the database is unreachable): the lease brings the job back.
      log.error({ err: error, job: job.name, id: job.id }, 'could not record the outcome of a job')
    }
  }

  /** Claims jobs up to the concurrency; answers the runs it started. */
  async function pass(): Promise<Promise<void>[]> {
    await scheduleDue()
    const taken: Promise<void>[] = []
    while (!stopped && running.size < options.concurrency) {
      const job = await repo.claim(names, worker)
      if (!job) break
      const run = execute(job).finally(() => {
        running.delete(run)
        wake()
      })
      running.add(run)
      taken.push(run)
    }
    return taken
  }

  /** Starts a pass now, or right after the one under way; the background loop's only entry. */
  function wake() {
    if (!started || stopped) return
    if (passing) {
      again = true
      return
    }
    clearTimeout(timer)
    passing = pass()
      .then(
        () => {
          if (failing) log.info('job queue reachable again')
          failing = false
        },
        (error: unknown) => {
          if (!failing) log.error(failureForLog(error), 'job queue poll failed; retrying every poll')
          failing = true
        },
      )
      .finally(() => {
        passing = undefined
        if (again) {
          again = false
          wake()
        } else if (!stopped) {
          timer = setTimeout(wake, options.pollMs)
          timer.unref()
        }
      })
  }

  notifications.on(CHANNEL, () => wake())
  notifications.onReconnect(() => wake())

  return {
    enqueue,
    kinds: () => names,
    async start() {
      if (started || stopped) return
      started = true
      await notifications.start()
      wake()
    },
    async poll() {
      const taken = await pass()
      await Promise.all(taken)
      return taken.length
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await passing
      await Promise.allSettled([...running])
    },
  }
}
