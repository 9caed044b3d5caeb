// PostgreSQL pass: servers' connections seen by application_name refuse a down while they know what it undoes.
/**
 * `npm run migrate -- down`: the down()s run newest first in one transaction, with each migration's
 * record; a down() that would drop data is refused, naming what, unless --discard-data; servers that
 * know an undone migration refuse it. Synthetic migrations on top of this build's build the data.
 * The command itself (`npm run migrate`) is in migrate-cli.test.ts.
 */
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { raw, TALKS, WITH_TALKS } from '../test/talk-migrations.js'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { appliedMigrations, knownMigrations, migrate } from './database.js'
import { knowsMigration } from './live-instances.js'
import { migrateDown, MigrateDownRefused, resolveMigration, type MigrateDownOptions } from './migrate-down.js'
import { MIGRATIONS, type SiteMigration } from './migrations/index.js'

const onPostgres = Boolean(process.env.DATABASE_URL)

let t: TestApp
let known: string[]
let last: string

beforeAll(async () => {
  t = await createTestApp()
  known = await knownMigrations()
  last = known.at(-1)!
})
afterAll(async () => {
  await t?.close()
})

const any = () => t.deps.db as unknown as Kysely<unknown>

async function applyTalks(migrations: Record<string, SiteMigration> = TALKS) {
  for (const [name, migration] of Object.entries(migrations)) {
    await migration.up(any())
    await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(t.deps.db)
  }
}

