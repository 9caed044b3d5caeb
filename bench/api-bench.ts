/**
 * Load benchmark of the public API: `npm run bench` (BENCH_SECONDS=3 for a quick run).
 *
 * For each database (embedded PGlite, then PostgreSQL) the built server runs as a child process
 * with the demo content, and beside it a plain node:http baseline answering the very bytes the
 * server answered (bench/baseline-server.ts). Each endpoint is loaded on both in turn, in short
 * rounds whose order alternates, so the machine's noise hits both alike and the ratio stays
 * meaningful on a shared box.
 * Then PostgreSQL gets 100,000 more articles (the scale seed) and /api/article/list is measured
 * with the public cache on and off, where the figure is the database's, not the cache's.
 *
 * Settings (environment): BENCH_SECONDS (10), BENCH_ROUNDS (3: a comparison with the baseline splits
 * each side's BENCH_SECONDS into this many rounds), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS
 * (100), BENCH_ARTICLES (100000), BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_SKIP_PG=1 (embedded only), BENCH_BUILD=1 (rebuild even when dist exists).
 *
 * A missed target is reported, not failed: the exit code is 0 unless something crashed.
 */
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { measure, mergeRounds, type LoadResult } from './load.js'
import { memoryTable, ratio, resultTable, summary, TARGETS, type MemoryRow, type Row, type Target } from './report.js'
import {
  freePort,
  killAllChildren,
  serverEnv,
  memoryOf,
  postJson,
  startProcess,
  serverNodeFlags,
  type Managed,
  SERVER_BUNDLE as SERVER_MAIN,
} from './server-process.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** The copy of the build the run uses (see snapshotBuild). */
let serverMain = SERVER_MAIN

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a number, got ${process.env[name]}`)
  return v
}
const SECONDS = num('BENCH_SECONDS', 10)
const WARMUP = num('BENCH_WARMUP_SECONDS', 2)
const ROUNDS = Math.max(1, Math.round(num('BENCH_ROUNDS', 3)))
const CONNECTIONS = num('BENCH_CONNECTIONS', 100)
const ARTICLES = num('BENCH_ARTICLES', 100_000)
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const BENCH_DB = 'ibr_bench'
const SKIP_PG = process.env.BENCH_SKIP_PG === '1'

/** Paths as in packages/contract/src/paths.ts (not imported: the contract's dist may not exist before the build). */
const PATH = {
  test: '/test',
  menuList: '/api/menu/list',
  homeNews: '/api/home/news',
  articleList: '/api/article/list',
  articleDetail: '/api/article/detail',
  calendarMonth: '/api/calendar/month/list',
} as const

const listBody = (menuId: number, pageNum = 1, keyword = '') => ({
  page: JSON.stringify({ pageNum, pageSize: 10 }),
  search: JSON.stringify({ keyword, category: '' }),
  menuId,
  lang: 'zh',
})

// ---------------------------------------------------------------------------------------------
// Build, processes, database

/**
 * `npm run build` when the server is not built, when its sources are newer than the build (figures
 * of a stale build would be misattributed) or when BENCH_BUILD=1. A failed rebuild of an existing
 * build is a warning, not a crash: others' work in progress should not stop a measurement.
 */
function ensureBuilt() {
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
      const p = join(dir, e.name)
      return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs)
    }, 0)
  // What runs is the bundle, written whole by every build (a bare `tsc -b` leaves it as it was).
  const built = existsSync(SERVER_MAIN) ? statSync(SERVER_MAIN).mtimeMs : 0
  const stale = built > 0 && Math.max(newest(join(ROOT, 'apps/server/src')), newest(join(ROOT, 'packages/contract/src'))) > built
  if (built > 0 && !stale && process.env.BENCH_BUILD !== '1') return
  console.log(`> npm run build${stale ? ' (sources are newer than the build)' : ''}`)
  try {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  } catch (error) {
    if (!existsSync(SERVER_MAIN)) throw error
    console.warn('! the build failed: benchmarking the previous build')
  }
}

/**
 * Others rebuild the shared checkout while a run takes its ten minutes; a server started after such
 * a build would run other code than the one before it. So the run starts its servers from a copy of
 * the build, taken once. Node still finds the packages: it looks in every parent folder's
 * node_modules, and .bench/ is inside the repository (the root's node_modules).
 */
function snapshotBuild(runDir: string) {
  const apps = join(runDir, 'server/apps')
  mkdirSync(join(apps, 'server'), { recursive: true })
  // The build is copied; everything it reads beside it (package.json, assets, packages installed for
  // the server alone, the other apps) is linked, so the copy finds what the original finds.
  for (const entry of readdirSync(join(ROOT, 'apps/server'))) {
    if (entry === 'dist') cpSync(join(ROOT, 'apps/server/dist'), join(apps, 'server/dist'), { recursive: true })
    else symlinkSync(join(ROOT, 'apps/server', entry), join(apps, 'server', entry))
  }
  for (const app of readdirSync(join(ROOT, 'apps'))) {
    if (app !== 'server') symlinkSync(join(ROOT, 'apps', app), join(apps, app))
  }
  serverMain = join(apps, 'server', relative(join(ROOT, 'apps/server'), SERVER_MAIN))
}

async function startServer(name: string, settings: Record<string, string>): Promise<Managed> {
  const env = serverEnv()
  const port = await freePort()
  // HOST=127.0.0.1: the benchmark's traffic never leaves the machine, and nothing else can reach it.
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'warn' }, settings)
  const t = performance.now()
  const server = await startProcess({
    name,
    args: [...serverNodeFlags(env.DATABASE_URL), serverMain],
    env,
    cwd: ROOT,
    port,
    readyPath: PATH.test,
  })
  console.log(`  ${name}: ready on :${port} in ${((performance.now() - t) / 1000).toFixed(1)} s (pid ${server.pid})`)
  return server
}

async function startBaseline(dir: string, answers: Map<string, { contentType: string; body: Buffer }>): Promise<Managed> {
  const file = join(dir, 'baseline-routes.json')
  const routes = Object.fromEntries(
    [...answers].map(([path, a]) => [path, { contentType: a.contentType, body: a.body.toString('base64') }]),
  )
  writeFileSync(file, JSON.stringify(routes))
  const port = await freePort()
  return startProcess({
    name: 'baseline',
    args: ['--import', 'tsx', join(ROOT, 'bench/baseline-server.ts'), file],
    env: { ...process.env, PORT: String(port) },
    cwd: ROOT,
    port,
    readyPath: PATH.test,
  })
}

function benchDatabaseUrl(): string {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${BENCH_DB}`
  return url.toString()
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Waits until the search queue is empty: the scale seed's items are queued for the site search and
 * a running server indexes them in the background (about 6 minutes for 100,000 on this machine).
 * Measured while it runs, every request would share the two cores with the indexing, and each
 * indexing round clears the kept section counts. A site reaches this state a few minutes after an
 * import; the benchmark measures that steady state.
 */
