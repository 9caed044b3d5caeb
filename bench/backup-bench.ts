/**
 * Memory of a backup and a restore at scale: `npm run bench:backup`.
 *
 * A site with BENCH_ARTICLES (100,000) articles, the scale seed's, beside the demo content, and
 * BENCH_FILES × BENCH_FILE_MB (200 × 5 MB, 1 GB) of random bytes written straight into the store and
 * named by `file` rows; on PostgreSQL when DATABASE_URL is set (scratch databases are made on its
 * server and dropped after), else on the embedded database. `npm run backup` writes its archive and
 * `npm run restore` puts it into an empty site, each in its own process as an operator runs them;
 * each reports its peak resident memory at exit (getrusage's maxrss: bench/max-rss-at-exit.ts), and
 * the memory of its process tree (pg_dump, pg_restore) is sampled from here. The baseline, in the same
 * run: the same two commands on a migrated but empty site. The figure is the growth over it, which
 * should stay under 100 MB whatever the site's size.
 *
 * Settings: BENCH_ARTICLES (100000), BENCH_FILES (200), BENCH_FILE_MB (5), DATABASE_URL, BENCH_KEEP
 * (1: keep the sites and archives in .bench/).
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { loadConfig } from '../apps/server/src/config.js'
import { migrate, openDatabase } from '../apps/server/src/db/database.js'
import { insertArticles, settleAfterLoad } from '../apps/server/src/db/scale/bulk-insert.js'
import { newsMenuId } from '../apps/server/src/db/scale/news-menu.js'
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/seed-demo-if-empty.js'
import { openFileStore } from '../apps/server/src/storage/open-file-store.js'
import { sampleTreeRss } from './process-tree-rss.js'
import { serverEnv } from './server-process.js'

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const ARTICLES = num('BENCH_ARTICLES', 100_000)
const FILES = num('BENCH_FILES', 200)
const FILE_MB = num('BENCH_FILE_MB', 5)
const TARGET_MB = 100
const ADMIN_URL = process.env.DATABASE_URL ?? ''

const REPO = new URL('..', import.meta.url).pathname
const SERVER = join(REPO, 'apps/server')
const MB = 2 ** 20
const BENCH_BACKUP_KEY = randomBytes(32).toString('hex')
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')
const root = join(REPO, '.bench', `backup-${stamp}`)
const started = performance.now()
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`)

interface Site {
  name: string
  dataDir: string
  /** '' for the embedded database. */
  databaseUrl: string
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  try {
    await admin.query(text)
  } finally {
    await admin.end()
  }
}

const dbName = (site: string) => `ibr_bench_backup_${site.replaceAll('-', '_')}`

