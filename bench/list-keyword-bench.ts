/**
 * A section list's keyword filter at scale: `npm run bench:list-keyword`.
 *
 * Two servers on one PostgreSQL database of BENCH_ARTICLES (100,000) news items from the scale seed:
 * this checkout's and BENCH_BASE_REF's (by default the commit this branch left main at), run from its
 * source as `git archive` gives it (with this checkout's node_modules). Both with the public cache
 * off, and by default the section cache too (menu and counts: BENCH_SECTION_CACHE_SECONDS), so each
 * request reaches the database. Each case is measured on both, alternated in rounds (old first,
 * then new first), at each of BENCH_CONNECTIONS_LIST (10,50). The target is p99 ≤ 50 ms at 10
 * connections without a 503 (at 50 connections for the list without a keyword, bench/api-bench.ts).
 * Each run also gives the CPU an answer cost the server and PostgreSQL (all its processes, from
 * /proc), and new ÷ old over the rounds: the figure a change is judged by when the machine's load
 * moves latency and throughput more than the change does. Deep pages start from page keys kept as
 * long as the section's counts: with the default BENCH_SECTION_CACHE_SECONDS=0 every page is read
 * from its offset, so a change to the keys is measured with BENCH_SECTION_CACHE_SECONDS=30.
 *
 * The base server refuses a database migrated past what it knows; the rows of `kysely_migration` it
 * does not know are set aside while it starts and put back after. What those migrations add (marks
 * in the search index) is invisible to it.
 *
 * Settings: BENCH_ARTICLES (100000), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_ROUNDS (2),
 * BENCH_CONNECTIONS_LIST (10,50), BENCH_CASES (neural,keywords; also page1 and page500: the list
 * without a keyword), BENCH_SECTION_CACHE_SECONDS (0: every count read; 30 as in production),
 * BENCH_BASE_REF (git merge-base HEAD main), BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_DB (ibr_list_keyword_bench), BENCH_REUSE_DB=1 (measure BENCH_DB as it is: seeded by seed:scale and indexed), BENCH_KEEP_DB=1.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import pg from 'pg'
import { loadConfig } from '../apps/server/src/config.js'
import { migrate, openDatabase } from '../apps/server/src/db/database.js'
import { newsMenuId } from '../apps/server/src/db/scale/news-menu.js'
import { menuService } from '../apps/server/src/modules/menu/index.js'
import { syncSearch } from '../apps/server/src/modules/search/index.js'
import { seedScale } from './scale-seed.js'
import { measure, type LoadResult } from './load.js'
import { cpuMsBetween, snapshot } from './process-cpu.js'
import { freePort, killAllChildren, serverEnv, startProcess, type Managed } from './server-process.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const ARTICLES = num('BENCH_ARTICLES', 100_000)
const SECONDS = num('BENCH_SECONDS', 10)
const WARMUP = num('BENCH_WARMUP_SECONDS', 2)
const ROUNDS = num('BENCH_ROUNDS', 2)
const CONNECTIONS = (process.env.BENCH_CONNECTIONS_LIST ?? '10,50').split(',').map(Number)
const SECTION_CACHE = process.env.BENCH_SECTION_CACHE_SECONDS ?? '0'
/** The base's own packages are not used (the contract resolves to this checkout's): by default the commit this branch left main at. */
const BASE_REF = process.env.BENCH_BASE_REF ?? execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: ROOT }).toString().trim()
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const BENCH_DB = process.env.BENCH_DB ?? 'ibr_list_keyword_bench'
const LIST = '/api/article/list'
const TARGET_P99_MS = 50

/** Words of the scale seed's text bank (apps/server/src/db/scale/text-bank.ts), common and rarer. */
const KEYWORDS = ['neural', '神经', 'synaptic', '突触', 'memory', '记忆', 'cortex', '皮层', 'sleep', '睡眠', 'dopamine', '成像']

