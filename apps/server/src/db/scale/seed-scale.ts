/**
 * Fills a database for load benchmarks:
 *
 *   npm run seed:scale -- --articles 100000 [--database-url postgres://...] [--data-dir ./data]
 *                         [--batch 1000] [--replace]
 *
 * Migrates, adds the demo content when the database is empty, then bulk-inserts N published news
 * items (bilingual, 1–3 KB of body, publish dates over ten years) into the news section
 * (/ibrNews/news), and VACUUM ANALYZEs so the planner sees the real row counts. The database is the one
 * the server would use: --database-url, else DATABASE_URL, else the embedded one in DATA_DIR.
 * --replace first deletes the rows an earlier run added (created_by = 'seed-scale').
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { loadConfig } from '../../config.js'
import { openFileStore } from '../../storage/open-file-store.js'
import { migrate, openDatabase } from '../database.js'
import { seedDemoIfEmpty } from '../seed/seed-demo-if-empty.js'
import { insertArticles, SCALE_AUTHOR, settleAfterLoad } from './bulk-insert.js'
import { newsMenuId } from './news-menu.js'

// npm runs workspace scripts in apps/server; relative paths (DATA_DIR, --data-dir) should mean
// what they mean where the command was typed, as they do for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD)

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    batch: { type: 'string', default: '1000' },
    replace: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (args.help) {
  console.log('usage: npm run seed:scale -- --articles N [--database-url URL] [--data-dir DIR] [--batch 1000] [--replace]')
  process.exit(0)
}

const count = Number(args.articles)
const batchSize = Number(args.batch)
if (!Number.isInteger(count) || count < 0) throw new Error(`--articles must be a whole number, got ${args.articles}`)
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 4000) throw new Error(`--batch must be 1..4000, got ${args.batch}`)

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main() {
  const config = loadConfig({
    ...process.env,
    ...(args['database-url'] !== undefined ? { DATABASE_URL: args['database-url'] } : {}),
    ...(args['data-dir'] !== undefined ? { DATA_DIR: args['data-dir'] } : {}),
  })
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  const where = database.kind === 'postgresql' ? config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@') : join(config.dataDir, 'pgdata')
  console.log(`seed:scale: ${count} articles into the ${database.kind} database at ${where}`)
  try {
    await migrate(database.db)
    const store = await openFileStore(config)
    const deps = { config, db: database.db, databaseKind: database.kind, store, version: 'seed-scale' }
    await seedDemoIfEmpty(deps, { info: (msg: string) => console.log(`  demo seed: ${msg}`) })

    const menuId = await newsMenuId(database.db, config.product)
    if (args.replace) {
      const removed = await database.db.deleteFrom('article').where('created_by', '=', SCALE_AUTHOR).executeTakeFirst()
      console.log(`removed ${removed.numDeletedRows} articles of an earlier run`)
    }
    const earlier = await database.db
      .selectFrom('article')
      .where('created_by', '=', SCALE_AUTHOR)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()

    const started = performance.now()
    let lastReport = started
    await insertArticles(database.db, {
      menuId,
      count,
      batchSize,
      firstNumber: earlier.n + 1,
      now: Date.now(),
      // The embedded database has one connection: a second session would only queue behind it.
      workers: database.kind === 'postgresql' ? 2 : 1,
      onBatch(done) {
        const t = performance.now()
        if (t - lastReport > 5000 || done === count) {
          lastReport = t
          console.log(`  ${done} / ${count} rows, ${Math.round(done / ((t - started) / 1000))} rows/s`)
        }
      },
    })
    const loaded = performance.now()

    await settleAfterLoad(database.db, (line) => console.log(`  ${line}`))
    const total = performance.now() - started
    console.log(
      `seed:scale: ${count} articles into menu ${menuId} in ${seconds(total)}: ` +
        `${Math.round(count / ((loaded - started) / 1000))} rows/s inserting, ${Math.round(count / (total / 1000))} rows/s overall`,
    )
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  console.error('seed:scale failed:', error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
