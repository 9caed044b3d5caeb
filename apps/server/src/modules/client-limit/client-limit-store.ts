import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import { clientLimitRepository, type LimitCount } from './client-limit-repository.js'

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * What @fastify/rate-limit hands a store's child at run time: the route's merged limit settings with
 * the route under `routeInfo` (its type declaration says the route's options themselves).
 */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string }
}

/**
 * A store for @fastify/rate-limit that counts in the database every instance shares, so a client
 * gets its limit once, not once per instance. Each limited route counts on its own (the upload limit
 * is not spent by searches). A database that cannot be reached fails the request with 503, as the
 * route itself would: every limited route writes to or reads from the same database anyway.
 */
export function clientLimitStore(db: Kysely<DB>): FastifyRateLimitStoreCtor {
  const counts = clientLimitRepository(db)
  const answer = (done: Done) => (count: LimitCount) => done(null, { current: count.hits, ttl: count.ttlMs })
  class ClientLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options, which a count in the database does not need.
    constructor(
      _options?: object,
      private readonly scope = '',
    ) {}

    incr(client: string, done: Done, timeWindow: number): void {
      counts.hit(`${this.scope} ${client}`, timeWindow).then(answer(done), (error: Error) => done(error))
    }

    read(client: string, done: Done): void {
      counts.read(`${this.scope} ${client}`).then(answer(done), (error: Error) => done(error))
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): ClientLimitStore {
      const { method, url } = (options as RouteLimit).routeInfo ?? {}
      return new ClientLimitStore(undefined, `${[method ?? ''].flat().join(',')} ${url ?? ''}`)
    }
  }
  return ClientLimitStore
}
