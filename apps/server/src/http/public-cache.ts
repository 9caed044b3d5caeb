import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify'
import { LRUCache } from 'lru-cache'
import { bodyReadAtTheDoor, doorAnswer, type DoorAnswer, type DoorKeeper } from './front-door.js'

interface Entry {
  json: Buffer
  gzip?: Buffer
  /** The entry as the front door sends it, made at its first door answer (and for gzip). */
  door?: DoorAnswer
  doorGzip?: DoorAnswer
}

/** Responses below this many bytes are sent as they are: gzip would gain little. */
const GZIP_MIN_BYTES = 1024

/** Exact bodies remembered per kept answer (their own key, the door's): a handful per read in practice. */
const DOOR_BODIES_MAX = 20_000

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this route's successful answers, keyed by path and body (ARCHITECTURE: public responses). */
    publicCache?: boolean
  }
  interface FastifyInstance {
    publicCache: {
      clear(): void
      size(): number
      computing(): number
      /** Runs `forget` at every clear: what else keeps public content (the page shell's banners) forgets it too. */
      onClear(forget: () => void): void
      /** What the front door answers from (http/front-door.ts). */
      door: DoorKeeper
      /** Runs `count` for each answer the door sent (the metrics count them as the framework's). */
      onDoorAnswer(count: (route: string, seconds: number) => void): void
    }
  }
  interface FastifyRequest {
    cacheKey?: string
    /** The cache's generation when this request began: an answer computed across a clear() is not kept. */
    cacheGeneration?: number
    /** Set on the request that computes an answer others are waiting for; settles it (at most once). */
    cacheSettle?: (entry: Entry | undefined) => void
  }
}

/** The gzip form of an answer when the client takes it and it is worth it; made once per entry. */
function gzipFor(acceptEncoding: string | undefined, entry: Entry): Buffer | undefined {
  if (entry.json.length < GZIP_MIN_BYTES || !/\bgzip\b/.test(acceptEncoding ?? '')) return undefined
  entry.gzip ??= gzipSync(entry.json, { level: 6 })
  return entry.gzip
}

function sendHit(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding').header('x-cache', 'hit')
  const gzip = gzipFor(request.headers['accept-encoding'], entry)
  return gzip ? reply.header('content-encoding', 'gzip').send(gzip) : reply.send(entry.json)
}

/**
 * The cache key: the route and the body's fields the route's schema names, in the schema's order.
 * A field the contract does not know changes nothing in the answer, so it must not make a new
 * entry (nor be walked: it may be nested thousands of levels deep).
 */
function cacheKey(request: FastifyRequest): string {
  const schema = request.routeOptions.schema?.body as { properties?: Record<string, unknown> } | undefined
  const body = (request.body ?? {}) as Record<string, unknown>
  const known = Object.keys(schema?.properties ?? {}).map((name) => body[name])
  return `${request.routeOptions.url}\n${JSON.stringify(known)}`
}

/**
 * Keeps the serialised answers of public reads. A hit is answered before validation: a body that
 * was answered successfully once is valid. Requests for an answer already being computed wait for
 * it rather than each querying the database (a burst after the cache expires would otherwise run the
 * same query a hundred times), but never longer than the request timeout: past it they compute the
 * answer themselves. The computing request settles its waiters however it ends: when its answer is
 * ready, when its response closes (sent, failed, or the socket destroyed under it, which runs no
 * Fastify hook), and at the latest when the request timeout has passed.
 * A change of published content clears it on every instance (changes/content-changes.ts). An answer
 * whose computation began before a clear may hold what the clear was for: it is sent, not kept, and
 * later requests do not wait for it.
 * Over a socket, an exact repeat of a body once answered from here is answered by the front door
 * (http/front-door.ts) before the framework: the cache tells the door which bytes name which answer.
 */
