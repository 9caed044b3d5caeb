import { randomBytes } from 'node:crypto'
import type { Lang, StatsHitBody } from '@ibr/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { LRUCache } from 'lru-cache'
import type { DB } from '../../db/schema.js'
import { endOfDay, formatDay } from '../../lib/dates.js'
import { statsBuffer } from './stats-buffer.js'
import { pageKey, siteRoutes } from './stats-pages.js'
import { articleIdOf, clientKey, normaliseHost, normaliseQuery, publicPage, visitorHash } from './stats-privacy.js'
import { statsRepository } from './stats-repository.js'

export interface StatsRecorderOptions {
  timeZone: string
  /** What makes the visitor hash this site's: its public address, or its product token. */
  site: string
  /** Milliseconds a hit may wait in memory before it is written. */
  flushMs: number
  /** Hits and searches after which the buffer is written at once. */
  flushHits?: number
  /** Rows the buffer may hold; past them new hits are dropped until it is written. */
  bufferMax?: number
  /** Hits one client address may send per minute. */
  ratePerMinute: number
  now?: () => Date
}

/** Who sent a hit: used for the rate and the day's visitor hash, then forgotten. */
export interface HitSender {
  address: string
  userAgent: string
}

/** Clients whose minute of hits is counted at once: beyond, the least recent are forgotten. */
const CLIENTS_KEPT = 50_000
/** How long a failed read of the day's salt is remembered before it is tried again. */
const SALT_RETRY_MS = 60_000
/** Searches whose answer (found something or not) is remembered for the public cache's answers. */
const SEARCHES_KEPT = 10_000

/**
 * Counts page views and searches in memory and writes them in batches: every `flushMs` after the
 * first hit of a batch, at once past `flushHits`, and when the app closes. A crash loses the hits of
 * the batch in memory (a few seconds'). The buffer is bounded (`bufferMax` rows); a client's hits
 * per minute too (`ratePerMinute`, counted in this process, which costs no database write per hit).
 */
export function statsRecorder(db: Kysely<DB>, options: StatsRecorderOptions, log: FastifyBaseLogger) {
  const repo = statsRepository(db)
  const now = options.now ?? (() => new Date())
  const flushHits = options.flushHits ?? 1000
  const bufferMax = options.bufferMax ?? 100_000
  const buffer = statsBuffer()
  const clients = new LRUCache<string, { hits: number }>({ max: CLIENTS_KEPT, ttl: 60_000 })
  const searchFound = new LRUCache<string, boolean>({ max: SEARCHES_KEPT })
  const routes = siteRoutes(db, () => now().getTime())
  let salt: { day: string; value?: string; failedAt?: number; pending: Promise<string | undefined> } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let flushing: Promise<void> = Promise.resolve()
  /** Hits waiting for their day's salt or the site's routes: a flush writes them too. */
  let salting: Promise<unknown> = Promise.resolve()
  /** How many hits wait so: they count toward `bufferMax` as the rows they will add. */
  let waiting = 0
  let queued = false
  let dropped = 0
  let closed = false

  /**
   * The day's salt, read (or made) once per day per instance; forgotten when the day ends. A read
   * that fails is remembered for SALT_RETRY_MS: meanwhile views are counted without visitors,
   * rather than every hit trying the database again while it is away.
   */
  const saltOf = (day: string) => {
    if (salt?.day === day && !(salt.failedAt !== undefined && now().getTime() - salt.failedAt >= SALT_RETRY_MS)) return salt
    const entry: NonNullable<typeof salt> = {
      day,
      pending: repo.daySalt(day, randomBytes(16).toString('hex')).then(
        (value) => (entry.value = value),
        (error: unknown) => {
          log.warn({ err: error }, 'day salt not read: views counted without visitors')
          entry.failedAt = now().getTime()
          return undefined
        },
      ),
    }
    salt = entry
    const forget = setTimeout(
      () => {
        if (salt === entry) salt = undefined
      },
      Math.max(endOfDay(day, options.timeZone).getTime() - now().getTime(), 0),
    )
    forget.unref()
    return entry
  }

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = undefined
    // A write already waiting will take everything recorded until it starts.
    if (queued) return flushing
    queued = true
    flushing = flushing.then(async () => {
      await salting
      queued = false
      const batch = buffer.take()
      const lost = dropped
      dropped = 0
      if (lost) log.warn({ dropped: lost }, 'page views dropped: the buffer was full')
      if (!batch.daily.length && !batch.searches.length) return
      try {
        await repo.flush(batch)
      } catch (error) {
        log.warn({ err: error, rows: batch.daily.length + batch.searches.length }, 'page views not written')
      }
    })
    return flushing
  }

  /** Room in the buffer, and the batch's write started when it is due. */
  const room = () => {
    if (closed || buffer.size() + waiting >= bufferMax) {
      dropped += 1
      return false
    }
    return true
  }
  const recorded = () => {
    if (buffer.hits() >= flushHits) void flush()
    else if (!timer) {
      timer = setTimeout(() => void flush(), options.flushMs)
      timer.unref()
    }
  }

  return {
    /** Whether this client (an IPv4 address, an IPv6 /64: one home's or phone's) may send one more hit this minute (counted). */
    allow(address: string): boolean {
      const client = clientKey(address)
      const entry = clients.get(client)
      if (!entry) {
        clients.set(client, { hits: 1 })
        return true
      }
      entry.hits += 1
      return entry.hits <= options.ratePerMinute
    },

    /** Counts one page view; the sender's address and browser make the day's visitor hash and are not kept. */
    hit(body: StatsHitBody, lang: Lang, sender: HitSender) {
      const page = publicPage(body.page)
      if (page === null || !room()) return
      const day = formatDay(now(), options.timeZone)
      const referrer = body.referrer ? normaliseHost(body.referrer) : ''
      const push = (value: string | undefined, known: ReadonlySet<string>) => {
        const hash = value === undefined ? null : visitorHash(value, sender.address, sender.userAgent, options.site)
        const key = pageKey(page, known)
        buffer.hit({ day, page: key, articleId: articleIdOf(key), referrer, lang, screen: body.screen, hash })
        recorded()
      }
      const daySalt = saltOf(day)
      const site = routes()
      const saltKnown = daySalt.value !== undefined || daySalt.failedAt !== undefined
      if (saltKnown && site.value) push(daySalt.value, site.value)
      else {
        waiting += 1
        const pushed = Promise.all([daySalt.pending, site.pending]).then(([value, known]) => {
          waiting -= 1
          push(value, known)
        })
        salting = Promise.all([salting, pushed]).then(() => undefined)
      }
    },

    /** A search computed here: whether it found anything is remembered for the same search answered from the cache. */
    searchAnswered(key: string, total: number) {
      searchFound.set(key, total > 0)
    },

    /** Counts a search asked (answered, from the cache or not); nobody's identity is part of it. */
    searched(key: string, query: string) {
      const normal = normaliseQuery(query)
      if (!normal || !room()) return
      buffer.search(formatDay(now(), options.timeZone), normal, searchFound.get(key) === false)
      recorded()
    },

    /** Writes what is in memory now. */
    flush,

    /** Forgets the salt of a closed day (the close job deleted it from the database). */
    forgetSaltBefore(day: string) {
      if (salt && salt.day < day) salt = undefined
    },

    /** Writes what is left and counts nothing more (the app closes). */
    async stop() {
      closed = true
      await flush()
    },
  }
}

export type StatsRecorder = ReturnType<typeof statsRecorder>
