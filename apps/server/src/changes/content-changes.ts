import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DatabaseNotifications } from '../db/database-notifications.js'
import type { DB } from '../db/schema.js'
import { nextScheduledChange } from './schedule-repository.js'

/**
 * When what the public sees changes, every cache of public answers on every instance is cleared:
 * after a write (published), on a change announced by another instance, and when a scheduled publish
 * or unpublish time arrives. docs/architecture.md states the guarantee.
 *
 * There is one way to announce a change: a service calls `published(reason)`, handed to it by
 * createServices as an `Announce`, after its transaction has committed, and awaits it before it
 * answers. Never from a route, never inside a transaction, never left unawaited: announced before
 * the commit, a read could put the old content back in a cache; unawaited, the answer could reach
 * the client before its own instance forgot the old content.
 */
export interface ContentChanges {
  /**
   * Call after a write that changes what the public sees has committed (an approval, an archive, a
   * menu change): clears this instance's caches at once and tells the other instances, which clear
   * theirs within a second. Never fails: a notification that cannot be sent is logged.
   */
  published(reason: string): Promise<void>
  /** Adds a cache to clear on every change. */
  onChange(clear: () => void): void
  /** Listens to the other instances and keeps the timer of the next scheduled change. */
  start(): Promise<void>
  stop(): void
  /** The scheduled change the timer waits for; null when none is known. */
  nextChange(): Date | null
}

/** What a service is handed to announce a committed public change: ContentChanges.published. */
export type Announce = (reason: string) => Promise<void>

const CHANNEL = 'ibr_content'
/** setTimeout's longest delay; a later change is looked up again when it passes. */
const TIMER_MAX_MS = 2 ** 31 - 1
/**
 * Caches are cleared this long after a scheduled time: reads after the clearing must already see
 * the change by the database's clock, which may be a little behind this server's.
 */
const CLOCK_MARGIN_MS = 50
const RETRY_MS = 5000

export function contentChanges(db: Kysely<DB>, notifications: DatabaseNotifications, log: FastifyBaseLogger): ContentChanges {
  const instance = randomBytes(8).toString('hex')
  const caches: (() => void)[] = []
  let running = false
  let next: Date | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let lookups = 0

  const clearAll = () => {
    for (const clear of caches) clear()
  }

  function arm(at: Date | null) {
    clearTimeout(timer)
    next = at
    if (!at || !running) return
    const delay = Math.min(Math.max(at.getTime() - Date.now() + CLOCK_MARGIN_MS, 0), TIMER_MAX_MS)
    timer = setTimeout(() => {
      if (next && Date.now() >= next.getTime()) clearAll()
      void lookUpNext()
    }, delay)
    timer.unref()
  }

  /** Reads the next scheduled change; only the latest of overlapping lookups sets the timer. */
  async function lookUpNext(): Promise<void> {
    if (!running) return
    const ticket = ++lookups
    try {
      const at = await nextScheduledChange(db, new Date())
      if (ticket === lookups) arm(at)
    } catch (error) {
      if (ticket !== lookups || !running) return
      log.error({ err: error }, 'could not read the next scheduled content change; trying again')
      clearTimeout(timer)
      timer = setTimeout(() => void lookUpNext(), RETRY_MS)
      timer.unref()
    }
  }

  notifications.on(CHANNEL, (payload) => {
    if (payload.split(' ', 1)[0] === instance) return
    clearAll()
    void lookUpNext()
  })
  // Whatever was announced while nobody listened is unknown: forget everything.
  notifications.onReconnect(() => {
    clearAll()
    void lookUpNext()
  })

  return {
    async published(reason) {
      clearAll()
      try {
        await notifications.notify(db, CHANNEL, `${instance} ${reason}`)
      } catch (error) {
        log.error({ err: error, reason }, 'could not tell the other instances of a content change')
      }
      await lookUpNext()
    },
    onChange(clear) {
      caches.push(clear)
    },
    async start() {
      if (running) return
      running = true
      await notifications.start()
      await lookUpNext()
    },
    stop() {
      running = false
      clearTimeout(timer)
    },
    nextChange: () => next,
  }
}
