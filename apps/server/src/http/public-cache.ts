import { gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'

interface Entry { json: Buffer; gzip?: Buffer }

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
  }
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry, hit: boolean) {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding').header('x-cache', hit ? 'hit' : 'miss')
  if (entry.json.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    entry.gzip ??= gzipSync(entry.json, { level: 6 })
    return reply.header('content-encoding', 'gzip').send(entry.gzip)
  }
  return reply.send(entry.json)
}

/**
 * Keeps the serialised answers of public reads. A hit is answered before validation: a body that
 * was answered successfully once is valid. Content writes call publicCache.clear(); across several
 * instances the time limit bounds how stale an answer can be.
 */
export function registerPublicCache(app: FastifyInstance, ttlSeconds: number, maxMb: number) {
  const cache = new LRUCache<string, Entry>({
    maxSize: maxMb * 1024 * 1024,
    sizeCalculation: (e) => e.json.length * 2,
    ttl: Math.max(ttlSeconds, 1) * 1000,
  })
  app.decorate('publicCache', { clear: () => cache.clear(), size: () => cache.size })
  if (ttlSeconds === 0) return

  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.config.publicCache) return
    const key = `${request.routeOptions.url}\n${JSON.stringify(request.body)}`
    const entry = cache.get(key)
    if (entry) return send(request, reply, entry, true)
    request.cacheKey = key
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.cacheKey || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const entry: Entry = { json: Buffer.from(payload) }
    cache.set(request.cacheKey, entry)
    request.cacheKey = undefined
    reply.header('x-cache', 'miss').header('vary', 'accept-encoding')
    if (entry.json.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      entry.gzip = gzipSync(entry.json, { level: 6 })
      reply.header('content-encoding', 'gzip')
      return entry.gzip
    }
    return payload
  })
}