async function tableExists(name: string): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass(${name}) is not null as present`.execute(t.deps.db)
  return rows[0]!.present
}

async function refused(options: MigrateDownOptions): Promise<string> {
  const error = await migrateDown({ db: t.deps.db, kind: t.deps.databaseKind }, options).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(MigrateDownRefused)
  return (error as Error).message
}

describe('migrate down', () => {
  it('names a migration by its name or its number', () => {
    expect(resolveMigration('29', known)).toBe('0029-reader-stats')
    expect(resolveMigration('0029', known)).toBe('0029-reader-stats')
    expect(resolveMigration('0029-reader-stats', known)).toBe('0029-reader-stats')
    expect(() => resolveMigration('0011', known)).toThrow(/no migration 0011 in this build \(it knows 0001-initial to /)
  })

  it('undoes an empty migration, and refuses, naming it, one whose down() would drop rows or values', async () => {
    await applyTalks()
    // Undoing the room column of an empty table loses nothing.
    const down = { db: t.deps.db, kind: t.deps.databaseKind }
    expect(await migrateDown(down, { to: '9990', migrations: WITH_TALKS })).toEqual({ undone: ['9991-talk-rooms'], discarded: [] })
    await applyTalks({ '9991-talk-rooms': TALKS['9991-talk-rooms']! })
    await raw(any(), `insert into talk (id, title, room) values (1, 'Synapses', 'B101'), (2, 'Glia', null)`)

    const message = await refused({ to: last, migrations: WITH_TALKS })
    expect(message).toContain("9991-talk-rooms's down() drops talk.room: 1 values")
    expect(message).toContain("9990-talks's down() drops talk: 2 rows")
    expect(message).toContain('--discard-data')
    // Nothing changed: both applied, the rows there.
    expect((await appliedMigrations(t.deps.db)).slice(-2)).toEqual(['9990-talks', '9991-talk-rooms'])
    expect(Number((await sql<{ n: string }>`select count(room) as n from talk`.execute(t.deps.db)).rows[0]!.n)).toBe(1)

    const result = await migrateDown(down, { to: last, migrations: WITH_TALKS, discardData: true })
    expect(result.undone).toEqual(['9991-talk-rooms', '9990-talks'])
    expect(result.discarded).toEqual([
      { migration: '9991-talk-rooms', items: ['talk.room: 1 values'] },
      { migration: '9990-talks', items: ['talk: 2 rows'] },
    ])
    expect(await tableExists('talk')).toBe(false)
    expect(await appliedMigrations(t.deps.db)).toEqual(known)
  })

  it('refuses a down() that deletes rows of a table it keeps', async () => {
    const pruning: Record<string, SiteMigration> = {
      '9990-talks': {
        up: async (db) => void (await raw(db, `create table talk (id integer primary key, title text not null)`)),
        down: async (db) => void (await raw(db, 'drop table talk')),
      },
      '9991-keynote': {
        up: async (db) => void (await raw(db, `insert into talk values (100, 'Keynote')`)),
        down: async (db) => void (await raw(db, 'delete from talk where id = 100')),
      },
    }
    await applyTalks(pruning)
    expect(await refused({ to: '9990', migrations: { ...MIGRATIONS, ...pruning } })).toContain(
      "9991-keynote's down() drops talk: 1 rows deleted",
    )
    await migrateDown(
      { db: t.deps.db, kind: t.deps.databaseKind },
      { to: last, migrations: { ...MIGRATIONS, ...pruning }, discardData: true },
    )
    expect(await tableExists('talk')).toBe(false)
  })

  it('counts of a dropped column only the values its default would not write again', async () => {
    const states: Record<string, SiteMigration> = {
      '9990-talks': TALKS['9990-talks']!,
      '9991-talk-states': {
        up: async (db) =>
          void (await raw(
            db,
            `alter table talk add column state text not null default 'draft', add column starts_at timestamptz not null default now(),
               add column double_id integer generated always as (id * 2) stored`,
          )),
        down: async (db) => void (await raw(db, 'alter table talk drop column state, drop column starts_at, drop column double_id')),
      },
    }
    const migrations = { ...MIGRATIONS, ...states }
    await applyTalks(states)
    await raw(any(), `insert into talk (id, title) values (1, 'Synapses')`)
    await raw(any(), `insert into talk (id, title, state, starts_at) values (2, 'Glia', 'final', now() + interval '1 day')`)
    await raw(any(), `insert into talk (id, title, starts_at) values (3, 'Cortex', now() - interval '1 day')`)
    const message = await refused({ to: '9990', migrations })
    expect(message).toMatch(
      /9991-talk-states's down\(\) drops talk\.state: 1 values other than its default \('draft'::text\), talk\.starts_at: 1 values later than now \(its default is now\(\)\)\./,
    )
    expect(message).not.toContain('double_id')
    // What the defaults would write again, and times already past, are no data.
    await raw(any(), `update talk set state = 'draft', starts_at = now() - interval '1 hour' where id = 2`)
    const down = { db: t.deps.db, kind: t.deps.databaseKind }
    expect(await migrateDown(down, { to: '9990', migrations })).toEqual({ undone: ['9991-talk-states'], discarded: [] })
    await migrateDown(down, { to: last, migrations, discardData: true })
    expect(await tableExists('talk')).toBe(false)
  })

  it('undoes 0032 while removals are only waiting, and refuses, naming them, while deleted files are still kept', async () => {
    const keep = known.find((name) => name.startsWith('0032-'))!
    const previous = known[known.indexOf(keep) - 1]!
    await raw(
      any(),
      `insert into blob_release_pending (sha256, due_at) values ('${'a'.repeat(64)}', default), ('${'b'.repeat(64)}', now() + interval '30 days')`,
    )
    const down = { db: t.deps.db, kind: t.deps.databaseKind }
    try {
      expect(await refused({ to: previous })).toContain(`${keep}'s down() drops blob_release_pending.due_at: 1 values later than now`)
      await raw(any(), `delete from blob_release_pending where sha256 = '${'b'.repeat(64)}'`)
      expect((await migrateDown(down, { to: previous })).discarded).toEqual([])
      expect(await migrate(t.deps.db)).toEqual({ newer: [] })
    } finally {
      await raw(any(), 'delete from blob_release_pending')
    }
    expect(await appliedMigrations(t.deps.db)).toEqual(known)
  })

  it('counts the rows a down() truncates of a table it keeps', async () => {
    const truncating: Record<string, SiteMigration> = {
      '9990-talks': TALKS['9990-talks']!,
      '9991-talks-filled': {
        up: async (db) => void (await raw(db, `insert into talk values (1, 'Synapses'), (2, 'Glia')`)),
        down: async (db) => void (await raw(db, 'truncate talk')),
      },
    }
    const migrations = { ...MIGRATIONS, ...truncating }
    await applyTalks(truncating)
    expect(await refused({ to: '9990', migrations })).toContain("9991-talks-filled's down() drops talk: 2 rows deleted")
    await migrateDown({ db: t.deps.db, kind: t.deps.databaseKind }, { to: last, migrations, discardData: true })
    expect(await tableExists('talk')).toBe(false)
  })

  it('refuses migrations this build does not carry, and a target the database has not applied', async () => {
    await applyTalks()
    expect(await refused({ to: last })).toContain('this build does not carry (9991-talk-rooms, 9990-talks)')
    await migrateDown({ db: t.deps.db, kind: t.deps.databaseKind }, { to: last, migrations: WITH_TALKS })
    expect(await refused({ to: '9990', migrations: WITH_TALKS })).toContain('the database has not applied 9990-talks')
  })

  it("undoes this build's last migration with its record, and migrate brings both back", async () => {
    const previous = known.at(-2)!
    expect(await migrateDown({ db: t.deps.db, kind: t.deps.databaseKind }, { to: previous })).toEqual({ undone: [last], discarded: [] })
    expect((await appliedMigrations(t.deps.db)).at(-1)).toBe(previous)
    expect(await migrate(t.deps.db)).toEqual({ newer: [] })
    expect(await appliedMigrations(t.deps.db)).toEqual(known)
    const { rows } = await sql<{ n: string }>`select count(*) as n from schema_migration_compat`.execute(t.deps.db)
    expect(Number(rows[0]!.n)).toBe(known.length)
  })

  it.runIf(onPostgres)('is refused while a server that knows an undone migration is connected, naming it', async () => {
    const connect = async (application: string) => {
      const client = new pg.Client({ connectionString: t.deps.config.databaseUrl, application_name: application })
      await client.connect()
      return client
    }
    await applyTalks()
    const newer = await connect('ibr-server 9.9.9 9991-talk-rooms')
    const older = await connect(`ibr-server 0.1.0 ${last}`)
    try {
      const message = await refused({ to: last, migrations: WITH_TALKS })
      expect(message).toContain('servers that know 9990-talks are connected to this database')
      expect(message).toContain('1 server connection: version 9.9.9 (knows up to 9991-talk-rooms) from 127.0.0.1')
      expect(message).toContain("systemctl stop 'ibr@*'")
      expect(message).not.toContain('0.1.0')
      await newer.end()
      // The older build's instance may stay: it never knew what is undone.
      const result = await migrateDown({ db: t.deps.db, kind: t.deps.databaseKind }, { to: last, migrations: WITH_TALKS })
      expect(result.undone).toEqual(['9991-talk-rooms', '9990-talks'])
    } finally {
      await newer.end().catch(() => {})
      await older.end()
    }
  })
})

