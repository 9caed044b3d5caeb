/**
 * Site search at scale: `npm run bench:search`.
 *
 * A scratch PostgreSQL database gets the demo content and BENCH_ARTICLES (100,000) bilingual news
 * items from the scale seed (`npm run seed:scale`, run as a child process as a developer would),
 * then the search sync indexes them all here, timed. The server (from source, the public cache off,
 * so every search reaches the database) is loaded with two-word Chinese and English queries, many
 * different ones in turn, at BENCH_CONNECTIONS (10) concurrent searches; the target is p99 ≤ 50 ms.
 * Beside it, a plain node:http baseline answers the very bytes a search answered, measured right
 * after under the same load, so the machine's noise at that moment shows in both: the ratio says
 * what the search itself costs. The database is dropped at the end (BENCH_KEEP_DB=1 keeps it).
 *
 * Settings: BENCH_ARTICLES (100000), BENCH_SECONDS (15), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10),
 * BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_KEEP_DB=1, BENCH_REUSE_DB=1
 * (measure the database of an earlier BENCH_KEEP_DB run or of your own seed:scale into ibr_search_bench;
 * whatever it has not indexed yet is indexed first).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import pg from 'pg'
import { loadConfig } from '../apps/server/src/config.js'
import { openDatabase } from '../apps/server/src/db/database.js'
import { menuService } from '../apps/server/src/modules/menu/index.js'
import { syncSearch } from '../apps/server/src/modules/search/index.js'
import { seedScale } from './scale-seed.js'
import { measure, type LoadResult } from './load.js'
import { freePort, killAllChildren, postJson, serverEnv, startProcess, type Managed } from './server-process.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const ARTICLES = num('BENCH_ARTICLES', 100_000)
const SECONDS = num('BENCH_SECONDS', 15)
const WARMUP = num('BENCH_WARMUP_SECONDS', 3)
const CONNECTIONS = num('BENCH_CONNECTIONS', 10)
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const BENCH_DB = 'ibr_search_bench'
const TARGET_P99_MS = 50
const SEARCH = '/api/search'

/** Two-word queries on words of the scale seed's text bank (apps/server/src/db/scale/text-bank.ts), common and rarer. */
const QUERIES = {
  en: [
    'synaptic plasticity',
    'neural circuits',
    'sleep rhythms',
    'visual cortex',
    'memory encoding',
    'dopamine reward',
    'glial cell',
    'motor symptoms',
    'two-photon imaging',
    'computational models',
    'hippocampal memory',
    'neural development',
  ],
  zh: [
    '突触 可塑性',
    '神经 环路',
    '睡眠 节律',
    '视觉 皮层',
    '记忆 编码',
    '奖赏 信号',
    '胶质 细胞',
    '神经 发育',
    '脑机 接口',
    '运动 障碍',
    '早期 诊断',
    '单细胞 图谱',
  ],
} as const

