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
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { ARTICLES, BENCH_DB, CONNECTIONS, ROOT, ROUNDS, SECONDS, SKIP_PG, WARMUP } from './api-bench-settings.js'
import { memory, publicReads, rows } from './api-bench-cases.js'
import { list100k } from './api-bench-list.js'
import { admin, benchDatabaseUrl, dropBenchDatabase, ensureBuilt, seedScale, snapshotBuild } from './api-bench-setup.js'
import { memoryTable, resultTable, summary, TARGETS } from './report.js'
import { killAllChildren, serverEnv, serverNodeFlags } from './server-process.js'

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
