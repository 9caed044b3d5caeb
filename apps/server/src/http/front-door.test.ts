/**
 * The front door answers exact repeats of kept public reads before the framework: only real sockets
 * reach it (inject() goes straight to the framework), so every request here goes over one.
 */
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSamples, sampleValue } from '../test/prometheus-text.js'
import type { TestApp } from '../test/test-app.js'
import { frontDoor } from './front-door.js'
import { registerPublicCache } from './public-cache.js'
import { registerSecurityHeaders } from './security-headers.js'
import { listeningTestApp } from '../test/listening-app.js'

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** One request over a fresh connection; `chunked` sends the body without a length. */
function send(
  port: number,
  path: string,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: chunked ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    if (chunked) req.write(body.slice(0, 3))
    req.end(chunked ? body.slice(3) : body)
  })
}

const withoutDate = (headers: Answer['headers']) => {
  const { date: _, ...rest } = headers
  return rest
}

describe('the front door before a small app', () => {
  let app: FastifyInstance
  let port: number
  /** Requests the framework saw, and reads the handler computed. */
  let seen = 0
  let computed = 0

  beforeAll(async () => {
    const door = frontDoor()
    app = Fastify({ serverFactory: door.factory })
    registerSecurityHeaders(app)
    registerPublicCache(app, 60, 1, 5000)
    door.open(app.publicCache.door)
    app.addHook('onRequest', async () => {
      seen += 1
    })
    const body = { type: 'object', properties: { n: { type: 'integer' }, big: { type: 'boolean' } } }
    app.post('/read', { schema: { body }, config: { publicCache: true } }, async (request) => {
      computed += 1
      const { n, big } = request.body as { n: number; big?: boolean }
      return { n, filler: big ? 'x'.repeat(4000) : '' }
    })
    app.post('/limited', { config: { publicCache: true, rateLimit: { max: 1, timeWindow: 1000 } } }, async () => ({}))
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as { port: number }).port
  })
  afterAll(async () => {
    await app.close()
  })

  const counts = () => ({ seen, computed })

  it('answers an exact repeat itself, with the headers and bytes the framework sends for a kept answer', async () => {
    const miss = await send(port, '/read', '{"n":1}')
    expect(miss.status).toBe(200)
    expect(miss.headers['x-cache']).toBe('miss')
    expect(JSON.parse(miss.body.toString())).toEqual({ n: 1, filler: '' })
    // Other bytes, the same key: the framework answers from the cache.
    const before = counts()
    const framework = await send(port, '/read', '{ "n": 1 }')
    expect(counts()).toEqual({ seen: before.seen + 1, computed: before.computed })
    expect(framework.headers['x-cache']).toBe('hit')

    const door = await send(port, '/read', '{"n":1}')
    expect(counts()).toEqual({ seen: before.seen + 1, computed: before.computed })
    expect(door.status).toBe(200)
    expect(door.body.equals(miss.body)).toBe(true)
    expect(withoutDate(door.headers)).toEqual(withoutDate(framework.headers))
    // The spaced body, answered once by the framework from the cache, is now known at the door too.
    await send(port, '/read', '{ "n": 1 }')
    expect(counts().seen).toBe(before.seen + 1)
  })

  it('sends the compressed answer to a client that takes gzip', async () => {
    const plain = await send(port, '/read', '{"n":2,"big":true}')
    const before = counts()
    const door = await send(port, '/read', '{"n":2,"big":true}', { 'content-type': 'application/json', 'accept-encoding': 'gzip' })
    expect(counts()).toEqual(before)
    expect(door.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(door.body).equals(plain.body)).toBe(true)
  })

  it('forgets every body when the cache is cleared (published content changed)', async () => {
    await send(port, '/read', '{"n":3}')
    app.publicCache.clear()
    const before = counts()
    const after = await send(port, '/read', '{"n":3}')
    expect(after.headers['x-cache']).toBe('miss')
    expect(counts()).toEqual({ seen: before.seen + 1, computed: before.computed + 1 })
  })

  it('lets the framework judge what the door must not: another content type, a query, a body without a length, a bad body', async () => {
    await send(port, '/read', '{"n":4}')
    const before = counts()
    const form = await send(port, '/read', '{"n":4}', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(form.status).toBe(415)
    const query = await send(port, '/read?x=1', '{"n":4}')
    expect(query.status).toBe(200)
    const chunked = await send(port, '/read', '{"n":4}', { 'content-type': 'application/json' }, true)
    expect(chunked.status).toBe(200)
    expect(JSON.parse(chunked.body.toString())).toEqual({ n: 4, filler: '' })
    expect(counts().seen).toBe(before.seen + 3)

    // A body that failed is never remembered: each try reaches the framework and fails again.
    for (const bad of ['{"n":', '{"n":"one"}']) {
      const first = await send(port, '/read', bad)
      const again = await send(port, '/read', bad)
      expect([first.status, again.status]).toEqual([400, 400])
    }
    expect(counts().seen).toBe(before.seen + 7)
  })

  it('leaves a body still on its way to the framework, untouched', async () => {
    await send(port, '/read', '{"n":6}')
    const before = counts()
    const body = '{"n":6}'
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /read HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n{"n"`,
        )
        // The rest once the framework has the request: it saw the headers without the whole body.
        const rest = () => (seen > before.seen ? socket.write(':6}') : setTimeout(rest, 5))
        rest()
      })
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 200/)
    expect(answer).toContain('x-cache: hit')
    expect(counts()).toEqual({ seen: before.seen + 1, computed: before.computed })
  })

  it('hands a body it read but could not answer to the framework whole', async () => {
    const before = counts()
    const answer = await send(port, '/read', '{"n":5}')
    expect(JSON.parse(answer.body.toString())).toEqual({ n: 5, filler: '' })
    expect(counts()).toEqual({ seen: before.seen + 1, computed: before.computed + 1 })
  })

  it('leaves a route with a limit of its own to the framework, which counts every request', () => {
    expect([...app.publicCache.door.paths]).toEqual(['/read'])
  })
})

describe('the front door in the server', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    ;({ t, port } = await listeningTestApp({ CACHE_TTL_SECONDS: '60' }))
  })
  afterAll(async () => {
    await t.close()
  })

  /** What the metrics count of POST /api/home/news answered 200: answers, their durations, cache hits. */
  const counted = async () => {
    const samples = parseSamples((await t.inject({ method: 'GET', url: '/metrics' })).body)
    const answer = { method: 'POST', route: '/api/home/news', status: '200' }
    return {
      answers: sampleValue(samples, 'ibr_http_requests_total', answer) ?? 0,
      timed: sampleValue(samples, 'ibr_http_request_duration_seconds_count', answer) ?? 0,
      fast: sampleValue(samples, 'ibr_http_request_duration_seconds_bucket', { ...answer, le: '0.005' }) ?? 0,
      hits: sampleValue(samples, 'ibr_public_cache_requests_total', { route: '/api/home/news', result: 'hit' }) ?? 0,
    }
  }

  it('answers a repeated public read as the framework did, and the metrics count it', async () => {
    const body = JSON.stringify({ type: 'latest', limit: 3, lang: 'en' })
    const first = await send(port, '/api/home/news', body)
    const before = await counted()
    const again = await send(port, '/api/home/news', body)
    const twice = await send(port, '/api/home/news', body)
    expect(again.status).toBe(200)
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.headers['x-content-type-options']).toBe('nosniff')
    expect(again.body.equals(first.body)).toBe(true)
    expect(twice.body.equals(first.body)).toBe(true)
    // Counted as if the framework had answered them, in every series it counts an answer in.
    expect(await counted()).toEqual({ answers: before.answers + 2, timed: before.timed + 2, fast: before.fast + 2, hits: before.hits + 2 })
  })

  it('keeps its hands off the search, which counts each client’s requests', () => {
    expect(t.app.publicCache.door.paths.has('/api/search')).toBe(false)
    expect(t.app.publicCache.door.paths.has('/api/article/list')).toBe(true)
  })
})
