import { gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'

interface Entry {
  json: Buffer
  gzip?: Buffer
}

/** Responses below this many bytes are sent as they are: gzip would gain little. */
const GZIP_MIN_BYTES = 1024

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
function gzipFor(request: FastifyRequest, entry: Entry): Buffer | undefined {
  if (entry.json.length < GZIP_MIN_BYTES || !/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return undefined
  entry.gzip ??= gzipSync(entry.json, { level: 6 })
  return entry.gzip
}

function sendHit(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding').header('x-cache', 'hit')
  const gzip = gzipFor(request, entry)
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
 */
export function registerPublicCache(app: FastifyInstance, ttlSeconds: number, maxMb: number, waitLimitMs: number) {
  const cache = new LRUCache<string, Entry>({
    maxSize: maxMb * 1024 * 1024,
    sizeCalculation: (e) => e.json.length * 2,
    ttl: Math.max(ttlSeconds, 1) * 1000,
  })
  const computing = new Map<string, Promise<Entry | undefined>>()
  let generation = 0
  // Caches kept elsewhere from the same content (the page shell's banners) are forgotten with it.
  const forgetters: (() => void)[] = []
  const clear = () => {
    generation += 1
    cache.clear()
    computing.clear()
    for (const forget of forgetters) forget()
  }
  app.decorate('publicCache', {
    clear,
    size: () => cache.size,
    computing: () => computing.size,
    onClear: (forget: () => void) => {
      forgetters.push(forget)
    },
  })
  if (ttlSeconds === 0) return

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
    if (entry) return sendHit(request, reply, entry)
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
    if (current) cache.set(request.cacheKey, entry)
    request.cacheSettle?.(current ? entry : undefined)
    reply.header('x-cache', 'miss').header('vary', 'accept-encoding')
    const gzip = gzipFor(request, entry)
    if (gzip) reply.header('content-encoding', 'gzip')
    return gzip ?? payload
  })
}
