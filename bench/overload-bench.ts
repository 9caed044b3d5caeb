/**
 * Overload: `npm run bench:overload`.
 *
 * Two built servers on copies of one demo database (the embedded one, or DATABASE_URL's), the public
 * cache off (CACHE_TTL_SECONDS=0) so every read does its work: one sheds with the settings under test
 * (OVERLOAD_* from this environment, else the defaults), the other never does (OVERLOAD_SAMPLE_MS=0,
 * the baseline). The peak is measured first with clients that wait for their answers (closed loop),
 * then each server is offered 2× and 10× that rate at fixed intervals whatever it answers (open loop),
 * the two servers in alternating order each round so a noisy moment of the shared machine hits both.
 *
 * The figure: goodput (success answers per second within the window) as a share of the peak,
 * accepted requests' p50/p99 from when they were due, refusals and whether each was readable (the
 * `{ code, msg }` envelope with Retry-After). Targets: goodput ≥ 80 % of the peak, accepted p99 ≤ 1 s,
 * every refusal readable. Printed, never enforced: the benchmark measures. "Sent late" is the
 * generator's own lag (when a request left after it was due): where it grows, the machine could not
 * offer the load, and the latencies include that lag.
 *
 * With BENCH_NGINX=1 the load goes through the production layout instead: Debian's nginx on the
 * project's site file in front of each server, over HTTPS, the shedding side with nginx's bound on the
 * requests it gives an instance (max_conns, BENCH_MAX_CONNS, else the site file's default), the
 * baseline side with none.
 *
 * Settings: BENCH_SECONDS (10) per run, BENCH_ROUNDS (2), BENCH_PEAK_CONNECTIONS (16), BENCH_OPEN_CONNECTIONS
 * (4000, the most the open-loop generator opens at once), BENCH_FACTORS
 * (2,10), DATABASE_URL (a scratch PostgreSQL database instead of the embedded one), BENCH_NGINX, BENCH_MAX_CONNS.
 */
import { execSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { selfSignedCertificate } from '../deploy/tools/certificate.js'
import { ensureNginx } from '../deploy/tools/nginx-install.js'
import { startNginx, type NginxRun } from '../deploy/tools/nginx-process.js'
import { SITE_DEFAULTS } from '../deploy/tools/nginx-site.js'
import { publicReads } from './public-reads.js'
import { closedLoop, openLoop, quantile, type LoadOutcome, type Target } from './open-loop.js'
import {
  freePort,
  killAllChildren,
  postJson,
  serverEnv,
  startProcess,
  serverNodeFlags,
  type Managed,
  SERVER_BUNDLE as SERVER_MAIN,
} from './server-process.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const num = (name: string, fallback: number) => Number(process.env[name] || fallback)
const SECONDS = num('BENCH_SECONDS', 10)
const ROUNDS = num('BENCH_ROUNDS', 2)
const PEAK_CONNECTIONS = num('BENCH_PEAK_CONNECTIONS', 16)
const FACTORS = (process.env.BENCH_FACTORS || '2,10').split(',').map(Number)
const THROUGH_NGINX = process.env.BENCH_NGINX === '1'
const MAX_CONNS = num('BENCH_MAX_CONNS', SITE_DEFAULTS.maxConnsPerInstance)
const TARGET_GOODPUT = 0.8
const TARGET_P99_MS = 1000

type Side = 'shedding' | 'baseline'

const load = () => {
  const [one, five, fifteen] = loadavg().map((v) => v.toFixed(2))
  return `${one}, ${five}, ${fifteen}`
}

/** The settings of the shedding server: those of this environment, else the server's defaults. */
function sheddingSettings(): Record<string, string> {
  const names = ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 'OVERLOAD_MAX_EVENT_LOOP_UTILIZATION', 'OVERLOAD_SAMPLE_MS', 'OVERLOAD_MAX_WAIT_MS']
  return Object.fromEntries(names.filter((n) => process.env[n] !== undefined).map((n) => [n, process.env[n]!]))
}

async function start(name: string, dataDir: string, settings: Record<string, string>): Promise<Managed> {
  const port = await freePort()
  const env = {
    ...serverEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    CACHE_TTL_SECONDS: '0',
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...settings,
  }
  return startProcess({
    name,
    args: [...serverNodeFlags(env.DATABASE_URL), SERVER_MAIN],
    env,
    cwd: ROOT,
    port,
    readyPath: '/test',
  })
}

