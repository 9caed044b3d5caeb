/**
 * A bad day rehearsed: PostgreSQL stops under an instance that Prometheus scrapes with the shipped
 * rules. The database alert must fire and clear, /readyz must follow, and the instance's log must say
 * it once each way instead of a stack per refused request. On a cluster of its own (the layout's
 * database is shared by every other file) and ports of its own.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parse, stringify } from 'yaml'
import { ROOT } from '../tools/nginx-site.js'
import { ensurePrometheus } from '../tools/prometheus-install.js'
import { createScratchCluster, type ScratchCluster } from '../tools/scratch-cluster.js'
import { ready, startInstance, type InstanceProcess } from '../tools/server-instance.js'
import { startPrometheus, type PrometheusRun } from './support/prometheus.js'

const CLUSTER_PORT = 31301
const INSTANCE_PORT = 31311
const PROMETHEUS_PORT = 31390
const ALERTS = join(ROOT, 'deploy/prometheus/ibr-alerts.yml')
/** Reads sent while the database is away: each one refused, none worth a line of its own. */
const READS = 50

interface Rule {
  alert?: string
  for?: string
}

/** The shipped rules with the two this test waits for due after 3 s instead of a minute or two. */
function shortenedRules(): string {
  const rules = parse(readFileSync(ALERTS, 'utf8')) as { groups: { rules: Rule[] }[] }
  const names = ['IbrDatabaseUnreachable', 'IbrNotReady']
  for (const name of names) {
    const rule = rules.groups.flatMap((g) => g.rules).find((r) => r.alert === name)
    expect(rule, `${ALERTS} has ${name}`).toBeDefined()
    rule!.for = '3s'
  }
  return stringify(rules)
}

/** A request to the instance itself (not nginx): status, Retry-After and body. */
function ask(method: 'GET' | 'POST', path: string, body?: string): Promise<{ status: number; retryAfter?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: INSTANCE_PORT,
        path,
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        timeout: 10_000,
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body: text }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer in 10 s`)))
    req.on('error', reject)
    req.end(body)
  })
}

interface LogLine {
  level: number
  msg: string
  err?: { stack?: string }
  req?: unknown
  [key: string]: unknown
}

describe('PostgreSQL stopped under a scraped instance', () => {
  let cluster: ScratchCluster
  let instance: InstanceProcess
  let prometheus: PrometheusRun
  let dataDir: string

  /** The instance's log from byte `from` on, one object per line. */
  const logSince = (from: number): { lines: LogLine[]; bytes: number } => {
    const text = readFileSync(instance.logFile).subarray(from).toString('utf8')
    return {
      lines: text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
      bytes: Buffer.byteLength(text),
    }
  }
  const alertState = async (name: string): Promise<string | undefined> => {
    const { alerts } = await prometheus.api<{ alerts: { labels: Record<string, string>; state: string }[] }>('/api/v1/alerts')
    return alerts.find((a) => a.labels.alertname === name)?.state
  }

  beforeAll(async () => {
    const { prometheus: bin } = ensurePrometheus()
    cluster = await createScratchCluster({ port: CLUSTER_PORT, name: 'database-down' })
    cluster.psql('create database ibr')
    dataDir = mkdtempSync(join(tmpdir(), 'ibr-database-down-'))
    instance = startInstance(
      ROOT,
      INSTANCE_PORT,
      {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        HOST: '127.0.0.1',
        DATABASE_URL: cluster.url('ibr'),
        DATA_DIR: dataDir,
        // Every line a request or the outage writes; no cache, so every read needs the database.
        LOG_LEVEL: 'info',
        CACHE_TTL_SECONDS: '0',
        SECTION_CACHE_SECONDS: '0',
        OVERLOAD_SAMPLE_MS: '0',
      },
      join(dataDir, 'instance.log'),
    )
    await ready(instance, 180_000)
    const config = {
      global: { scrape_interval: '1s', evaluation_interval: '1s' },
      rule_files: ['ibr-alerts.yml'],
      scrape_configs: [{ job_name: 'ibr', static_configs: [{ targets: [`127.0.0.1:${INSTANCE_PORT}`] }] }],
    }
    prometheus = await startPrometheus(bin, stringify(config), { 'ibr-alerts.yml': shortenedRules() }, { port: PROMETHEUS_PORT })
  })

  afterAll(async () => {
    await prometheus?.stop()
    await instance?.stop()
    await cluster?.remove()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('raises IbrDatabaseUnreachable, answers 503 and logs one line; then clears, serves and logs one line', async () => {
    await vi.waitFor(
      async () => {
        expect((await prometheus.query('ibr_database_up{job="ibr"}')).map((s) => s.value[1])).toEqual(['1'])
        expect((await prometheus.query('ibr_ready{job="ibr"}')).map((s) => s.value[1])).toEqual(['1'])
      },
      { timeout: 30_000, interval: 250 },
    )
    expect(await alertState('IbrDatabaseUnreachable')).toBeUndefined()
    expect((await ask('POST', '/api/menu/list', '{"type":"top"}')).status).toBe(200)
    const before = statSync(instance.logFile).size

    await cluster.stop()
    const readyz = await ask('GET', '/readyz')
    expect(readyz.status).toBe(503)
    expect(JSON.parse(readyz.body)).toEqual({ status: 'unready', reason: 'database' })
    const reads = await Promise.all(Array.from({ length: READS }, (_, i) => ask('POST', '/api/menu/list', `{"type":"top","n":${i}}`)))
    expect(reads.map((r) => r.status)).toEqual(reads.map(() => 503))
    expect(reads.every((r) => r.retryAfter === '1')).toBe(true)

    await vi.waitFor(async () => expect(await alertState('IbrDatabaseUnreachable')).toBe('firing'), { timeout: 60_000, interval: 500 })
    const [notReady] = await prometheus.query('ALERTS{alertname="IbrNotReady"}')
    expect(notReady?.metric).toMatchObject({ reason: 'database', instance: `127.0.0.1:${INSTANCE_PORT}` })

    const away = logSince(before)
    const wentAway = away.lines.filter((l) => /the database cannot be reached/.test(l.msg))
    expect(wentAway, JSON.stringify(away.lines)).toHaveLength(1)
    expect(wentAway[0]!.msg).toMatch(/ECONNREFUSED|terminating connection|Connection terminated/)
    // No line per refused request, and no stack in any line: the outage's own line says it all.
    expect(away.lines.filter((l) => l.req !== undefined)).toEqual([])
    expect(away.lines.filter((l) => l.err?.stack !== undefined).map((l) => l.msg)).toEqual([])
    expect(away.bytes).toBeLessThan(READS * 200)

    await cluster.start()
    await vi.waitFor(async () => expect((await ask('GET', '/readyz')).status).toBe(200), { timeout: 30_000, interval: 250 })
    expect((await ask('POST', '/api/menu/list', '{"type":"top"}')).status).toBe(200)
    await vi.waitFor(async () => expect(await alertState('IbrDatabaseUnreachable')).toBeUndefined(), { timeout: 30_000, interval: 500 })
    await vi.waitFor(async () => expect(await alertState('IbrNotReady')).toBeUndefined(), { timeout: 30_000, interval: 500 })

    const back = logSince(before).lines.filter((l) => /the database is reachable again/.test(l.msg))
    expect(back).toHaveLength(1)
    expect(back[0]).toMatchObject({ database: 'reachable', downSeconds: expect.any(Number) })
    expect(back[0]!.refused).toBeGreaterThanOrEqual(READS)
  })
})
