/**
 * Request logs: `npm run bench:logging`.
 *
 * Two built servers on copies of one demo database, both at LOG_LEVEL=info with their log written to
 * a real file, as under systemd or a container: one logs every request (LOG_REQUESTS=all, one line
 * each, what the default did before), the other at the new default (failures, slow requests and
 * staff writes only: nothing for these reads). Public reads are loaded on one, then the other, in
 * BENCH_PAIRS rounds with the order alternating, so a drift of the shared machine hits both. The
 * figure is the ratio of their throughputs. Before, Fastify wrote two lines per request (arrival and
 * completion), so the old default cost more than the `all` side here.
 *
 * Settings: BENCH_SECONDS (8), BENCH_PAIRS (3), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50),
 * DATABASE_URL (a scratch PostgreSQL database instead of the embedded one).
 */
import { execSync } from 'node:child_process'
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { measure, type LoadResult } from './load.js'
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
const SECONDS = num('BENCH_SECONDS', 8)
const WARMUP = num('BENCH_WARMUP_SECONDS', 2)
const PAIRS = num('BENCH_PAIRS', 3)
const CONNECTIONS = num('BENCH_CONNECTIONS', 50)

type Side = 'every request' | 'new default'
const SIDES: Record<Side, Record<string, string>> = { 'every request': { LOG_REQUESTS: 'all' }, 'new default': {} }

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')

async function start(name: string, dataDir: string, logFile: string, settings: Record<string, string>) {
  const port = await freePort()
  const fd = openSync(logFile, 'a')
  const env = {
    ...serverEnv(),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...settings,
  }
  try {
    return await startProcess({
      name,
      args: [...serverNodeFlags(env.DATABASE_URL), SERVER_MAIN],
      env,
      cwd: ROOT,
      port,
      readyPath: '/test',
      stdout: fd,
    })
  } finally {
    // The child has its own copy of the descriptor.
    closeSync(fd)
  }
}

async function main() {
  if (!existsSync(SERVER_MAIN)) throw new Error('build first: npm run build')
  console.log(`load average at start: ${load()}`)
  const work = mkdtempSync(join(tmpdir(), 'ibr-logging-bench-'))
  const dir = (side: Side) => join(work, side === 'new default' ? 'default' : 'all')
  const logOf = (side: Side) => join(work, `${side === 'new default' ? 'default' : 'all'}.log`)
  const servers: Partial<Record<Side, Managed>> = {}
  try {
    const seeding = await start('seeding', dir('every request'), join(work, 'seeding.log'), {})
    await seeding.stop()
    cpSync(dir('every request'), dir('new default'), { recursive: true })
    for (const side of Object.keys(SIDES) as Side[]) servers[side] = await start(side, dir(side), logOf(side), SIDES[side])

    const menuList = await postJson(servers['new default']!.port, '/api/menu/list', { type: 'top', lang: 'zh' })
    if (menuList.status !== 200) throw new Error(`menu/list: ${menuList.status}`)
    const reads = [
      { name: 'home/news (cached)', path: '/api/home/news', body: { type: 'latest', limit: 4, lang: 'zh' } },
      { name: 'menu/list (cached)', path: '/api/menu/list', body: { type: 'top', lang: 'en' } },
    ]
    const rows: string[] = []
    for (const read of reads) {
      const results: Record<Side, LoadResult[]> = { 'every request': [], 'new default': [] }
      const bytesBefore = statSync(logOf('every request')).size
      for (let pair = 0; pair < PAIRS; pair++) {
        const order: Side[] = pair % 2 === 0 ? ['every request', 'new default'] : ['new default', 'every request']
        for (const side of order) {
          const server = servers[side]!
          const result = await measure({
            port: server.port,
            path: read.path,
            body: read.body,
            connections: CONNECTIONS,
            seconds: SECONDS,
            warmupSeconds: WARMUP,
            pid: server.pid,
          })
          results[side].push(result)
          console.log(`  ${read.name}, ${side}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms; load average ${load()}`)
        }
      }
      const mean = (side: Side, key: 'rps' | 'p99') => results[side].reduce((sum, r) => sum + r[key], 0) / results[side].length
      const requests = results['every request'].reduce((sum, r) => sum + r.requests, 0)
      const perRequest = (statSync(logOf('every request')).size - bytesBefore) / Math.max(1, requests)
      rows.push(
        `| ${read.name} | ${mean('every request', 'rps').toFixed(0)} | ${mean('new default', 'rps').toFixed(0)} | ` +
          `${(mean('new default', 'rps') / mean('every request', 'rps')).toFixed(2)} | ${mean('every request', 'p99').toFixed(1)} | ` +
          `${mean('new default', 'p99').toFixed(1)} | ${perRequest.toFixed(0)} |`,
      )
    }
    console.log(
      `\n${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, ${CONNECTIONS} connections, ${SECONDS} s per run, ${PAIRS} runs per side, log to a file:\n`,
    )
    console.log(
      '| read | req/s, every request logged | req/s, new default | ratio | p99 ms, every request | p99 ms, new default | log bytes per request |',
    )
    console.log('|---|---|---|---|---|---|---|')
    for (const row of rows) console.log(row)
    console.log(`\nnew default's log: ${statSync(logOf('new default')).size} bytes in all (start-up lines included)`)
    console.log(`load average at the end: ${load()}`)
    console.log(execSync('uptime').toString().trim())
  } finally {
    for (const server of Object.values(servers)) await server?.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  killAllChildren()
  process.exitCode = 1
})
