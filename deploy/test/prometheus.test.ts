import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parse, stringify } from 'yaml'
import { ROOT } from '../tools/nginx-site.js'
import { ensurePrometheus } from '../tools/prometheus-install.js'
import { layout, postJson } from './support/client.js'
import { startPrometheus, type PrometheusRun } from './support/prometheus.js'

const ALERTS = join(ROOT, 'deploy/prometheus/ibr-alerts.yml')
/** What Debian's prometheus package installs, and what an operator adds the site to. */
const DEBIAN_CONFIG = '/etc/prometheus/prometheus.yml'

interface Config {
  global?: Record<string, unknown>
  rule_files?: string[]
  scrape_configs: { job_name: string; static_configs?: { targets: string[] }[]; authorization?: { credentials_file: string } }[]
}

/** `npm run deploy:prometheus -- <args>`, as docs/operations.md says to run it. */
function deployPrometheus(args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'deploy:prometheus', '--', ...args], { cwd: ROOT, encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('Prometheus: the site added to Debian’s configuration, and scraping the instances', () => {
  let promtool: string
  let prometheus: PrometheusRun
  let etc: string
  const ports = () => layout().instances.map((i) => i.port)
  const targets = () => ports().map((port) => `127.0.0.1:${port}`)

  beforeAll(async () => {
    const install = ensurePrometheus()
    promtool = install.promtool
    expect(existsSync(DEBIAN_CONFIG), `${DEBIAN_CONFIG} comes with Debian's prometheus`).toBe(true)
    etc = mkdtempSync(join(tmpdir(), 'ibr-prometheus-etc-'))
    copyFileSync(DEBIAN_CONFIG, join(etc, 'prometheus.yml'))
    // Something for the request counters to count, whatever ran before this file.
    await postJson('/api/menu/list', { type: 'top' })
  })
  afterAll(async () => {
    await prometheus?.stop()
    if (etc) rmSync(etc, { recursive: true, force: true })
  })

  it('ships alert rules that promtool accepts', () => {
    const result = spawnSync(promtool, ['check', 'rules', ALERTS], { encoding: 'utf8' })
    expect(result.status, `promtool check rules:\n${result.stdout}${result.stderr}`).toBe(0)
  })

  it('adds the rules and the job to a copy of Debian’s configuration once, keeping its own jobs, even when run twice', () => {
    const config = join(etc, 'prometheus.yml')
    const debian = readFileSync(config, 'utf8')
    const first = deployPrometheus(['--config', config, '--targets', targets().join(',')])
    expect(first.status, first.output).toBe(0)
    expect(first.output).toMatch(/written .*ibr-alerts\.yml and .*prometheus\.yml \(the previous kept as .*prometheus\.yml\.bak\)/)
    const merged = readFileSync(config, 'utf8')

    const second = deployPrometheus(['--config', config, '--targets', targets().join(',')])
    expect(second.status, second.output).toBe(0)
    expect(second.output).toMatch(/nothing changed/)
    expect(readFileSync(config, 'utf8')).toBe(merged)
    expect(readFileSync(`${config}.bak`, 'utf8')).toBe(debian)
    expect(readFileSync(join(etc, 'ibr-alerts.yml'), 'utf8')).toBe(readFileSync(ALERTS, 'utf8'))

    const check = spawnSync(promtool, ['check', 'config', config], { encoding: 'utf8' })
    expect(check.status, `promtool check config:\n${check.stdout}${check.stderr}`).toBe(0)
    const before = parse(debian) as Config
    const after = parse(merged) as Config
    expect(after.scrape_configs.map((job) => job.job_name)).toEqual([...before.scrape_configs.map((job) => job.job_name), 'ibr'])
    for (const job of before.scrape_configs) expect(after.scrape_configs).toContainEqual(job)
    expect(after.global).toEqual(before.global)
    expect(after.rule_files).toEqual(['ibr-alerts.yml'])
    expect(after.scrape_configs.at(-1)?.static_configs).toEqual([{ targets: targets() }])
    // Comments of Debian's file are still there for whoever reads it next.
    expect(merged).toContain("# Here it's Prometheus itself.")
  })

  it('replaces its own job when the instances change, and adds the token file for a Prometheus elsewhere', () => {
    const config = join(etc, 'prometheus.yml')
    const token = join(etc, 'ibr-metrics-token')
    writeFileSync(token, 'x'.repeat(24), { mode: 0o600 })
    const moved = deployPrometheus(['--config', config, '--targets', '127.0.0.1:3005', '--token-file', token])
    expect(moved.status, moved.output).toBe(0)
    const jobs = (parse(readFileSync(config, 'utf8')) as Config).scrape_configs.filter((job) => job.job_name === 'ibr')
    expect(jobs).toEqual([
      expect.objectContaining({ static_configs: [{ targets: ['127.0.0.1:3005'] }], authorization: { credentials_file: token } }),
    ])
    // Back as the layout needs it, for the scrape below.
    expect(deployPrometheus(['--config', config, '--targets', targets().join(',')]).status).toBe(0)
  })

  it('changes nothing when promtool refuses the result, and says why', () => {
    const config = join(etc, 'broken.yml')
    const broken = 'global:\n  scrape_interval: soon\n'
    writeFileSync(config, broken)
    const refused = deployPrometheus(['--config', config, '--targets', targets().join(',')])
    expect(refused.status).toBe(1)
    expect(refused.output).toMatch(/promtool refused the result, so nothing was changed:[\s\S]*not a valid duration string: "soon"/)
    expect(readFileSync(config, 'utf8')).toBe(broken)
    expect(existsSync(`${config}.bak`)).toBe(false)
    const wrong = deployPrometheus(['--config', config, '--targets', 'localhost'])
    expect(wrong.status).toBe(1)
    expect(wrong.output).toMatch(/--targets must list every instance as host:port.*not "localhost"/)
  })

  it('scrapes every instance with the merged configuration and reads the site’s own series', async () => {
    // The merged file as it is, but scraping and evaluating every second instead of every 15.
    const merged = parse(readFileSync(join(etc, 'prometheus.yml'), 'utf8')) as Config
    merged.global = { ...merged.global, scrape_interval: '1s', evaluation_interval: '1s' }
    prometheus = await startPrometheus(ensurePrometheus().prometheus, stringify(merged), { 'ibr-alerts.yml': readFileSync(ALERTS, 'utf8') })
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
        const ready = await prometheus.query('ibr_ready{job="ibr"} == 1')
        expect(ready.length).toBe(ports().length)
        const database = await prometheus.query('ibr_database_up{job="ibr"} == 1')
        expect(database.length).toBe(ports().length)
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
    // What a healthy layout must not even have pending: its instances answer and are ready, their
    // database answers, its backup is off (BACKUP_DIR unset, so no run is overdue) and no message was
    // given up (no SMTP_URL: all kept).
    const alerts = await prometheus.api<{ alerts: { labels: { alertname: string } }[] }>('/api/v1/alerts')
    const raised = alerts.alerts.map((a) => a.labels.alertname)
    for (const name of [
      'IbrInstanceDown',
      'IbrNotReady',
      'IbrDatabaseUnreachable',
      'IbrBackupFailing',
      'IbrBackupTooOld',
      'IbrMailGivenUp',
    ])
      expect(raised).not.toContain(name)
  })
})