/** Waits until the server answers at once again: an overloaded one keeps working through what it was given. */
async function settle(server: Managed) {
  const deadline = Date.now() + 60_000
  let quick = 0
  while (Date.now() < deadline && quick < 3) {
    const started = Date.now()
    const answer = await postJson(server.port, '/test', {}, 5000).catch(() => undefined)
    quick = answer?.status === 200 && Date.now() - started < 100 ? quick + 1 : 0
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** nginx on the project's site file in front of one server, as `deploy:try` runs it. */
async function nginxBefore(server: Managed, dir: string, maxConnsPerInstance: number): Promise<{ nginx: NginxRun; target: Target }> {
  mkdirSync(dir, { recursive: true })
  const certificate = selfSignedCertificate(dir)
  const [httpsPort, httpPort] = [await freePort(), await freePort()]
  const nginx = await startNginx(dir, ensureNginx(), {
    ...SITE_DEFAULTS,
    serverName: 'localhost',
    httpsListen: [`127.0.0.1:${httpsPort}`],
    httpListen: [`127.0.0.1:${httpPort}`],
    certificate: certificate.certificate,
    certificateKey: certificate.key,
    upstreams: [`127.0.0.1:${server.port}`],
    maxConnsPerInstance,
  })
  return { nginx, target: { port: httpsPort, ca: readFileSync(certificate.certificate) } }
}

interface Run {
  side: Side
  factor: number
  rate: number
  outcome: LoadOutcome
}

const pct = (v: number) => `${(v * 100).toFixed(0)} %`
const ms = (v: number) => (Number.isNaN(v) ? '—' : v >= 100 ? v.toFixed(0) : v.toFixed(1))

function row(run: Run, peak: number): string {
  const o = run.outcome
  const goodput = o.ok / o.seconds
  const p99 = quantile(o.okLatencies, 0.99)
  const other = Object.entries(o.otherStatuses).map(([s, n]) => `${n} × ${s}`)
  const met = goodput >= TARGET_GOODPUT * peak && p99 <= TARGET_P99_MS && o.refusedReadable === o.refused ? 'met' : 'missed'
  return `| ${run.side} | ${run.factor}× (${Math.round(run.rate)}/s) | ${o.sent} | ${goodput.toFixed(0)} | ${pct(goodput / peak)} | ${ms(quantile(o.okLatencies, 0.5))} | ${ms(p99)} | ${o.refused} | ${o.refusedReadable} | ${[...other, o.errors ? `${o.errors} errors` : '', o.late ? `${o.late} late` : ''].filter(Boolean).join(', ') || '0'} | ${ms(quantile(o.sendLags, 0.99))} | ${met} |`
}

async function main() {
  if (!existsSync(SERVER_MAIN)) throw new Error('build first: npm run build')
  console.log(`load average at start: ${load()}`)
  const work = mkdtempSync(join(tmpdir(), 'ibr-overload-bench-'))
  const dirs: Record<Side, string> = { baseline: join(work, 'baseline'), shedding: join(work, 'shedding') }
  const servers: Partial<Record<Side, Managed>> = {}
  const nginxes: NginxRun[] = []
  try {
    // The first start seeds the demo content; the second server starts from a copy of it (the
    // embedded database is one process's), or from the same PostgreSQL database.
    mkdirSync(dirs.baseline, { recursive: true })
    const seeding = await start('seeding', dirs.baseline, {})
    await seeding.stop()
    cpSync(dirs.baseline, dirs.shedding, { recursive: true })
    servers.baseline = await start('baseline (no shedding)', dirs.baseline, { OVERLOAD_SAMPLE_MS: '0' })
    servers.shedding = await start('shedding', dirs.shedding, sheddingSettings())
    const calls = await publicReads(servers.baseline.port)
    const targets: Record<Side, Target> = { baseline: { port: servers.baseline.port }, shedding: { port: servers.shedding.port } }
    if (THROUGH_NGINX) {
      for (const side of ['baseline', 'shedding'] as const) {
        const front = await nginxBefore(servers[side]!, join(work, `nginx-${side}`), side === 'shedding' ? MAX_CONNS : 0)
        nginxes.push(front.nginx)
        targets[side] = front.target
      }
    }

    for (const side of ['baseline', 'shedding'] as const) await closedLoop(targets[side], calls, PEAK_CONNECTIONS, 3)
    const peaks: Record<Side, LoadOutcome> = {
      baseline: await closedLoop(targets.baseline, calls, PEAK_CONNECTIONS, SECONDS),
      shedding: await closedLoop(targets.shedding, calls, PEAK_CONNECTIONS, SECONDS),
    }
    const peak = peaks.baseline.ok / SECONDS
    console.log(
      `peak, ${PEAK_CONNECTIONS} clients waiting for their answers: baseline ${peak.toFixed(0)}/s (p99 ${ms(quantile(peaks.baseline.okLatencies, 0.99))} ms), ` +
        `shedding server ${(peaks.shedding.ok / SECONDS).toFixed(0)}/s with ${peaks.shedding.refused} refused; load average ${load()}`,
    )

    const runs: Run[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const factor of FACTORS) {
        const order: Side[] = (round + FACTORS.indexOf(factor)) % 2 === 0 ? ['baseline', 'shedding'] : ['shedding', 'baseline']
        for (const side of order) {
          await settle(servers[side]!)
          const rate = factor * peak
          const outcome = await openLoop(targets[side], calls, rate, SECONDS)
          runs.push({ side, factor, rate, outcome })
          console.log(`round ${round + 1}: ${row(runs.at(-1)!, peak)} load average ${load()}`)
        }
      }
    }

    console.log(
      `\nPublic reads with the cache off, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, ${SECONDS} s per run, ${ROUNDS} rounds;` +
        (THROUGH_NGINX ? ` through nginx over HTTPS (max_conns ${MAX_CONNS} on the shedding side, none on the baseline);` : ''),
    )
    console.log(`peak ${peak.toFixed(0)} answers/s; shedding settings: ${JSON.stringify(sheddingSettings())} (empty: the defaults)\n`)
    console.log(
      '| server | offered | sent | goodput /s | of peak | accepted p50 ms | accepted p99 ms | refused | readable | other | sent late p99 ms | targets |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
    for (const run of runs) console.log(row(run, peak))
    console.log(`\nload average at the end: ${load()}`)
    console.log(execSync('uptime').toString().trim())
    const shedLines = servers.shedding
      .output()
      .split('\n')
      .filter((l) => l.includes('"shed"'))
    console.log(`the shedding server's last log line about refusals: ${shedLines.at(-1) ?? '(none)'}`)
  } finally {
    for (const nginx of nginxes) await nginx.stop()
    for (const server of Object.values(servers)) await server?.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  killAllChildren()
  process.exitCode = 1
})