async function searchIndexed(url: string): Promise<void> {
  const t = performance.now()
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    // A server that stopped indexing (it crashed, or the sync broke) must end the run, not hang it.
    const deadline = Date.now() + 45 * 60_000
    let left = Infinity
    while (left > 0) {
      left = Number((await client.query<{ n: string }>('select count(*) as n from search_queue')).rows[0]?.n ?? 0)
      if (left > 0 && Date.now() > deadline) throw new Error(`the search index was not built in 45 minutes: ${left} items still queued`)
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, 2000))
    }
    // As autovacuum would after the index's 200,000 new rows, but now rather than during a case.
    await client.query('vacuum analyze')
  } finally {
    await client.end()
  }
  console.log(`  search index built by the server in ${((performance.now() - t) / 1000).toFixed(0)} s`)
}

// WITH (FORCE) ends sessions a killed server may have left behind (PostgreSQL 13+).
const dropBenchDatabase = () => admin(`drop database if exists ${BENCH_DB} with (force)`)

/** The scale seed, run as the developer would run it (a child process of its own). */
async function seedScale(url: string, dataDir: string): Promise<void> {
  const t = performance.now()
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      join(ROOT, 'apps/server/src/db/scale/seed-scale.ts'),
      '--articles',
      String(ARTICLES),
      '--database-url',
      url,
      '--data-dir',
      dataDir,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, INIT_CWD: ROOT } },
  )
  const relay = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((l) => console.log(`    ${l}`))
  child.stdout.on('data', relay)
  child.stderr.on('data', relay)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`seed:scale exited with ${code}`)
  console.log(`  scale seed: ${ARTICLES} articles in ${((performance.now() - t) / 1000).toFixed(1)} s (process start included)`)
}