const benchUrl = () => Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${BENCH_DB}` }).toString()

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Indexes what the seed queued, as the server's job would, and gives the planner the index's real size. */
async function index(url: string, dataDir: string): Promise<void> {
  const config = loadConfig({ ...serverEnv(), DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
  const database = await openDatabase({ url, dataDir })
  try {
    const t = performance.now()
    const n = await syncSearch(database.db, menuService(database.db, 60), config.timeZone, config.product)
    const s = (performance.now() - t) / 1000
    console.log(`  search sync: ${n} items indexed in ${s.toFixed(0)} s (${Math.round(n / s)} items/s)`)
    await database.db.connection().execute(async (db) => {
      await sql`set statement_timeout = 0`.execute(db)
      await sql`vacuum analyze search_doc, search_word`.execute(db)
    })
    const size = await sql<{ docs: number; words: number; bytes: string }>`select
      (select count(*)::int from search_doc) as docs, (select count(*)::int from search_word) as words,
      pg_size_pretty(pg_total_relation_size('search_doc')) as bytes`.execute(database.db)
    const r = size.rows[0]!
    console.log(`  index: ${r.docs} rows (${r.bytes} with its indexes), ${r.words} Latin words`)
  } finally {
    await database.close()
  }
}

interface Case {
  name: string
  body: (n: number) => unknown
}

const cases: Case[] = [
  { name: 'English, two words', body: (n) => ({ q: QUERIES.en[n % QUERIES.en.length], lang: 'en' }) },
  { name: 'Chinese, two words', body: (n) => ({ q: QUERIES.zh[n % QUERIES.zh.length], lang: 'zh' }) },
  {
    name: 'both, page 2–5',
    body: (n) => ({ q: [...QUERIES.en, ...QUERIES.zh][n % 24], page: 2 + (n % 4), lang: n % 2 ? 'en' : 'zh' }),
  },
]

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1))

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'ibr-search-bench-'))
  const url = benchUrl()
  const servers: Managed[] = []
  try {
    if (process.env.BENCH_REUSE_DB !== '1') {
      await admin(`drop database if exists ${BENCH_DB} with (force)`)
      await admin(`create database ${BENCH_DB}`)
      console.log(`== filling ${BENCH_DB} with ${ARTICLES} articles`)
      await seedScale(url, dir, ARTICLES)
    }
    await index(url, dir)
    const port = await freePort()
    const env = Object.assign(serverEnv(), {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // Every search reaches the database: the figure is the search's, not the cache's.
      CACHE_TTL_SECONDS: '0',
      SEARCH_RATE_LIMIT: '10000000',
    })
    const server = await startProcess({
      name: 'server',
      args: ['--conditions=source', '--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')],
      env,
      cwd: ROOT,
      port,
      readyPath: '/test',
    })
    servers.push(server)
    const sample = await postJson(port, SEARCH, { q: QUERIES.en[0], lang: 'en' })
    const total = (JSON.parse(sample.body.toString()) as { retMap: { total: number } }).retMap.total
    console.log(`  "${QUERIES.en[0]}" matches ${total} items; an answer is ${sample.body.length} bytes`)

    const routesFile = join(dir, 'baseline-routes.json')
    writeFileSync(routesFile, JSON.stringify({ [SEARCH]: { contentType: sample.contentType, body: sample.body.toString('base64') } }))
    const basePort = await freePort()
    const baseline = await startProcess({
      name: 'baseline',
      args: ['--import', 'tsx', join(ROOT, 'bench/baseline-server.ts'), routesFile],
      env: { ...process.env, PORT: String(basePort) },
      cwd: ROOT,
      port: basePort,
      readyPath: '/test',
    })
    servers.push(baseline)

    const rows: { name: string; server: LoadResult; baseline: LoadResult }[] = []
    for (const c of cases) {
      const load = { path: SEARCH, body: c.body, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP }
      const s = await measure({ ...load, port, pid: server.pid })
      const b = await measure({ ...load, port: basePort, pid: baseline.pid })
      rows.push({ name: c.name, server: s, baseline: b })
      console.log(`  ${c.name}: p99 ${ms(s.p99)} ms (baseline ${ms(b.p99)} ms), ${Math.round(s.rps)} searches/s, ${s.non2xx} failed`)
    }
    console.log(`\nPostgreSQL, ${ARTICLES} articles, ${CONNECTIONS} concurrent searches, ${SECONDS} s each, public cache off\n`)
    console.log('| case | searches/s | p50 ms | p99 ms | max ms | baseline p99 ms | p99 ratio | target p99 ≤ 50 ms |')
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |')
    for (const r of rows) {
      const failed = r.server.non2xx + r.server.errors > 0 ? ` (${r.server.non2xx + r.server.errors} failed)` : ''
      console.log(
        `| ${r.name} | ${Math.round(r.server.rps)} | ${ms(r.server.p50)} | ${ms(r.server.p99)} | ${ms(r.server.max)} | ${ms(r.baseline.p99)} | ` +
          `${(r.server.p99 / Math.max(r.baseline.p99, 1)).toFixed(1)} | ${r.server.p99 <= TARGET_P99_MS && !failed ? 'PASS' : 'MISS'}${failed} |`,
      )
    }
  } finally {
    for (const s of servers) await s.stop()
    if (process.env.BENCH_KEEP_DB !== '1') await admin(`drop database if exists ${BENCH_DB} with (force)`).catch(() => {})
    rmSync(dir, { recursive: true, force: true })
  }
}

process.on('exit', () => killAllChildren())
main().catch((error: unknown) => {
  console.error('bench:search failed:', error instanceof Error ? (error.stack ?? error.message) : error)
  process.exitCode = 1
})
