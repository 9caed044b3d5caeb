import type { Kysely } from 'kysely'
import { connectionRepository } from '../db/connection-repository.js'
import { isPoolBusy } from '../db/database-errors.js'
import { causeOf } from '../db/database-failure.js'
import type { DB } from '../db/schema.js'
import { sharedWhileRunning } from '../lib/shared-while-running.js'
import { withinMs } from '../lib/time-limit.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database can be reached, as this instance last saw it; says so in the log once each way. */
    databaseOutage: DatabaseOutage
  }
}

/** How long the check waits for the database: the readiness probe's second (modules/health/probe-routes.ts). */
export const DATABASE_CHECK_MS = 1000

/** How often an instance that saw the database go away asks whether it is back. */
export const RECHECK_MS = 1000

export interface DatabaseOutage {
  /** A request failed because the database could not be reached: the first of an outage is logged, the others counted. */
  refused(error: unknown): void
  /** Asks the database now (one small query within DATABASE_CHECK_MS, shared by callers): true when it answered. */
  check(): Promise<boolean>
  /** Whether the database answered the last time it was asked or used. */
  up(): boolean
  /** Stops asking (the app closes). */
  stop(): void
}

interface Logger {
  warn(object: object, message: string): void
}

export interface DatabaseOutageOptions {
  db: Kysely<DB>
  log: Logger
  /** The check's query; `select 1` on `db` unless a test gives another. */
  ask?: () => Promise<unknown>
  recheckMs?: number
  checkMs?: number
}

/**
 * An outage seen from one instance. During a PostgreSQL outage every request that needs the database
 * fails the same way: a line and a stack each (1.5 KB) buried the log under hundreds of copies of one
 * fact. Now the first failure logs one line with its cause, the refused requests are counted, the
 * database is asked every second until it answers, and one line says it is back, after how long and
 * how many requests were refused meanwhile.
 */
export function databaseOutage(options: DatabaseOutageOptions): DatabaseOutage {
  const { db, log } = options
  const recheckMs = options.recheckMs ?? RECHECK_MS
  const checkMs = options.checkMs ?? DATABASE_CHECK_MS
  const ask = options.ask ?? (() => connectionRepository(db).ping())
  let downSince: number | undefined
  let refusedSince = 0
  let timer: ReturnType<typeof setInterval> | undefined
  let stopped = false

  const wentAway = (error: unknown) => {
    if (downSince !== undefined) return
    downSince = performance.now()
    refusedSince = 0
    log.warn(
      { database: 'unreachable', cause: causeOf(error) },
      `the database cannot be reached (${causeOf(error)}): requests that need it are answered 503 until it is back`,
    )
    if (stopped) return
    timer = setInterval(() => void check(), recheckMs)
    timer.unref()
  }

  const cameBack = () => {
    if (downSince === undefined) return
    const seconds = Math.round((performance.now() - downSince) / 100) / 10
    log.warn(
      { database: 'reachable', downSeconds: seconds, refused: refusedSince },
      `the database is reachable again after ${seconds} s; ${refusedSince} request(s) were answered 503 meanwhile`,
    )
    downSince = undefined
    clearInterval(timer)
    timer = undefined
  }

  const check = sharedWhileRunning(async () => {
    try {
      await withinMs(ask(), checkMs)
    } catch (error) {
      // Every connection in use: the database answers others, so this says nothing new about it.
      if (isPoolBusy(error)) return downSince === undefined
      wentAway(error)
      return false
    }
    cameBack()
    return true
  })

  return {
    refused(error) {
      wentAway(error)
      refusedSince++
    },
    check,
    up: () => downSince === undefined,
    stop() {
      stopped = true
      clearInterval(timer)
    },
  }
}
