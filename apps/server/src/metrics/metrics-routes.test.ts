// PostgreSQL pass: the pool's gauges are the pg pool's.
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupRunRepository } from '../backup/backup-run-repository.js'
import { MAIL_SEND_JOB } from '../modules/mail/index.js'
import { parseSamples, sampleValue, type Sample } from '../test/prometheus-text.js'
import { expectFailure } from '../test/shape.js'
import { createTestApp, type TestApp } from '../test/test-app.js'

const TOKEN = 'test-metrics-token-0123456789'

let t: TestApp
beforeAll(async () => {
  // The public cache on, so its hits and misses are counted.
  t = await createTestApp({ METRICS_TOKEN: TOKEN, CACHE_TTL_SECONDS: '60' })
})
afterAll(async () => {
  await t.close()
})

/** /metrics as a client on this machine asks for it (inject's socket address is 127.0.0.1). */
async function scrape(app = t.app, headers: Record<string, string> = {}): Promise<Sample[]> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers })
  expect(res.statusCode).toBe(200)
  return parseSamples(res.body)
}

const asFailure = (res: LightMyRequestResponse) => ({ status: res.statusCode, json: res.json() })

describe('/metrics', () => {
  it('answers a client on this machine in Prometheus’ text format', async () => {
    const res = await t.inject({ method: 'GET', url: '/metrics' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toMatch(/^# HELP ibr_http_requests_total /m)
  })

  it('has every series docs/operations.md lists, after a request', async () => {
    await t.post('/api/menu/list', { type: 'top' })
    const names = new Set((await scrape()).map((s) => s.name))
    for (const name of [
      'ibr_http_requests_total',
      'ibr_http_request_duration_seconds_bucket',
      'ibr_http_request_duration_seconds_sum',
      'ibr_http_request_duration_seconds_count',
      'ibr_public_cache_requests_total',
      'ibr_public_cache_entries',
      'ibr_db_pool_connections_in_use',
      'ibr_db_pool_connections_idle',
      'ibr_db_pool_connections_max',
      'ibr_db_pool_waiting',
      'ibr_jobs',
      'ibr_mail_messages',
      'ibr_backup_last_success_timestamp_seconds',
      'ibr_backup_failing',
      'ibr_backup_configured',
      'ibr_build_info',
      'ibr_metrics_query_failures_total',
      'ibr_ready',
      'ibr_database_up',
      // prom-client's defaults: memory and the event loop.
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(names, name).toContain(name)
  })

  it('labels a request with its route pattern and status, and every unknown address with one label', async () => {
    const before = await scrape()
    const count = (samples: Sample[], labels: Record<string, string>) => sampleValue(samples, 'ibr_http_requests_total', labels) ?? 0
    const detail = { method: 'POST', route: '/api/article/detail' }

    const answer = await t.post('/api/article/detail', { id: 2147483000 })
    for (const path of ['/no/such/thing', '/no/such/other', '/api/no-such-call?x=1']) await t.inject({ method: 'GET', url: path })
    const after = await scrape()

    const status = String(answer.status)
    expect(count(after, { ...detail, status })).toBe(count(before, { ...detail, status }) + 1)
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' }
    expect(count(after, unmatched)).toBe(count(before, unmatched) + 3)
    const routes = new Set(after.filter((s) => s.name.startsWith('ibr_http_') && 'route' in s.labels).map((s) => s.labels.route))
    for (const route of routes) expect(route).not.toMatch(/no\/such|no-such|\?|2147483000/)
    // The duration histogram counts the same answers.
    expect(sampleValue(after, 'ibr_http_request_duration_seconds_count', { ...detail, status })).toBe(count(after, { ...detail, status }))
  })

  it('says the instance is ready and its database up, as /readyz does', async () => {
    expect((await t.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
    const samples = await scrape()
    expect(samples.filter((s) => s.name === 'ibr_ready')).toEqual([{ name: 'ibr_ready', labels: { reason: '' }, value: 1 }])
    expect(sampleValue(samples, 'ibr_database_up')).toBe(1)
  })

  it('leaves the probes themselves out of the request counts', async () => {
    for (const url of ['/healthz', '/readyz', '/metrics']) await t.inject({ method: 'GET', url })
    const routes = (await scrape()).filter((s) => s.name === 'ibr_http_requests_total').map((s) => s.labels.route)
    for (const probe of ['/healthz', '/readyz', '/metrics']) expect(routes).not.toContain(probe)
  })

  it('counts the public cache’s misses and hits by route', async () => {
    const labels = (result: string) => ({ route: '/api/menu/list', result })
    const before = await scrape()
    const body = { type: 'top', lang: 'en', probe: 'metrics' }
    // A body of its own: the first is computed (a miss), the second answered from the cache (a hit).
    t.app.publicCache.clear()
    expect((await t.post('/api/menu/list', body)).headers['x-cache']).toBe('miss')
    expect((await t.post('/api/menu/list', body)).headers['x-cache']).toBe('hit')
    const after = await scrape()
    const delta = (result: string) =>
      (sampleValue(after, 'ibr_public_cache_requests_total', labels(result)) ?? 0) -
      (sampleValue(before, 'ibr_public_cache_requests_total', labels(result)) ?? 0)
    expect(delta('miss')).toBe(1)
    expect(delta('hit')).toBe(1)
    expect(sampleValue(after, 'ibr_public_cache_entries')).toBeGreaterThanOrEqual(1)
  })

  it('reads the job queue and the mail waiting or given up from the database at each scrape', async () => {
    const before = await scrape()
    const jobs = (samples: Sample[], state: string) => sampleValue(samples, 'ibr_jobs', { kind: MAIL_SEND_JOB, state })
    const mail = (samples: Sample[], status: string) => sampleValue(samples, 'ibr_mail_messages', { status })
    // Every declared kind is reported, at 0 when none is queued.
    expect(before.filter((s) => s.name === 'ibr_jobs' && s.labels.state === 'failed').length).toBeGreaterThan(3)

    // No worker runs in the tests: the message stays queued, and so does its job.
    const id = await t.app.services.mail.send({ to: 'someone@example.org', subject: 'metrics', text: 'metrics', lang: 'en', kind: 'test' })
    const queued = await scrape()
    expect(mail(queued, 'queued')).toBe(mail(before, 'queued')! + 1)
    expect(jobs(queued, 'queued')).toBe(jobs(before, 'queued')! + 1)

    await t.deps.db.updateTable('mail_message').set({ status: 'failed' }).where('id', '=', id).execute()
    await t.deps.db.updateTable('job').set({ state: 'failed', attempts: 5 }).where('name', '=', MAIL_SEND_JOB).execute()
    const failed = await scrape()
    expect(mail(failed, 'queued')).toBe(mail(before, 'queued'))
    expect(mail(failed, 'failed')).toBe(mail(before, 'failed')! + 1)
    expect(jobs(failed, 'queued')).toBe(0)
    expect(jobs(failed, 'failed')).toBeGreaterThanOrEqual(1)
  })

  it('reports the last good backup’s time and whether the latest backup failed', async () => {
    const runs = backupRunRepository(t.deps.db)
    const good = await runs.start('good.tar')
    await runs.finish(good, { ok: true, bytes: 1 })
    let samples = await scrape()
    const lastSuccess = sampleValue(samples, 'ibr_backup_last_success_timestamp_seconds')!
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(60)
    expect(sampleValue(samples, 'ibr_backup_failing')).toBe(0)
    expect(sampleValue(samples, 'ibr_backup_configured')).toBe(0)

    const bad = await runs.start('bad.tar')
    await runs.finish(bad, { ok: false, error: 'disk full' })
    samples = await scrape()
    expect(sampleValue(samples, 'ibr_backup_failing')).toBe(1)
    expect(sampleValue(samples, 'ibr_backup_last_success_timestamp_seconds')).toBe(lastSuccess)
  })

  it('reports the database pool', async () => {
    const samples = await scrape()
    const max = sampleValue(samples, 'ibr_db_pool_connections_max')
    expect(max).toBe(t.deps.databaseKind === 'embedded' ? 1 : 10)
    const inUse = sampleValue(samples, 'ibr_db_pool_connections_in_use')!
    const idle = sampleValue(samples, 'ibr_db_pool_connections_idle')!
    expect(inUse + idle).toBeLessThanOrEqual(max!)
    // Read before the scrape's own queries take connections: an idle app shows an idle pool.
    expect(inUse).toBe(0)
    expect(sampleValue(samples, 'ibr_db_pool_waiting')).toBe(0)
    expect(sampleValue(samples, 'ibr_build_info', { version: 'test', database: t.deps.databaseKind })).toBe(1)
    // Every scrape-time query ran: none counted as failed.
    for (const source of ['jobs', 'mail', 'backup']) expect(sampleValue(samples, 'ibr_metrics_query_failures_total', { source })).toBe(0)
  })

  it('keeps each app’s counts to itself: two apps in one process do not share series', async () => {
    const other = await createTestApp({}, { sameDatabaseAs: t })
    try {
      await other.post('/api/article/detail', { id: 2147483001 })
      const mine = (await scrape()).filter((s) => s.name === 'ibr_http_requests_total').map((s) => s.labels.route)
      const theirs = (await scrape(other.app)).filter((s) => s.name === 'ibr_http_requests_total').map((s) => s.labels.route)
      expect(theirs).toEqual(['/api/article/detail'])
      expect(mine.length).toBeGreaterThan(1)
    } finally {
      await other.close()
    }
  })
})

describe('/metrics from elsewhere', () => {
  const fromProxy = { 'x-forwarded-for': '203.0.113.7' }

  it('refuses a request that came through a proxy on this machine without the token, asking for it', async () => {
    for (const header of [fromProxy, { forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }]) {
      const res = await t.inject({ method: 'GET', url: '/metrics', headers: header })
      expectFailure(asFailure(res), 401, 'noPermission')
      expect(res.headers['www-authenticate']).toMatch(/^Bearer /)
      expect(res.body).not.toContain('ibr_')
    }
  })

  it('refuses a wrong token, in the request’s language', async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      const res = await t.inject({ method: 'GET', url: '/metrics', headers: { ...fromProxy, authorization } })
      expectFailure(asFailure(res), 403, 'noPermission')
    }
    const en = await t.inject({
      method: 'GET',
      url: '/metrics',
      headers: { ...fromProxy, authorization: 'Bearer wrong', 'accept-language': 'en' },
    })
    expectFailure(asFailure(en), 403, 'noPermission', 'en')
    expect(en.json().msg).toMatch(/token/)
  })

  it('answers with the right token, through a proxy or from another machine', async () => {
    const proxied = await t.inject({ method: 'GET', url: '/metrics', headers: { ...fromProxy, authorization: `Bearer ${TOKEN}` } })
    expect(proxied.statusCode).toBe(200)
    expect(proxied.body).toContain('ibr_http_requests_total')
    const remote = await t.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '198.51.100.20',
      headers: { authorization: `bearer ${TOKEN}` },
    })
    expect(remote.statusCode).toBe(200)
    const refused = await t.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.20' })
    expectFailure(asFailure(refused), 401, 'noPermission')
  })

  it('without METRICS_TOKEN, answers this machine only', async () => {
    const other = await createTestApp({}, { sameDatabaseAs: t })
    try {
      expect((await other.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200)
      for (const request of [
        { headers: fromProxy },
        { remoteAddress: '198.51.100.20' },
        { remoteAddress: '198.51.100.20', headers: { authorization: 'Bearer anything-at-all-0123456789' } },
      ]) {
        const res = await other.inject({ method: 'GET', url: '/metrics', ...request })
        expectFailure(asFailure(res), 403, 'noPermission')
      }
    } finally {
      await other.close()
    }
  })
})
