import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ROOT } from '../tools/nginx-site.js'
import { ensurePrometheus } from '../tools/prometheus-install.js'
import { layout, postJson } from './support/client.js'
import { startPrometheus, type PrometheusRun } from './support/prometheus.js'

const EXAMPLE = join(ROOT, 'deploy/prometheus/prometheus.yml')
const ALERTS = join(ROOT, 'deploy/prometheus/ibr-alerts.yml')

/**
 * docs/operations.md's example configuration, pointed at the layout's instances and sped up: a scrape
 * and an evaluation every second instead of every 15.
 */
function exampleFor(ports: number[]): string {
  let config = readFileSync(EXAMPLE, 'utf8')
  const edits: [RegExp, string][] = [
    [/scrape_interval: 15s/, 'scrape_interval: 1s'],
    [/evaluation_interval: 15s/, 'evaluation_interval: 1s'],
    [/- targets: \[[^\]]*\]/, `- targets: [${ports.map((port) => `'127.0.0.1:${port}'`).join(', ')}]`],
  ]
  for (const [pattern, replacement] of edits) {
    expect(config, `${EXAMPLE} has ${pattern}`).toMatch(pattern)
    config = config.replace(pattern, replacement)
  }
  return config
}

describe('Prometheus reading the instances as docs/operations.md says', () => {
  let promtool: string
  let prometheus: PrometheusRun
  const ports = () => layout().instances.map((i) => i.port)

  beforeAll(async () => {
    const install = ensurePrometheus()
    promtool = install.promtool
    // Something for the request counters to count, whatever ran before this file.
    await postJson('/api/menu/list', { type: 'top' })
    prometheus = await startPrometheus(install.prometheus, exampleFor(ports()), { 'ibr-alerts.yml': readFileSync(ALERTS, 'utf8') })
  })
  afterAll(async () => {
    await prometheus?.stop()
  })

  it('ships an example configuration and alert rules that promtool accepts', () => {
    for (const args of [
      ['check', 'config', EXAMPLE],
      ['check', 'rules', ALERTS],
    ]) {
      const result = spawnSync(promtool, args, { encoding: 'utf8' })
      expect(result.status, `promtool ${args.join(' ')}:\n${result.stdout}${result.stderr}`).toBe(0)
    }
  })

  it('scrapes every instance and reads the site’s own series', async () => {
    await vi.waitFor(
      async () => {
        const up = await prometheus.query('up{job="ibr"}')
        expect(up.map((s) => [s.metric.instance, s.value[1]]).sort()).toEqual(ports().map((port) => [`127.0.0.1:${port}`, '1']))
      },
      { timeout: 60_000, interval: 250 },
    )
    await vi.waitFor(
      async () => {
        const requests = await prometheus.query('sum by (instance) (ibr_http_requests_total{job="ibr", route="/api/menu/list"})')
        expect(requests.length).toBeGreaterThan(0)
        const pools = await prometheus.query('ibr_db_pool_connections_max{job="ibr"}')
        expect(pools.map((s) => s.value[1])).toEqual(ports().map(() => '10'))
        const backups = await prometheus.query('ibr_backup_failing{job="ibr"}')
        expect(backups.length).toBe(ports().length)
        const builds = await prometheus.query('ibr_build_info{job="ibr", database="postgresql"}')
        expect(builds.length).toBe(ports().length)
        const memory = await prometheus.query('process_resident_memory_bytes{job="ibr"}')
        expect(memory.every((s) => Number(s.value[1]) > 0)).toBe(true)
      },
      { timeout: 30_000, interval: 250 },
    )
  })

  it('evaluates every alert rule without an error', async () => {
    await vi.waitFor(
      async () => {
        const { groups } = await prometheus.api<{
          groups: { name: string; rules: { name: string; health: string; lastError?: string }[] }[]
        }>('/api/v1/rules')
        const rules = groups.flatMap((g) => g.rules)
        expect(rules.length).toBeGreaterThan(5)
        for (const rule of rules) expect(rule.health, `${rule.name}: ${rule.lastError ?? ''}`).toBe('ok')
      },
      { timeout: 30_000, interval: 250 },
    )
    // What a healthy layout must not even have pending: its instances answer, its backup is off
    // (BACKUP_DIR unset, so no run is overdue) and no message was given up (no SMTP_URL: all kept).
    const alerts = await prometheus.api<{ alerts: { labels: { alertname: string } }[] }>('/api/v1/alerts')
    const raised = alerts.alerts.map((a) => a.labels.alertname)
    for (const name of ['IbrInstanceDown', 'IbrBackupFailing', 'IbrBackupTooOld', 'IbrMailGivenUp']) expect(raised).not.toContain(name)
  })
})