// ---------------------------------------------------------------------------------------------
// What is measured

interface Success {
  code: string
  retMap: Record<string, unknown>
}

/** A call that must succeed; answers the exact bytes too (the baseline replays them). */
async function call(port: number, path: string, body: unknown) {
  const answer = await postJson(port, path, body)
  const json = JSON.parse(answer.body.toString()) as Success
  if (answer.status !== 200 || json.code !== 'success')
    throw new Error(`${path} ${JSON.stringify(body)} → ${answer.status} ${answer.body.toString().slice(0, 300)}`)
  return { answer, retMap: json.retMap }
}

interface MenuNode {
  id: number
  listTemplate: string
  path: string
  children: MenuNode[]
}

/** The news child menu (/ibrNews/news) and the newest article in it, found as the site finds them. */
async function discover(port: number): Promise<{ newsMenuId: number; articleId: number; total: number }> {
  const { retMap: menus } = await call(port, PATH.menuList, { type: 'top', lang: 'zh' })
  const section = (menus.menuList as MenuNode[]).find((m) => /News$/.test(m.listTemplate))
  const news = section?.children.find((c) => c.listTemplate === 'news')
  if (!news) throw new Error('no news menu in /api/menu/list: did the demo seed run?')
  const { retMap: list } = await call(port, PATH.articleList, listBody(news.id))
  const first = (list.articleList as { id: number }[])[0]
  if (!first) throw new Error('the news menu lists no article')
  return { newsMenuId: news.id, articleId: first.id, total: list.total as number }
}

