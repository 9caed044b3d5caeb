/**
 * What counting per-client limits in the shared database costs a search: `npm run bench:limits`.
 *
 * Two apps over one scratch PostgreSQL database with the demo content, the public cache off so every
 * search reaches the database: one counts the search limit in the database (as the site does), the
 * other in its own memory (as it did when each instance counted alone). Searches of different words go
 * to each in turn, one at a time, in alternated rounds, so the machine's noise at a moment falls on
 * both; the difference of the means is the count's cost. The database is dropped at the end.
 *
 * Settings: BENCH_ROUNDS (20), BENCH_PER_ROUND (50), BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { loadavg, tmpdir } from 'node:os'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.js'
import { loadConfig } from '../apps/server/src/config.js'
import { migrate, openDatabase } from '../apps/server/src/db/database.js'
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.js'
import { syncSearch } from '../apps/server/src/modules/search/index.js'
import { menuService } from '../apps/server/src/modules/menu/index.js'
import { DirectoryFileStore } from '../apps/server/src/storage/directory-file-store.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 50)
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DB_NAME = 'ibr_limit_bench'
const WORDS = ['neuron', 'cortex', 'synapse', 'memory', 'sleep', 'vision', '神经', '记忆', '睡眠', '突触', 'imaging', 'circuit']

const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  await client.query(query)
  await client.end()
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length

async function main() {
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  await admin(`drop database if exists ${DB_NAME}`)
  await admin(`create database ${DB_NAME}`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${DB_NAME}`
  const dataDir = mkdtempSync(join(tmpdir(), 'ibr-limit-bench-'))
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'silent',
    CACHE_TTL_SECONDS: '0',
    SEARCH_RATE_LIMIT: '10000000',
  }
  const config = loadConfig(env)
  const database = await openDatabase({ url: config.databaseUrl, dataDir })
  try {
    await migrate(database.db)
    const deps = {
      config,
      db: database.db,
      databaseKind: database.kind,
      store: new DirectoryFileStore(join(dataDir, 'files')),
      version: 'bench',
    }
    await seedDemo(deps)
    await syncSearch(database.db, menuService(database.db, 0), config.timeZone, config.product)
    const shared = await buildApp(deps, { logger: false })
    const local = await buildApp(deps, { logger: false, clientLimits: 'memory' })
    const times = { shared: [] as number[], local: [] as number[] }
    let n = 0
    const search = async (app: typeof shared) => {
      const word = WORDS[n++ % WORDS.length]!
      const started = performance.now()
      const res = await app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { q: word, lang: n % 2 ? 'en' : 'zh', page: 1 + (n % 3) },
      })
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`)
      return performance.now() - started
    }
    // Warm both (prepared statements, caches of the database).
    for (let i = 0; i < PER_ROUND; i++) {
      await search(shared)
      await search(local)
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? (['local', 'shared'] as const) : (['shared', 'local'] as const)
      for (const side of order) for (let i = 0; i < PER_ROUND; i++) times[side].push(await search(side === 'shared' ? shared : local))
    }
    await shared.close()
    await local.close()
    const line = (name: string, t: number[]) =>
      `${name}: mean ${mean(t).toFixed(2)} ms, p50 ${percentile(t, 0.5).toFixed(2)} ms, p99 ${percentile(t, 0.99).toFixed(2)} ms (${t.length} searches)`
    console.log(line('counted in memory (one instance)', times.local))
    console.log(line('counted in the database (every instance)', times.shared))
    console.log(
      `cost of the shared count: ${(mean(times.shared) - mean(times.local)).toFixed(2)} ms a search, ${((mean(times.shared) / mean(times.local)) * 100 - 100).toFixed(1)} % of an uncached search`,
    )
    console.log(
      `load average at end: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    )
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
    await admin(`drop database if exists ${DB_NAME}`)
  }
}

await main()
