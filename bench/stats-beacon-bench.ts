/**
 * What counting readers costs: `npm run bench:stats`.
 *
 * 1. The public path. One built server (embedded database, public cache on, the demo content) answers
 *    the public read mix (bench/public-reads.ts) from BENCH_CONNECTIONS clients, once alone and once
 *    while page-view beacons arrive beside the reads at BENCH_HIT_RATE a second (pages, referrers,
 *    languages and screens varying), in BENCH_PAIRS rounds with the order alternating, so a drift of
 *    the shared machine falls on both sides. The figure is the reads' throughput with the beacon over
 *    without it (goal: at least 0.95).
 * 2. A day of hits. BENCH_HITS (1,000,000) page views of one day from BENCH_VISITORS (100,000)
 *    readers over BENCH_PAGES (2,000) pages go through the recorder as the beacon's route hands them
 *    over (batches of 1,000), on the embedded database and, when BENCH_PG_ADMIN_URL's server answers,
 *    on a scratch PostgreSQL database: the time, the rows and the space the day's figures and its
 *    visitor hashes take, and the time closing the day takes.
 *
 * Settings: BENCH_ONLY (reads or day: one part), BENCH_HIT_PATH (another path for the beacons: the cost of sending
 * them alone), BENCH_SECONDS (8), BENCH_PAIRS (3), BENCH_CONNECTIONS (32), BENCH_HIT_RATE (200),
 * BENCH_HITS, BENCH_VISITORS, BENCH_PAGES, BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { migrate, openDatabase, type Database } from '../apps/server/src/db/database.js'
import { statsRecorder } from '../apps/server/src/modules/stats/index.js'
import { closedLoop, openLoop, type Call, type LoadOutcome } from './open-loop.js'
import { publicReads } from './public-reads.js'
import { killAllChildren, SERVER_BUNDLE, startDemoServer } from './server-process.js'

const num = (name: string, fallback: number) => Number(process.env[name] || fallback)
const SECONDS = num('BENCH_SECONDS', 8)
const PAIRS = num('BENCH_PAIRS', 3)
const CONNECTIONS = num('BENCH_CONNECTIONS', 32)
const HIT_RATE = num('BENCH_HIT_RATE', 200)
const HITS = num('BENCH_HITS', 1_000_000)
const VISITORS = num('BENCH_VISITORS', 100_000)
const PAGES = num('BENCH_PAGES', 2_000)
/** Where the beacons go: another path (one that answers 404) measures sending them apart from counting them. */
const HIT_PATH = process.env.BENCH_HIT_PATH ?? '/api/stats/hit'
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DAY = '2026-03-02'
/** `reads` or `day`: one part only. */
const ONLY = process.env.BENCH_ONLY ?? ''

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')

const SCREENS = ['phone', 'tablet', 'desktop'] as const
/** Page n of the site: most views go to few pages (1/rank), as readers' do. */
const page = (n: number) => (n % 3 === 0 ? `/ibrNews/news` : `/detail/ibrNewsnews/${1 + (n % PAGES)}`)
const zipf = (r: number) => Math.floor(PAGES ** r) - 1

function beaconCalls(): Call[] {
  return Array.from({ length: 500 }, (_, n) => ({
    path: HIT_PATH,
    body: {
      page: page(zipf(Math.random())),
      screen: SCREENS[n % 3],
      lang: n % 4 === 0 ? 'en' : 'zh',
      ...(n % 5 === 0 ? { referrer: `site${n % 40}.example.org` } : {}),
    },
  }))
}

const okRate = (o: LoadOutcome) => o.ok / o.seconds

