// PostgreSQL pass: servers starting together wait on the start lock, an advisory lock across processes.
/**
 * Instances started together on one database: migrations and the demo seed run once, and an older
 * build refuses a database a newer one has migrated. Three real server processes need PostgreSQL
 * (DATABASE_URL): two processes cannot open the embedded database's folder at once.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate, migrationLevel, NewerDatabaseError, openDatabase } from './database.js'
import { MAIN_JS, startServerProcess, type ServerProcess } from '../test/server-process.js'
import { TEMPLATE_DB, withDatabase } from '../test/template.js'

const url = process.env.DATABASE_URL

/** Tables the demo seed fills, compared with the template the test run seeded once. */
const SEEDED = ['menu', 'article', 'team', 'research_area', 'file', 'meeting'] as const

async function counts(connectionString: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const out: Record<string, number> = {}
    for (const table of SEEDED) out[table] = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n)
    return out
  } finally {
    await client.end()
  }
}

describe.runIf(url && existsSync(MAIN_JS))('three instances started together on an empty PostgreSQL database', () => {
  const name = `ibr_test_start_${randomBytes(4).toString('hex')}`
  const dirs: string[] = []
  const started: ServerProcess[] = []

  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()))
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
  })

  it('migrate and seed once: all three come up, with one copy of the demo content', async () => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const databaseUrl = withDatabase(url!, name)
    for (let i = 0; i < 3; i++) dirs.push(await mkdtemp(join(tmpdir(), 'ibr-start-')))
    const results = await Promise.allSettled(
      dirs.map((dataDir) => startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'true' }, 240_000)),
    )
    for (const r of results) if (r.status === 'fulfilled') started.push(r.value)
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ready'))).toEqual(['ready', 'ready', 'ready'])

    expect(await counts(databaseUrl)).toEqual(await counts(withDatabase(url!, TEMPLATE_DB)))
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const staff = await client.query(`select username from staff_user order by username`)
      expect(staff.rows.map((r: { username: string }) => r.username)).toEqual(['admin', 'editor', 'reviewer', 'teamadmin'])
    } finally {
      await client.end()
    }
    const seeded = started.flatMap((s) => s.log).filter((line) => String(line.msg).startsWith('demo content: empty database'))
    expect(seeded).toHaveLength(1)
  }, 300_000)
})

describe('a database migrated by a newer build', () => {
  it('is refused before anything changes, with both levels and what to do', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ibr-newer-'))
    const database = await openDatabase({ dataDir, memory: true })
    try {
      await migrate(database.db)
      const level = await migrationLevel(database.db)
      await sql`insert into kysely_migration (name, timestamp) values ('9999-from-the-future', '2099-01-01T00:00:00.000Z')`.execute(
        database.db,
      )
      const refused = await migrate(database.db).then(
        () => null,
        (error: unknown) => error,
      )
      expect(refused).toBeInstanceOf(NewerDatabaseError)
      const message = (refused as Error).message
      expect(message).toContain('9999-from-the-future')
      expect(message).toContain(level.name)
      expect(message).toMatch(/newer build/)
      expect((await migrationLevel(database.db)).count).toBe(level.count + 1)
    } finally {
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
