// PostgreSQL pass: the server's connections carry its build in application_name (pg_stat_activity).
/**
 * The server process itself (main.ts, run from source) on a database a newer build migrated: it
 * starts, warns once and answers /readyz 200 "newer" when the newer migration is recorded additive,
 * and stops at start, naming the migration, when it is a contract migration.
 */
import { readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { firstAnswer, spawnServerProcess, type ServerProcess } from '../test/server-process.js'
import { TEMPLATE_DB, TEMPLATE_DIR, withDatabase } from '../test/template.js'
import { knownMigrations, openDatabase } from './database.js'

const url = process.env.DATABASE_URL
const NEWER = '9990-adds-a-column'
const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version
const cleanups: (() => Promise<void>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function admin(query: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(query)
  await client.end()
}

/** A copy of the seeded demo site whose database a newer build has taken one migration further. */
async function siteOneMigrationAhead(record: { olderBuildsMayServe: boolean; why?: string }): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ibr-newer-start-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  let databaseUrl = ''
  if (url) {
    const name = `ibr_test_${randomBytes(5).toString('hex')}`
    await admin(`create database ${name} template ${TEMPLATE_DB}`)
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`))
    databaseUrl = withDatabase(url, name)
  } else await cp(TEMPLATE_DIR, dataDir, { recursive: true })
  const database = await openDatabase({ url: databaseUrl || undefined, dataDir })
  try {
    await sql`insert into kysely_migration (name, timestamp) values (${NEWER}, ${new Date().toISOString()})`.execute(database.db)
    await sql`insert into schema_migration_compat (name, older_builds_may_serve, why)
      values (${NEWER}, ${record.olderBuildsMayServe}, ${record.why ?? null})`.execute(database.db)
  } finally {
    await database.close()
  }
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }
}

/** The server run from source (no build needed) on the site, stopped after the test. */
async function startFromSource(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServerProcess({ SEED_DEMO: 'false', ...env }, { fromSource: true })
  cleanups.push(() => server.stop())
  return server
}

describe('the server started on a database a newer build migrated', () => {
  it('starts on an additive newer migration, warns once naming it, and is ready with "newer"', async () => {
    const known = await knownMigrations()
    const started = await startFromSource(await siteOneMigrationAhead({ olderBuildsMayServe: true }))
    expect(await firstAnswer(started, '/readyz'), started.stderr()).toEqual({
      status: 200,
      body: { status: 'ready', schema: 'newer', applied: known.length + 1, expected: known.length },
    })
    const warnings = started.log.filter((line) => line.level === 40 && String(line.msg).startsWith('serving on a newer schema'))
    expect(warnings.map((line) => line.msg)).toEqual([
      `serving on a newer schema: the database has migrations this build does not know (${NEWER}), each recorded additive by the build that applied it`,
    ])
    if (url) {
      // Its connections say which build it is, for migrate down and restore to see.
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const { rows } = await client.query<{ application_name: string }>(
          `select distinct application_name from pg_stat_activity where application_name like 'ibr-server %'`,
        )
        expect(rows.map((row) => row.application_name)).toContain(`ibr-server ${VERSION} ${known.at(-1)}`)
      } finally {
        await client.end()
      }
    }
  }, 120_000)

  it('stops at start on a contract migration, naming it and why', async () => {
    const started = await startFromSource(
      await siteOneMigrationAhead({ olderBuildsMayServe: false, why: 'drops article.summary, which older builds read' }),
    )
    expect(await firstAnswer(started, '/readyz')).toBeUndefined()
    expect(await started.exited).toBe(1)
    expect(started.stderr()).toContain(`${NEWER} is a contract migration (drops article.summary, which older builds read)`)
    expect(started.stderr()).toContain('Deploy that build or a newer one')
  }, 120_000)
})
