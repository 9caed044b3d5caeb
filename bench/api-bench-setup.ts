/** The api benchmark's build, processes and database: a copy of the build, servers, the baseline, the scale seed. */
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import pg from 'pg'
import { ARTICLES, BENCH_DB, PATH, PG_ADMIN_URL, ROOT } from './api-bench-settings.js'
import { freePort, serverEnv, startProcess, serverNodeFlags, type Managed, SERVER_BUNDLE as SERVER_MAIN } from './server-process.js'

/** The copy of the build the run uses (see snapshotBuild). */
let serverMain = SERVER_MAIN

/**
 * `npm run build` when the server is not built, when its sources are newer than the build (figures
 * of a stale build would be misattributed) or when BENCH_BUILD=1. A failed rebuild of an existing
 * build is a warning, not a crash: others' work in progress should not stop a measurement.
 */
export function ensureBuilt() {
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
export function snapshotBuild(runDir: string) {
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

export async function startServer(name: string, settings: Record<string, string>): Promise<Managed> {
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

export async function startBaseline(dir: string, answers: Map<string, { contentType: string; body: Buffer }>): Promise<Managed> {
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

export function benchDatabaseUrl(): string {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${BENCH_DB}`
  return url.toString()
}

export async function admin(statement: string): Promise<void> {
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
export async function searchIndexed(url: string): Promise<void> {
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
export const dropBenchDatabase = () => admin(`drop database if exists ${BENCH_DB} with (force)`)

/** The scale seed, run as the developer would run it (a child process of its own). */
export async function seedScale(url: string, dataDir: string): Promise<void> {
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
