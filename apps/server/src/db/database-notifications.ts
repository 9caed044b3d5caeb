import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type pg from 'pg'
import type { DB } from './schema.js'
import { connectionRepository } from './connection-repository.js'
import { failureForLog } from './database-failure.js'

/** Short messages between the instances that share one database (PostgreSQL LISTEN/NOTIFY). */
export interface DatabaseNotifications {
  /** Calls `handle` with each payload sent on `channel` by any instance, this one included. */
  on(channel: string, handle: (payload: string) => void): void
  /** Calls `handle` each time listening resumes after a gap: whatever was sent meanwhile was missed. */
  onReconnect(handle: () => void): void
  /** Sends `payload` on `channel`; inside a transaction, it leaves when the transaction commits. */
  notify(db: Kysely<DB>, channel: string, payload: string): Promise<void>
  /** Opens the listening connection (PostgreSQL); safe to call more than once. */
  start(): Promise<void>
  stop(): Promise<void>
}

const RETRY_FIRST_MS = 100
const RETRY_MAX_MS = 5000

/**
 * On PostgreSQL, one dedicated connection per instance LISTENs (a pooled connection would be lent
 * to requests, and a transaction-mode pooler drops LISTEN). When it drops it is opened again, with a
 * growing pause, and the reconnect handlers run: a notification sent while nobody listened is lost,
 * so each user treats a reconnect as "anything may have happened". Without a URL (the embedded
 * database, one process) a notification is delivered in this process only, at once.
 */
export function databaseNotifications(url: string | undefined, log: FastifyBaseLogger): DatabaseNotifications {
  const handlers = new Map<string, ((payload: string) => void)[]>()
  const reconnectHandlers: (() => void)[] = []
  const deliver = (channel: string, payload: string) => {
    for (const handle of handlers.get(channel) ?? []) {
      try {
        handle(payload)
      } catch (error) {
        log.error({ err: error, channel }, 'a notification handler failed')
      }
    }
  }

  let client: pg.Client | undefined
  let started: Promise<void> | undefined
  let stopped = false
  let retryMs = RETRY_FIRST_MS
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`

  /** One attempt to connect and listen; on failure or a later drop, the next attempt is scheduled. */
  async function connect(resumed: boolean): Promise<void> {
    const { Client } = (await import('pg')).default
    const next = new Client({ connectionString: url, keepAlive: true, application_name: 'ibr-notifications' })
    let dropped = false
    const drop = (error?: Error) => {
      if (dropped) return
      dropped = true
      if (client === next) client = undefined
      next.end().catch(() => {})
      if (stopped) return
      log.warn(failureForLog(error), `listening for database notifications stopped; trying again in ${retryMs} ms`)
      retryTimer = setTimeout(() => void connect(true), retryMs)
      retryTimer.unref()
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
    }
    next.on('error', drop)
    next.on('end', () => drop())
    next.on('notification', (message) => deliver(message.channel, message.payload ?? ''))
    try {
      await next.connect()
      for (const channel of handlers.keys()) await next.query(`listen ${quote(channel)}`)
    } catch (error) {
      drop(error as Error)
      return
    }
    if (stopped) {
      await next.end().catch(() => {})
      return
    }
    client = next
    retryMs = RETRY_FIRST_MS
    if (resumed) {
      log.info('listening for database notifications again')
      for (const handle of reconnectHandlers) handle()
    }
  }

  return {
    on(channel, handle) {
      const list = handlers.get(channel)
      if (list) {
        list.push(handle)
        return
      }
      handlers.set(channel, [handle])
      client?.query(`listen ${quote(channel)}`).catch((error: unknown) => log.error({ err: error, channel }, 'LISTEN failed'))
    },
    onReconnect(handle) {
      reconnectHandlers.push(handle)
    },
    async notify(db, channel, payload) {
      if (!url) {
        deliver(channel, payload)
        return
      }
      await connectionRepository(db).notify(channel, payload)
    },
    start() {
      if (!url || stopped) return Promise.resolve()
      started ??= connect(false)
      return started
    },
    async stop() {
      stopped = true
      clearTimeout(retryTimer)
      await started
      await client?.end().catch(() => {})
      client = undefined
    },
  }
}