async function makeSite(name: string): Promise<Site> {
  const dataDir = join(root, name)
  await mkdir(dataDir, { recursive: true })
  if (!ADMIN_URL) return { name, dataDir, databaseUrl: '' }
  await adminQuery(`drop database if exists ${dbName(name)}`)
  await adminQuery(`create database ${dbName(name)}`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${dbName(name)}`
  return { name, dataDir, databaseUrl: url.toString() }
}

/** Migrates the site; with content, adds the demo, the scale seed's articles and the files. */
async function fill(site: Site, content: { articles: number; files: number } | null) {
  const config = loadConfig({ DATA_DIR: site.dataDir, DATABASE_URL: site.databaseUrl, LOG_LEVEL: 'warn', SEED_DEMO: 'false' })
  const database = await openDatabase({ url: site.databaseUrl, dataDir: site.dataDir })
  try {
    await migrate(database.db)
    if (!content) return
    const store = await openFileStore(config)
    await seedDemoIfEmpty({ config, db: database.db, databaseKind: database.kind, store, version: 'bench' }, { info: () => {} })
    log(`${site.name}: demo content in; inserting ${content.articles} articles`)
    let reported = performance.now()
    await insertArticles(database.db, {
      menuId: await newsMenuId(database.db, config.product),
      count: content.articles,
      batchSize: 1000,
      firstNumber: 1,
      now: Date.now(),
      workers: database.kind === 'postgresql' ? 2 : 1,
      onBatch: (done) => {
        if (performance.now() - reported < 30_000) return
        reported = performance.now()
        log(`${site.name}: ${done} articles`)
      },
    })
    await settleAfterLoad(database.db, (line) => log(`${site.name}: ${line}`))
    for (let i = 0; i < content.files; i += 1) {
      const bytes = randomBytes(FILE_MB * MB)
      const sha256 = await store.put(bytes)
      await database.db
        .insertInto('file')
        .values({
          id: randomBytes(16).toString('base64url'),
          sha256,
          mime: 'application/octet-stream',
          kind: 'document',
          size: bytes.length,
          name: `bench-${i}.bin`,
          visibility: 'private',
        })
        .execute()
    }
    log(`${site.name}: ${content.files} files of ${FILE_MB} MB stored`)
  } finally {
    await database.close()
  }
}

interface Measured {
  seconds: number
  /** The Node process's own peak (maxrss). */
  peakMb: number
  /** The highest sampled memory of the process and its children. */
  treeMb: number
}

/** The node arguments of `npm run <script>` as apps/server/package.json has them (its V8 flags too), the preload added. */
function scriptArgs(script: 'backup' | 'restore'): string[] {
  const scripts = (JSON.parse(readFileSync(join(SERVER, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
  const [program, ...args] = scripts[script]!.split(/\s+/)
  if (program !== 'node') throw new Error(`npm run ${script} is not a node command: ${scripts[script]}`)
  const entry = args.pop()!
  return [...args, '--import', new URL('./max-rss-at-exit.ts', import.meta.url).href, entry]
}

/** Runs `npm run <script>` (its command, without npm around it) on the site and measures it. */
async function measure(script: 'backup' | 'restore', site: Site, args: string[]): Promise<Measured> {
  const rssFile = join(root, `${script}-${site.name}.rss.json`)
  const t = performance.now()
  const child = spawn(process.execPath, [...scriptArgs(script), ...args], {
    cwd: SERVER,
    env: {
      ...serverEnv(),
      DATA_DIR: site.dataDir,
      DATABASE_URL: site.databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Signed and checked as a production site's archives are (docs/backup.md); a key for this run only.
      BACKUP_KEY: BENCH_BACKUP_KEY,
      BENCH_MAX_RSS_FILE: rssFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stopSampling = sampleTreeRss(child.pid!)
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const status = await new Promise<number | null>((resolve) => child.once('close', resolve))
  const treeBytes = stopSampling()
  if (status !== 0) throw new Error(`${script} of ${site.name} failed (exit ${status}):\n${output}`)
  const { maxRssKb } = JSON.parse(readFileSync(rssFile, 'utf8')) as { maxRssKb: number }
  const seconds = (performance.now() - t) / 1000
  log(`${script} ${site.name}: ${seconds.toFixed(1)} s, peak ${(maxRssKb / 1024).toFixed(0)} MB; ${output.trim().split('\n').at(-1)}`)
  return { seconds, peakMb: maxRssKb / 1024, treeMb: treeBytes / MB }
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim()
const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim()
  } catch {
    return '?'
  }
}

async function main() {
  const kind = ADMIN_URL ? 'PostgreSQL' : 'embedded'
  const atStart = uptime()
  log(`backup memory on the ${kind} database: ${ARTICLES} articles, ${FILES} × ${FILE_MB} MB files; work in ${root}`)
  const sites: Site[] = []
  try {
    const empty = await makeSite('empty')
    const full = await makeSite('site')
    const emptyTarget = await makeSite('empty-target')
    const fullTarget = await makeSite('target')
    sites.push(empty, full, emptyTarget, fullTarget)
    await fill(empty, null)
    await fill(full, { articles: ARTICLES, files: FILES })
    const emptyArchive = join(root, 'empty.tar')
    const fullArchive = join(root, 'site.tar')
    const rows = [
      ['backup', 'empty (baseline)', await measure('backup', empty, ['--out', emptyArchive])],
      ['backup', 'full', await measure('backup', full, ['--out', fullArchive])],
      ['restore', 'empty (baseline)', await measure('restore', emptyTarget, [emptyArchive])],
      ['restore', 'full', await measure('restore', fullTarget, [fullArchive])],
    ] as const
    const growth = (i: number) => rows[i + 1]![2].peakMb - rows[i]![2].peakMb
    const lines = [
      `## Backup and restore memory, ${new Date().toISOString().slice(0, 10)} (\`npm run bench:backup\`)`,
      '',
      `${kind} database; ${ARTICLES.toLocaleString('en')} articles beside the demo content and ${FILES} files of ${FILE_MB} MB ` +
        `(${((FILES * FILE_MB) / 1024).toFixed(2)} GB); archive ${(statSync(fullArchive).size / MB).toFixed(0)} MB. ` +
        `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM; Node ${process.version}; commit ${commit()}.`,
      '',
      `- \`uptime\` at start: ${atStart}`,
      `- \`uptime\` at end: ${uptime()}`,
      '',
      '| command | site | time | peak RSS (maxrss) | with pg_dump / pg_restore (sampled) |',
      '|---|---|---|---|---|',
      ...rows.map(
        ([command, site, m]) =>
          `| ${command} | ${site} | ${m.seconds.toFixed(1)} s | ${m.peakMb.toFixed(0)} MB | ${m.treeMb.toFixed(0)} MB |`,
      ),
      '',
      ...[0, 2].map((i) => {
        const g = growth(i)
        return `${rows[i]![0]}: peak RSS growth over the empty site **${g.toFixed(1)} MB** (target under ${TARGET_MB} MB: ${g < TARGET_MB ? 'met' : 'MISS'})`
      }),
    ]
    console.log(`\n${lines.join('\n')}\n`)
  } finally {
    if (process.env.BENCH_KEEP !== '1') {
      await rm(root, { recursive: true, force: true })
      if (ADMIN_URL) for (const site of sites) await adminQuery(`drop database if exists ${dbName(site.name)}`)
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  if (existsSync(root)) console.error(`work left in ${root}`)
  process.exit(1)
})