describe('migrate down on PostgreSQL, beside a busy site', () => {
  const other = async () => {
    const client = new pg.Client({ connectionString: t.deps.config.databaseUrl, application_name: 'ibr-test other session' })
    await client.connect()
    return client
  }

  it.runIf(onPostgres)('reads no table it does not change: one locked by another session does not hold it up', async () => {
    await applyTalks()
    await raw(any(), `insert into talk (id, title, room) values (1, 'Synapses', 'B101')`)
    const session = await other()
    try {
      await session.query('begin')
      await session.query('lock table article in access exclusive mode')
      const result = await migrateDown(
        { db: t.deps.db, kind: t.deps.databaseKind },
        { to: last, migrations: WITH_TALKS, discardData: true },
      )
      expect(result.discarded).toEqual([
        { migration: '9991-talk-rooms', items: ['talk.room: 1 values'] },
        { migration: '9990-talks', items: ['talk: 1 rows'] },
      ])
    } finally {
      await session.end()
    }
  })

  it.runIf(onPostgres)('gives up, changing nothing, when a table it must change stays locked for 5 s', async () => {
    await applyTalks()
    const session = await other()
    try {
      await session.query('begin')
      await session.query('select * from talk')
      const started = Date.now()
      const message = await refused({ to: last, migrations: WITH_TALKS })
      expect(message).toContain('another session held a lock on a table the undo changes for more than 5s')
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_900)
      expect((await appliedMigrations(t.deps.db)).slice(-2)).toEqual(['9990-talks', '9991-talk-rooms'])
    } finally {
      await session.end()
    }
    await migrateDown({ db: t.deps.db, kind: t.deps.databaseKind }, { to: last, migrations: WITH_TALKS })
  })

  it.runIf(onPostgres)('sees a server whose application_name PostgreSQL cut short', async () => {
    await applyTalks()
    // 71 bytes: PostgreSQL keeps 63, and the migration's name ends cut as `9991-talk-ro`.
    const name = `ibr-server 1.2.3-rc.1+build.20261207.abcdef0123456789 9991-talk-rooms`
    const client = new pg.Client({ connectionString: t.deps.config.databaseUrl, application_name: name })
    await client.connect()
    try {
      expect(await refused({ to: '9990', migrations: WITH_TALKS })).toContain('servers that know 9991-talk-rooms are connected')
    } finally {
      await client.end()
    }
    await migrateDown({ db: t.deps.db, kind: t.deps.databaseKind }, { to: last, migrations: WITH_TALKS })
  })
})

describe('a server knows a migration', () => {
  it('by its number, even with its name cut short or cut off', () => {
    expect(knowsMigration({ migration: '9991-talk-ro' }, '9991-talk-rooms')).toBe(true)
    expect(knowsMigration({ migration: '9992-x' }, '9991-talk-rooms')).toBe(true)
    expect(knowsMigration({ migration: '99' }, '9991-talk-rooms')).toBe(true)
    expect(knowsMigration({ migration: '' }, '9991-talk-rooms')).toBe(true)
    expect(knowsMigration({ migration: '9990-talks' }, '9991-talk-rooms')).toBe(false)
  })
})