export function registerPublicCache(app: FastifyInstance, ttlSeconds: number, maxMb: number, waitLimitMs: number) {
  const ttl = Math.max(ttlSeconds, 1) * 1000
  const cache = new LRUCache<string, Entry>({ maxSize: maxMb * 1024 * 1024, sizeCalculation: (e) => e.json.length * 2, ttl })
  const computing = new Map<string, Promise<Entry | undefined>>()
  const door = doorKeeper(cache, ttl)
  let generation = 0
  // Caches kept elsewhere from the same content (the page shell's banners) are forgotten with it.
  const forgetters: (() => void)[] = []
  const clear = () => {
    generation += 1
    cache.clear()
    computing.clear()
    door.forget()
    for (const forget of forgetters) forget()
  }
  app.decorate('publicCache', {
    clear,
    size: () => cache.size,
    computing: () => computing.size,
    onClear: (forget: () => void) => {
      forgetters.push(forget)
    },
    door: door.keeper,
    onDoorAnswer: door.onAnswer,
  })
  if (ttlSeconds === 0) return
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return
    route.preParsing = [...[route.preParsing ?? []].flat(), replayDoorBody]
    // A route with a limit of its own (the search) counts every request: the door would skip it.
    const methods = [route.method].flat()
    if (methods.includes('POST') && !route.config.rateLimit && !route.onRequest) door.paths.add(route.url)
  })
  app.addHook('preClose', async () => door.close())

  /** The answer being computed for key, or undefined once waitLimitMs has passed. */
  const awaitComputed = async (pending: Promise<Entry | undefined>) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const limit = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), waitLimitMs)))
    try {
      return await Promise.race([pending, limit])
    } finally {
      clearTimeout(timer)
    }
  }

  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.config.publicCache) return
    const key = cacheKey(request)
    const pending = computing.get(key)
    const entry = cache.get(key) ?? (pending && (await awaitComputed(pending)))
    if (entry) {
      door.remember(request, key)
      return sendHit(request, reply, entry)
    }
    request.cacheKey = key
    request.cacheGeneration = generation
    if (computing.has(key)) return

    let resolve!: (entry: Entry | undefined) => void
    const promise = new Promise<Entry | undefined>((r) => (resolve = r))
    computing.set(key, promise)
    const timer = setTimeout(() => settle(), waitLimitMs)
    timer.unref()
    const settle = (value = cache.get(key)) => {
      if (!request.cacheSettle) return
      request.cacheSettle = undefined
      clearTimeout(timer)
      if (computing.get(key) === promise) computing.delete(key)
      resolve(value)
    }
    request.cacheSettle = settle
    reply.raw.once('close', () => settle())
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.cacheKey) return payload
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      request.cacheSettle?.(undefined)
      return payload
    }
    const entry: Entry = { json: Buffer.from(payload) }
    const current = request.cacheGeneration === generation
    if (current) {
      cache.set(request.cacheKey, entry)
      door.remember(request, request.cacheKey)
    }
    request.cacheSettle?.(current ? entry : undefined)
    reply.header('x-cache', 'miss').header('vary', 'accept-encoding')
    const gzip = gzipFor(request.headers['accept-encoding'], entry)
    if (gzip) reply.header('content-encoding', 'gzip')
    return gzip ?? payload
  })
}

/** A body the front door read is handed to the parser as if it came from the socket. */
const replayDoorBody: preParsingHookHandler = (request, _reply, payload, done) => {
  const body = bodyReadAtTheDoor(request.raw)
  if (!body) return done(null, payload)
  const replay = Readable.from([body], { objectMode: false }) as Readable & { receivedEncodedLength?: number }
  replay.receivedEncodedLength = body.length
  done(null, replay)
}

/**
 * What the front door answers from: the exact bodies (with their path) of requests whose answer is
 * kept, each naming that answer's key. Only a body the door itself read and the framework then
 * answered successfully is remembered, so the door never answers bytes that were not once parsed,
 * validated and answered; the answer itself stays in the cache, and leaves the door when it leaves
 * the cache.
 */
function doorKeeper(cache: LRUCache<string, Entry>, ttl: number) {
  const bodies = new LRUCache<string, string>({ max: DOOR_BODIES_MAX, ttl })
  const paths = new Set<string>()
  const counters: ((route: string, seconds: number) => void)[] = []
  let closing = false
  const bodyKey = (path: string, body: Buffer) => `${path}\n${body.toString('latin1')}`
  const keeper: DoorKeeper = {
    paths,
    answer(path, body, acceptEncoding) {
      if (closing) return undefined
      const key = bodies.get(bodyKey(path, body))
      const entry = key === undefined ? undefined : cache.get(key)
      if (!entry) return undefined
      const gzip = gzipFor(acceptEncoding, entry)
      return gzip ? (entry.doorGzip ??= doorAnswer(gzip, true)) : (entry.door ??= doorAnswer(entry.json, false))
    },
    answered(path, seconds) {
      for (const count of counters) count(path, seconds)
    },
  }
  return {
    keeper,
    paths,
    onAnswer(count: (route: string, seconds: number) => void) {
      counters.push(count)
    },
    /** The request's exact body now names the kept answer `key`. */
    remember(request: FastifyRequest, key: string) {
      const body = bodyReadAtTheDoor(request.raw)
      if (body) bodies.set(bodyKey(request.raw.url ?? '', body), key)
    },
    forget: () => bodies.clear(),
    // While the server closes, requests go on to the framework, which answers that it is closing.
    close() {
      closing = true
    },
  }
}