/** The current month in the institute's time zone, as the calendar asks for it. */
function currentMonth(): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: process.env.SITE_TIMEZONE || 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date())
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`
}

interface Case {
  name: string
  path: string
  body: unknown | ((n: number) => unknown)
  connections?: number
  targets: Target[]
}

const rows: Row[] = []
const memory: MemoryRow[] = []

async function load(target: Managed, c: Case, seconds = SECONDS, warmupSeconds = WARMUP): Promise<LoadResult> {
  const result = await measure({
    port: target.port,
    path: c.path,
    body: c.body,
    connections: c.connections ?? CONNECTIONS,
    seconds,
    warmupSeconds,
    pid: target.pid,
  })
  // A process that died under load is a finding, not a figure: stop and show why.
  const { exitCode, signalCode } = target.child
  if (exitCode !== null || signalCode !== null) {
    throw new Error(
      `${target.name} (pid ${target.pid}) ended during "${c.name}" (exit ${exitCode ?? signalCode}); its last output:\n${target.output() || '(none)'}`,
    )
  }
  return result
}

function show(db: string, c: Case, server: LoadResult, baseline?: LoadResult) {
  const f = (r: LoadResult) =>
    `${Math.round(r.rps)} req/s, p99 ${r.requests ? r.p99 : `> ${r.seconds * 1000}`} ms${r.non2xx + r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`
  console.log(`    ${c.name}: server ${f(server)}${baseline ? ` | baseline ${f(baseline)}` : ''} | RSS ${server.peakRssMb.toFixed(0)} MB`)
}

/**
 * Server and baseline in turn for each case, in ROUNDS rounds that share its SECONDS; which side goes
 * first alternates from round to round, so a slow patch of the shared machine is as likely to hit
 * one as the other, and the ratio is that of all the rounds' answers. Each side warms up once, before
 * its first round.
 */
async function againstBaseline(db: string, dir: string, server: Managed, cases: Case[]) {
  const answers = new Map<string, { contentType: string; body: Buffer }>()
  for (const c of cases) {
    const { answer } = await call(server.port, c.path, typeof c.body === 'function' ? (c.body as (n: number) => unknown)(0) : c.body)
    answers.set(c.path, { contentType: answer.contentType, body: answer.body })
  }
  const baseline = await startBaseline(dir, answers)
  const seconds = SECONDS / ROUNDS
  try {
    for (const [i, c] of cases.entries()) {
      const s: LoadResult[] = []
      const b: LoadResult[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const warmup = round === 0 ? WARMUP : 0
        if ((i + round) % 2 === 0) {
          s.push(await load(server, c, seconds, warmup))
          b.push(await load(baseline, c, seconds, warmup))
        } else {
          b.push(await load(baseline, c, seconds, warmup))
          s.push(await load(server, c, seconds, warmup))
        }
      }
      const row: Row = {
        db,
        case: c.name,
        bytes: answers.get(c.path)!.body.length,
        server: mergeRounds(s),
        baseline: mergeRounds(b),
        targets: c.targets,
      }
      show(db, c, row.server, row.baseline)
      console.log(
        `      rounds: ${s.map((r, k) => `${((r.rps / b[k]!.rps) * 100).toFixed(0)} %`).join(', ')}; all: ${((ratio(row) ?? 0) * 100).toFixed(0)} %`,
      )
      rows.push(row)
    }
  } finally {
    await baseline.stop()
  }
}

function recordMemory(name: string, servers: Managed[], from: number) {
  const underLoad = Math.max(0, ...rows.slice(from).map((r) => r.server.peakRssMb))
  // Linux updates VmHWM lazily, so a sampled VmRSS can be a little above it: the peak is the larger.
  const peak = Math.max(underLoad, ...servers.map((s) => memoryOf(s.pid)?.peakMb ?? NaN))
  memory.push({ process: name, peakMb: peak, underLoadMb: underLoad, limitMb: TARGETS.rssMb })
}

/**
 * The first start of a server on an empty database seeds the demo content (images resized by
 * sharp, PDFs, thousands of rows). Its peak has a target of its own (TARGETS.firstStartMb); the
 * load figures come from a second start on the seeded database, a server in its steady state, as it
 * runs in production after its first day.
 */
async function seedByFirstStart(db: string, settings: Record<string, string>) {
  const first = await startServer(`${db} server, first start (demo seed)`, settings)
  memory.push({
    process: `${db}, first start seeding the demo`,
    peakMb: memoryOf(first.pid)?.peakMb ?? NaN,
    underLoadMb: NaN,
    limitMb: TARGETS.firstStartMb,
  })
  await first.stop()
}

/** The four public reads of the brief, on one database. */
async function publicReads(db: string, dir: string, settings: Record<string, string>) {
  console.log(`\n== ${db}: public reads, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP} s warm-up`)
  mkdirSync(dir, { recursive: true })
  await seedByFirstStart(db, { DATA_DIR: dir, ...settings })
  const server = await startServer(`${db} server`, { DATA_DIR: dir, ...settings })
  const from = rows.length
  try {
    const ids = await discover(server.port)
    console.log(`  news menu ${ids.newsMenuId} (${ids.total} articles), detail of article ${ids.articleId}, calendar ${currentMonth()}`)
    await againstBaseline(db, dir, server, [
      { name: 'home/news latest', path: PATH.homeNews, body: { type: 'latest', limit: 4, lang: 'zh' }, targets: ['public'] },
      { name: 'article/list page 1', path: PATH.articleList, body: listBody(ids.newsMenuId), targets: ['public'] },
      { name: 'article/detail', path: PATH.articleDetail, body: { id: ids.articleId, lang: 'zh' }, targets: ['public'] },
      { name: 'calendar/month/list', path: PATH.calendarMonth, body: { date: currentMonth(), lang: 'zh' }, targets: ['public'] },
    ])
    recordMemory(db, [server], from)
  } finally {
    await server.stop()
  }
}

/** /api/article/list over 100,000 articles: the cached path, then the database's own figures. */
async function list100k(url: string, dir: string) {
  const db = `postgresql ${Math.round(ARTICLES / 1000)}k`
  console.log(`\n== ${db}: /api/article/list with the public cache on, then off`)
  // The server that builds the search index is not the one measured: its memory would be the indexing's.
  let server = await startServer('server, building the search index', { DATA_DIR: dir, DATABASE_URL: url })
  try {
    await searchIndexed(url)
  } finally {
    await server.stop()
  }
  server = await startServer('server, cache on', { DATA_DIR: dir, DATABASE_URL: url })
  let from = rows.length
  let menuId: number
  try {
    const ids = await discover(server.port)
    menuId = ids.newsMenuId
    console.log(`  news menu ${menuId}: ${ids.total} articles`)
    await againstBaseline(db, dir, server, [
      { name: 'article/list page 1, cache on', path: PATH.articleList, body: listBody(menuId), targets: ['public', 'list100k'] },
    ])
    recordMemory(`${db}, cache on`, [server], from)
  } finally {
    await server.stop()
  }

  // CACHE_TTL_SECONDS=0: every request reaches the database. The section's count is still reused
  // for SECTION_CACHE_SECONDS (30 s by default), as it is when a visitor's request misses the public
  // cache in production; the one-connection cases turn that off too (SECTION_CACHE_SECONDS=0) and
  // show what one cold request costs the database.
  // A fresh server per case: an overloaded server keeps working through the requests autocannon
  // gave up on, which would slow the next case.
  const publicCacheOff = { DATA_DIR: dir, DATABASE_URL: url, CACHE_TTL_SECONDS: '0' }
  const noCache = { ...publicCacheOff, SECTION_CACHE_SECONDS: '0' }
  from = rows.length
  let peakMb = 0
  // The issue's targets: page 1 and page 500 at 50 connections, a keyword's pages at 10. The rest
  // shows where the limits are (100 connections queueing for the pool's 10 connections) or what a
  // query costs alone (1 connection).
  const cases: (Case & { settings: Record<string, string> })[] = [
    {
      name: 'article/list page 1, cache off',
      path: PATH.articleList,
      body: listBody(menuId),
      targets: [],
      settings: publicCacheOff,
    },
    {
      name: 'article/list pages 1–50, cache off',
      path: PATH.articleList,
      body: (n: number) => listBody(menuId, (n % 50) + 1),
      targets: [],
      settings: publicCacheOff,
    },
    {
      name: 'article/list page 1, cache off, 50 connections',
      path: PATH.articleList,
      body: listBody(menuId),
      connections: 50,
      targets: ['list100k'],
      settings: publicCacheOff,
    },
    {
      name: 'article/list page 500, cache off, 50 connections',
      path: PATH.articleList,
      body: listBody(menuId, 500),
      connections: 50,
      targets: ['list100k'],
      settings: publicCacheOff,
    },
    {
      name: 'article/list "neural" pages 1–5, cache off, 10 connections',
      path: PATH.articleList,
      body: (n: number) => listBody(menuId, (n % 5) + 1, 'neural'),
      connections: 10,
      targets: ['list100k'],
      settings: publicCacheOff,
    },
    {
      name: 'article/list "neural" pages 1–5, cache off, 50 connections',
      path: PATH.articleList,
      body: (n: number) => listBody(menuId, (n % 5) + 1, 'neural'),
      connections: 50,
      targets: [],
      settings: publicCacheOff,
    },
    {
      name: 'article/list pages 1–50, cache off, 1 connection',
      path: PATH.articleList,
      body: (n: number) => listBody(menuId, (n % 50) + 1),
      connections: 1,
      targets: [],
      settings: publicCacheOff,
    },
    {
      name: 'article/list page 1, no cache at all, 1 connection',
      path: PATH.articleList,
      body: listBody(menuId),
      connections: 1,
      targets: [],
      settings: noCache,
    },
    {
      name: 'article/list "neural" page 1, no cache at all, 1 connection',
      path: PATH.articleList,
      body: listBody(menuId, 1, 'neural'),
      connections: 1,
      targets: [],
      settings: noCache,
    },
  ]
  for (const [i, c] of cases.entries()) {
    server = await startServer(`server, cache off (${i + 1}/${cases.length})`, c.settings)
    try {
      if (i === 0) {
        const found = await call(server.port, PATH.articleList, listBody(menuId, 1, 'neural'))
        console.log(`  keyword "neural" matches ${String(found.retMap.total)}${found.retMap.totalCapped ? ' or more' : ''} articles`)
      }
      const first = await call(server.port, c.path, typeof c.body === 'function' ? (c.body as (n: number) => unknown)(0) : c.body)
      const s = await load(server, c)
      show(db, c, s)
      rows.push({ db, case: c.name, bytes: first.answer.body.length, server: s, targets: c.targets })
    } finally {
      peakMb = Math.max(peakMb, memoryOf(server.pid)?.peakMb ?? 0)
      await server.stop()
    }
  }
  const underLoad = Math.max(0, ...rows.slice(from).map((r) => r.server.peakRssMb))
  memory.push({ process: `${db}, cache off`, peakMb: Math.max(peakMb, underLoad), underLoadMb: underLoad, limitMb: TARGETS.rssMb })
}

// ---------------------------------------------------------------------------------------------

function machine(): string {
  let commit = ''
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim()
    // The build is of the working tree: say so when it differs from the commit.
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps/server/src', 'packages/contract/src'], { cwd: ROOT })
      .toString()
      .trim()
    if (dirty) commit += ` + uncommitted changes in ${dirty.split('\n').length} server/contract files`
  } catch {
    /* not a checkout */
  }
  return [
    `date: ${new Date().toISOString()}`,
    `machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM; Node ${process.version}; commit ${commit || '?'}`,
    // Other work on a shared machine shows here; compare runs only at similar load averages.
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
    `load: autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s per case (against the baseline: ${ROUNDS} rounds of ${(SECONDS / ROUNDS).toFixed(1)} s a side, alternated), POST JSON, 127.0.0.1`,
    `server: MALLOC_ARENA_MAX=${serverEnv().MALLOC_ARENA_MAX ?? '(glibc default)'}; node ${serverNodeFlags(undefined).join(' ')} (embedded), node ${serverNodeFlags('postgres://').join(' ')} (PostgreSQL)`,
  ].join('\n')
}

let pgCreated = false

async function main() {
  ensureBuilt()
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const runDir = join(ROOT, '.bench', `run-${stamp}`)
  mkdirSync(runDir, { recursive: true })
  snapshotBuild(runDir)
  const header = machine()
  console.log(header)

  await publicReads('embedded', join(runDir, 'embedded'), {})

  if (SKIP_PG) {
    console.log('\nBENCH_SKIP_PG=1: PostgreSQL cases skipped')
  } else {
    const url = benchDatabaseUrl()
    await dropBenchDatabase()
    await admin(`create database ${BENCH_DB}`)
    pgCreated = true
    try {
      const dir = join(runDir, 'postgresql')
      await publicReads('postgresql', dir, { DATABASE_URL: url })
      console.log(`\n== scale seed: ${ARTICLES} articles into ${BENCH_DB}`)
      await seedScale(url, dir)
      await list100k(url, dir)
    } finally {
      await dropBenchDatabase()
      pgCreated = false
    }
  }

  const report = [
    header,
    '',
    resultTable(rows),
    '',
    memoryTable(memory),
    '',
    summary(rows, memory),
    '',
    `Targets: public reads ≥ ${TARGETS.publicRatio * 100} % of the baseline's req/s with p99 < ${TARGETS.publicP99Ms} ms; ` +
      `article/list on PostgreSQL with ${ARTICLES} articles p99 < ${TARGETS.listP99Ms} ms; server RSS < ${TARGETS.rssMb} MB; ` +
      `the first start seeding the demo < ${TARGETS.firstStartMb} MB.`,
  ].join('\n')
  const file = join(ROOT, '.bench', `results-${stamp}.md`)
  writeFileSync(file, `${report}\n`)
  // The databases and the build copy are only for this run (tens of MB); a crashed run keeps them to look at.
  rmSync(runDir, { recursive: true, force: true })
  console.log(`\n${report}\n\n(also written to ${file})`)
}

// Children are killed however the benchmark ends; an interrupted run also drops its database.
process.on('exit', () => killAllChildren('SIGKILL'))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the child processes`)
    killAllChildren('SIGKILL')
    const drop = pgCreated ? dropBenchDatabase().catch(() => {}) : Promise.resolve()
    void drop.finally(() => process.exit(130))
  })
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('\nbenchmark crashed:', error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