const benchUrl = () => Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${BENCH_DB}` }).toString()

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Migrates with this checkout, indexes what is queued, and answers the news menu's id. */
async function prepare(url: string, dataDir: string): Promise<number> {
  const config = loadConfig({ ...serverEnv(), DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
  const database = await openDatabase({ url, dataDir })
  try {
    await migrate(database.db)
    const t = performance.now()
    const n = await syncSearch(database.db, menuService(database.db, 60), config.timeZone, config.product)
    if (n > 0) console.log(`  search sync: ${n} items indexed in ${((performance.now() - t) / 1000).toFixed(0)} s`)
    await database.db.connection().execute(async (db) => {
      await sql`set statement_timeout = 0`.execute(db)
      await sql`vacuum analyze search_doc, article_menu`.execute(db)
    })
    return await newsMenuId(database.db, config.product)
  } finally {
    await database.close()
  }
}

/** The base ref's server source, runnable with this checkout's node_modules. */
function baseSource(dir: string): string {
  const out = join(dir, 'base')
  mkdirSync(out, { recursive: true })
  const archive = execFileSync('git', ['archive', BASE_REF, 'apps/server', 'packages', 'package.json', '.env.example'], {
    cwd: ROOT,
    maxBuffer: 1 << 30,
  })
  execFileSync('tar', ['-x', '-C', out], { input: archive })
  symlinkSync(join(ROOT, 'node_modules'), join(out, 'node_modules'))
  symlinkSync(join(ROOT, 'apps/server/node_modules'), join(out, 'apps/server/node_modules'))
  return out
}

/** Starts the base server with the migrations it does not know set aside, then puts them back. */
async function startBase(url: string, base: string, env: NodeJS.ProcessEnv, port: number): Promise<Managed> {
  const known = new Set(readdirSync(join(base, 'apps/server/src/db/migrations')).map((f) => f.replace(/\.ts$/, '')))
  const newer = await withClient(url, async (c) => {
    const rows = (await c.query<{ name: string; timestamp: string }>('select name, timestamp from kysely_migration')).rows
    const unknown = rows.filter((r) => !known.has(r.name))
    for (const r of unknown) await c.query('delete from kysely_migration where name = $1', [r.name])
    return unknown
  })
  try {
    const args = ['--conditions=source', '--import', 'tsx', join(base, 'apps/server/src/main.ts')]
    return await startProcess({ name: 'base', args, env: { ...env, PORT: String(port) }, cwd: base, port, readyPath: '/test' })
  } finally {
    await withClient(url, async (c) => {
      for (const r of newer) await c.query('insert into kysely_migration (name, timestamp) values ($1, $2)', [r.name, r.timestamp])
    })
  }
}

interface Case {
  /** What BENCH_CASES names it by. */
  id: string
  name: string
  body: (menuId: number) => (n: number) => unknown
}

const listBody = (menuId: number, keyword: string, pageNum: number, lang: string) => ({
  lang,
  menuId,
  page: JSON.stringify({ pageNum, pageSize: 10 }),
  search: JSON.stringify({ keyword, category: '' }),
})

const allCases: Case[] = [
  { id: 'neural', name: '`neural`, pages 1–5', body: (m) => (n) => listBody(m, 'neural', 1 + (n % 5), 'en') },
  {
    id: 'keywords',
    name: '12 keywords (zh, en), page 1',
    body: (m) => (n) => listBody(m, KEYWORDS[n % KEYWORDS.length]!, 1, n % 2 ? 'en' : 'zh'),
  },
  // Without a keyword: the section's own list, its first page and a deep one.
  { id: 'page1', name: 'no keyword, page 1', body: (m) => () => listBody(m, '', 1, 'en') },
  { id: 'page500', name: 'no keyword, page 500', body: (m) => () => listBody(m, '', 500, 'en') },
]
const CASES = (process.env.BENCH_CASES ?? 'neural,keywords').split(',')
const cases = allCases.filter((c) => CASES.includes(c.id))

type Side = 'old' | 'new'
/** CPU microseconds an answer, of the server and of PostgreSQL, over one measured run. */
interface Cpu {
  server: number
  db: number
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1))
const statuses = (r: LoadResult) =>
  Object.entries(r.statuses)
    .map(([s, n]) => `${n}×${s}`)
    .join(' ') || '—'

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'ibr-list-keyword-bench-'))
  const url = benchUrl()
  const servers: Managed[] = []
  try {
    if (process.env.BENCH_REUSE_DB !== '1') {
      await withClient(PG_ADMIN_URL, async (c) => {
        await c.query(`drop database if exists ${BENCH_DB} with (force)`)
        await c.query(`create database ${BENCH_DB}`)
      })
      console.log(`== filling ${BENCH_DB} with ${ARTICLES} articles`)
      await seedScale(url, dir, ARTICLES)
    }
    const menuId = await prepare(url, dir)
    const env = Object.assign(serverEnv(), {
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // Every request reaches the database: the figure is the filter's, not a cache's. With
      // BENCH_SECTION_CACHE_SECONDS (30 in production) counts are kept, as when a request misses the public cache.
      CACHE_TTL_SECONDS: '0',
      SECTION_CACHE_SECONDS: SECTION_CACHE,
    })
    const basePort = await freePort()
    const base = await startBase(url, baseSource(dir), env, basePort)
    servers.push(base)
    const newPort = await freePort()
    const args = ['--conditions=source', '--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')]
    const current = await startProcess({
      name: 'new',
      args,
      env: { ...env, PORT: String(newPort) },
      cwd: ROOT,
      port: newPort,
      readyPath: '/test',
    })
    servers.push(current)
    const sides = { old: base, new: current }

    const rows: { name: string; connections: number; round: number; side: Side; r: LoadResult; cpu: Cpu }[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      for (const connections of CONNECTIONS) {
        for (const c of cases) {
          const order = round % 2 === 1 ? (['old', 'new'] as const) : (['new', 'old'] as const)
          for (const side of order) {
            const server = sides[side]
            const load = { path: LIST, body: c.body(menuId), connections, port: server.port, pid: server.pid }
            if (WARMUP > 0) await measure({ ...load, seconds: WARMUP, warmupSeconds: 0 })
            // The CPU both processes spend on the measured run only: the server and every PostgreSQL process.
            const before = { server: snapshot([server.pid]), db: snapshot([], 'postgres') }
            const r = await measure({ ...load, seconds: SECONDS, warmupSeconds: 0 })
            const answered = Math.max(1, r.requests)
            const cpu = {
              server: (cpuMsBetween(before.server, snapshot([server.pid])) * 1000) / answered,
              db: (cpuMsBetween(before.db, snapshot([], 'postgres')) * 1000) / answered,
            }
            rows.push({ name: c.name, connections, round, side, r, cpu })
            console.log(
              `  round ${round}, ${connections} conn, ${c.name}, ${side}: p99 ${ms(r.p99)} ms, ${Math.round(r.rps)} req/s, ${statuses(r)}, CPU µs an answer: server ${Math.round(cpu.server)}, PostgreSQL ${Math.round(cpu.db)}`,
            )
          }
        }
      }
    }
    console.log(
      `\nPostgreSQL, ${ARTICLES} articles, public cache off, SECTION_CACHE_SECONDS=${SECTION_CACHE}, ${SECONDS} s each (after ${WARMUP} s warm-up), ${ROUNDS} rounds alternated\n`,
    )
    console.log(
      '| case | connections | round | side | answers/s | p50 ms | p99 ms | max ms | non-2xx | server CPU µs/answer | PostgreSQL CPU µs/answer | target |',
    )
    console.log('| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |')
    for (const { name, connections, round, side, r, cpu } of rows) {
      const target =
        connections <= 10 ? (r.p99 <= TARGET_P99_MS && r.non2xx === 0 ? 'PASS' : 'MISS') : r.non2xx === 0 ? 'no failure' : 'failures'
      console.log(
        `| ${name} | ${connections} | ${round} | ${side} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${statuses(r)} | ${Math.round(cpu.server)} | ${Math.round(cpu.db)} | ${target} |`,
      )
    }
    // What each round's CPU figures say together: new ÷ old, over all rounds (requests weigh in).
    console.log('\n| case | connections | server CPU µs/answer, new ÷ old | PostgreSQL CPU µs/answer, new ÷ old |')
    console.log('| --- | ---: | --- | --- |')
    for (const c of cases) {
      for (const connections of CONNECTIONS) {
        const of = (side: Side) => rows.filter((x) => x.name === c.name && x.connections === connections && x.side === side)
        const mean = (side: Side, part: keyof Cpu) => {
          const rs = of(side)
          const answers = rs.reduce((t, x) => t + x.r.requests, 0)
          return rs.reduce((t, x) => t + x.cpu[part] * x.r.requests, 0) / Math.max(1, answers)
        }
        const cell = (part: keyof Cpu) =>
          `${Math.round(mean('new', part))} ÷ ${Math.round(mean('old', part))} = ${(mean('new', part) / mean('old', part)).toFixed(2)}`
        console.log(`| ${c.name} | ${connections} | ${cell('server')} | ${cell('db')} |`)
      }
    }
  } finally {
    for (const s of servers) await s.stop()
    if (process.env.BENCH_REUSE_DB !== '1' && process.env.BENCH_KEEP_DB !== '1') {
      await withClient(PG_ADMIN_URL, (c) => c.query(`drop database if exists ${BENCH_DB} with (force)`)).catch(() => {})
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

process.on('exit', () => killAllChildren())
main().catch((error: unknown) => {
  console.error('bench:list-keyword failed:', error instanceof Error ? (error.stack ?? error.message) : error)
  process.exitCode = 1
})