async function publicPath() {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('build first: npm run build')
  const dataDir = mkdtempSync(join(tmpdir(), 'ibr-stats-bench-'))
  // One address sends every hit here: the per-client cap is not what is measured.
  const server = await startDemoServer('stats', dataDir, { STATS_RATE_LIMIT: '1000000' })
  const port = server.port
  try {
    const reads = await publicReads(port)
    const beacons = beaconCalls()
    await closedLoop({ port }, reads, CONNECTIONS, 5)
    const sides = { without: [] as number[], with: [] as number[] }
    let hitsAnswered = 0
    let hitsSent = 0
    for (let pair = 0; pair < PAIRS; pair++) {
      const order = pair % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const)
      for (const side of order) {
        const [readsOut, hitsOut] = await Promise.all([
          closedLoop({ port }, reads, CONNECTIONS, SECONDS),
          side === 'with' ? openLoop({ port }, beacons, HIT_RATE, SECONDS) : Promise.resolve(undefined),
        ])
        sides[side].push(okRate(readsOut))
        if (hitsOut) {
          hitsAnswered += hitsOut.ok
          hitsSent += hitsOut.sent
        }
        console.log(`  round ${pair + 1}, ${side} beacon: ${okRate(readsOut).toFixed(0)} reads/s; load average ${load()}`)
      }
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
    const ratio = mean(sides.with) / mean(sides.without)
    console.log('\n| reads/s without beacon | reads/s with beacon | ratio | beacons answered |')
    console.log('|---|---|---|---|')
    console.log(
      `| ${mean(sides.without).toFixed(0)} | ${mean(sides.with).toFixed(0)} | ${ratio.toFixed(3)} | ${hitsAnswered} of ${hitsSent} |`,
    )
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A day's hits through the recorder on one database: time, rows, space, and closing the day. */
async function dayOfHits(name: string, database: Database) {
  await migrate(database.db)
  const log = { warn: console.warn, info: () => {}, debug: () => {} } as never
  const noon = new Date(`${DAY}T04:00:00Z`)
  const recorder = statsRecorder(
    database.db,
    { timeZone: 'Asia/Shanghai', site: 'bench', flushMs: 60_000, ratePerMinute: 1e9, now: () => noon },
    log,
  )
  const started = performance.now()
  for (let n = 0; n < HITS; n++) {
    const visitor = Math.floor(Math.random() * VISITORS)
    recorder.hit(
      { page: page(zipf(Math.random())), screen: SCREENS[visitor % 3]!, ...(n % 5 === 0 ? { referrer: `site${n % 40}.example.org` } : {}) },
      visitor % 4 === 0 ? 'en' : 'zh',
      { address: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`, userAgent: `Mozilla/5.0 reader ${visitor % 50}` },
    )
    // The route hands hits over as they arrive; the recorder writes a batch every 1,000.
    if (n % 1000 === 999) await recorder.flush()
  }
  await recorder.stop()
  const seconds = (performance.now() - started) / 1000
  const size = async (table: string) => {
    const row = await sql<{ rows: string; bytes: string }>`select (select count(*) from ${sql.table(table)}) as rows,
      pg_total_relation_size(${table}) as bytes`.execute(database.db)
    return { rows: Number(row.rows[0]!.rows), mb: Number(row.rows[0]!.bytes) / 1024 / 1024 }
  }
  const daily = await size('stats_daily')
  const marks = await size('stats_visitor')
  const site = await sql<{ views: number; visitors: number }>`select views, visitors from stats_daily where dim = 'site'`.execute(
    database.db,
  )
  const closing = performance.now()
  await sql`delete from stats_salt where day < ${DAY}::date + 1`.execute(database.db)
  await sql`delete from stats_visitor where day < ${DAY}::date + 1`.execute(database.db)
  const closeSeconds = (performance.now() - closing) / 1000
  console.log(
    `| ${name} | ${HITS.toLocaleString('en')} | ${seconds.toFixed(1)} | ${((seconds / HITS) * 1e6).toFixed(1)} | ${daily.rows} rows, ${daily.mb.toFixed(1)} MB | ` +
      `${marks.rows} rows, ${marks.mb.toFixed(1)} MB | ${site.rows[0]?.views} views, ${site.rows[0]?.visitors} visitors | ${closeSeconds.toFixed(2)} |`,
  )
}

async function aggregation() {
  console.log(`\nA day of ${HITS.toLocaleString('en')} hits, ${VISITORS.toLocaleString('en')} readers, ${PAGES} pages:\n`)
  console.log('| database | hits | s | µs per hit | daily figures | visitor hashes (deleted at close) | the day counted | close s |')
  console.log('|---|---|---|---|---|---|---|---|')
  const dataDir = mkdtempSync(join(tmpdir(), 'ibr-stats-day-'))
  const embedded = await openDatabase({ dataDir })
  try {
    await dayOfHits('embedded', embedded)
  } finally {
    await embedded.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  try {
    await admin.connect()
  } catch {
    console.log('| PostgreSQL | not reached at BENCH_PG_ADMIN_URL |')
    return
  }
  const name = 'ibr_stats_bench'
  await admin.query(`drop database if exists ${name}`)
  await admin.query(`create database ${name}`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  const pgDir = mkdtempSync(join(tmpdir(), 'ibr-stats-day-'))
  const server = await openDatabase({ url: url.toString(), dataDir: pgDir })
  try {
    await dayOfHits('PostgreSQL', server)
  } finally {
    await server.close()
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
    rmSync(pgDir, { recursive: true, force: true })
  }
}

async function main() {
  console.log(`load average at start: ${load()}`)
  if (ONLY !== 'day') await publicPath()
  if (ONLY !== 'reads') await aggregation()
  console.log(`\nload average at the end: ${load()}`)
}

main().catch((error: unknown) => {
  console.error(error)
  killAllChildren()
  process.exitCode = 1
})
