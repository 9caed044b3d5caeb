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
    publicCache: { clear(): void; size(): number }
  }
  interface FastifyRequest {
    cacheKey?: string
    /** Set on the request that computes an answer others are waiting for. */
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
 * Keeps the serialised answers of public reads. A hit is answered before validation: a body that
 * was answered successfully once is valid. Requests for an answer already being computed wait for
 * it rather than each querying the database (a burst after the cache expires would otherwise run the
 * same query a hundred times). Content writes call publicCache.clear(); across several instances
 * the time limit bounds how stale an answer can be.
 */
export function registerPublicCache(app: FastifyInstance, ttlSeconds: number, maxMb: number) {
  const cache = new LRUCache<string, Entry>({
    maxSize: maxMb * 1024 * 1024,
    sizeCalculation: (e) => e.json.length * 2,
    ttl: Math.max(ttlSeconds, 1) * 1000,
  })
  app.decorate('publicCache', { clear: () => cache.clear(), size: () => cache.size })
  if (ttlSeconds === 0) return

  const computing = new Map<string, Promise<Entry | undefined>>()

  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.config.publicCache) return
    const key = `${request.routeOptions.url}\n${JSON.stringify(request.body)}`
    const entry = cache.get(key) ?? (await computing.get(key))
    if (entry) return sendHit(request, reply, entry)
    request.cacheKey = key
    if (!computing.has(key)) {
      computing.set(key, new Promise((resolve) => (request.cacheSettle = resolve)))
    }
  })

  // However the request ends (a failure, a client gone), whoever waits on it is released.
  const settle = async (request: FastifyRequest) => {
    if (!request.cacheSettle || !request.cacheKey) return
    computing.delete(request.cacheKey)
    request.cacheSettle(cache.get(request.cacheKey))
    request.cacheSettle = undefined
  }
  app.addHook('onResponse', settle)
  app.addHook('onRequestAbort', settle)

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.cacheKey || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const entry: Entry = { json: Buffer.from(payload) }
    cache.set(request.cacheKey, entry)
    reply.header('x-cache', 'miss').header('vary', 'accept-encoding')
    const gzip = gzipFor(request, entry)
    if (gzip) reply.header('content-encoding', 'gzip')
    return gzip ?? payload
  })
}
