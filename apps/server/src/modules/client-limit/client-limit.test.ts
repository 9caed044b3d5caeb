// PostgreSQL pass: one count per client shared by instances with connections of their own.
/**
 * Per-client limits are counted in the database every instance shares: a client gets its limit once,
 * whichever instance it reaches, per route and per address. Two apps over one database stand for two
 * instances (on PostgreSQL each with its own connections, as another process would have).
 */
import { API } from '@ibr/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { createTestApp, writableCounts, type TestApp } from '../../test/test-app.js'
import { clientLimitRepository } from './client-limit-repository.js'

const feedback = { kind: 'feedback', content: 'hello there', lang: 'en' }

let first: TestApp
let second: TestApp
beforeAll(async () => {
  first = await createTestApp({ FORM_RATE_LIMIT: '3', SEARCH_RATE_LIMIT: '2', CACHE_TTL_SECONDS: '60' })
  second = await createTestApp({ FORM_RATE_LIMIT: '3', SEARCH_RATE_LIMIT: '2', CACHE_TTL_SECONDS: '60' }, { sameDatabaseAs: first })
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

const from = (app: TestApp, address: string, path: string, body: object) =>
  app.inject({
    method: 'POST',
    url: path,
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })

describe('per-client limits across instances', () => {
  it('counts one client on both instances together, and refuses the one past the limit on either, writing nothing', async () => {
    const client = '198.51.100.7'
    expect((await from(first, client, API.feedbackSubmit, feedback)).statusCode).toBe(200)
    expect((await from(second, client, API.feedbackSubmit, feedback)).statusCode).toBe(200)
    expect((await from(first, client, API.feedbackSubmit, feedback)).statusCode).toBe(200)
    const before = await writableCounts(first.deps)
    const refused = await from(second, client, API.feedbackSubmit, feedback)
    expectFailure({ status: refused.statusCode, json: refused.json() }, 429, 'rateLimited', 'en')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(refused.json().msg).toMatch(/too many/i)
    expect(await writableCounts(first.deps)).toEqual(before)
    // Another address has its own count, and another form its own.
    expect((await from(second, '198.51.100.8', API.feedbackSubmit, feedback)).statusCode).toBe(200)
    const fault = {
      reporter: 'Wang Fang',
      contact: '010-8888 6666',
      place: 'Building B, room 305',
      category: 'network',
      description: 'The network port in the office gets no address.',
      lang: 'en',
    }
    expect((await from(first, client, API.faultSubmit, fault)).statusCode).toBe(200)
  })

  it('counts searches that reach the database, not answers from the public cache', async () => {
    const client = '198.51.100.20'
    const search = { q: 'neuron', lang: 'en' }
    // Two distinct searches reach the database; the same search again is the cache's.
    expect((await from(first, client, API.search, search)).statusCode).toBe(200)
    expect((await from(first, client, API.search, search)).statusCode).toBe(200)
    expect((await from(first, client, API.search, { ...search, q: 'cortex' })).statusCode).toBe(200)
    // On the other instance its cache is empty: the third search that reaches a database is refused.
    const refused = await from(second, client, API.search, { ...search, q: 'synapse' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('rateLimited')
  })
})

describe('the count of one client', () => {
  it('starts a new window once the last has ended, and purges ended windows', async () => {
    const counts = clientLimitRepository(first.deps.db)
    const key = `test ${Math.random()}`
    expect((await counts.hit(key, 60_000)).hits).toBe(1)
    const second = await counts.hit(key, 60_000)
    expect(second.hits).toBe(2)
    expect(second.ttlMs).toBeGreaterThan(50_000)
    expect(second.ttlMs).toBeLessThanOrEqual(60_000)
    expect(await counts.read(key)).toMatchObject({ hits: 2 })
    // The window ends (set in the past rather than waited for).
    await sql`update client_limit set reset_at = now() - interval '1 second' where key = ${key}`.execute(first.deps.db)
    expect(await counts.read(key)).toEqual({ hits: 0, ttlMs: 0 })
    expect((await counts.hit(key, 60_000)).hits).toBe(1)
    await sql`update client_limit set reset_at = now() - interval '1 second' where key = ${key}`.execute(first.deps.db)
    expect(await counts.purgeEnded()).toBeGreaterThanOrEqual(1)
    const left = await first.deps.db.selectFrom('client_limit').select('key').where('key', '=', key).execute()
    expect(left).toEqual([])
  })
})

describe('the client behind one proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp
  beforeAll(async () => {
    proxied = await createTestApp({ FORM_RATE_LIMIT: '1', TRUST_PROXY: '1' })
  })
  afterAll(async () => {
    await proxied?.close()
  })

  const through = (forwardedFor: string) =>
    proxied.inject({
      method: 'POST',
      url: API.feedbackSubmit,
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify(feedback),
    })

  it('counts the address the proxy wrote last, whatever a client wrote to its left', async () => {
    expect((await through('203.0.113.1, 198.51.100.40')).statusCode).toBe(200)
    // The same client naming another address first: still the proxy's entry, still refused.
    expect((await through('203.0.113.2, 198.51.100.40')).statusCode).toBe(429)
    // The entry the proxy wrote decides: another client has its own count.
    expect((await through('198.51.100.40, 198.51.100.41')).statusCode).toBe(200)
  })
})
