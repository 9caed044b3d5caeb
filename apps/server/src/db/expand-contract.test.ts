/**
 * The expand/contract rule over this build's migrations, and the check itself refusing what it must:
 * each case runs migrations on an empty embedded database.
 */
import { sql, type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { kyselyTables } from '../test/kysely-tables.js'
import { openDatabase } from './database.js'
import { checkExpandContract } from './expand-contract.js'
import { MIGRATIONS, type SiteMigration } from './migrations/index.js'

async function onEmptyDatabase<T>(work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: '', memory: true })
  try {
    return await work(database.db as Kysely<unknown>)
  } finally {
    await database.close()
  }
}

const step = (up: string, down: string): SiteMigration => ({
  up: async (db) => void (await sql.raw(up).execute(db)),
  down: async (db) => void (await sql.raw(down).execute(db)),
})

const TABLE = step('create table talk (id integer primary key, title text, room text)', 'drop table talk')

describe('the list of migrations', () => {
  it('is written in the order they run (tools that read a release take it as written)', () => {
    expect(Object.keys(MIGRATIONS)).toEqual(Object.keys(MIGRATIONS).sort())
  })
})

describe('the expand/contract rule', () => {
  it("holds for this build's migrations: each that drops, renames or retypes says so, and nothing retired is still read", async () => {
    const problems = await onEmptyDatabase((db) => checkExpandContract(db, MIGRATIONS, kyselyTables()))
    expect(problems).toEqual([])
  }, 120_000)

  it('refuses a migration that drops a column without a contract, naming the migration and the column', async () => {
    const problems = await onEmptyDatabase((db) =>
      checkExpandContract(
        db,
        { '0001-talk': TABLE, '0002-no-room': step('alter table talk drop column room', 'alter table talk add column room text') },
        new Map(),
      ),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^0002-no-room drops, renames or retypes talk\.room, /)
    expect(problems[0]).toContain("retires: ['talk.room']")
  })

  it('sees a renamed table, a renamed column and a changed type', async () => {
    const migrations = {
      '0001-talk': TABLE,
      '0002-heading': step('alter table talk rename column title to heading', 'alter table talk rename column heading to title'),
      '0003-room-number': step('alter table talk alter column room type integer using 0', 'alter table talk alter column room type text'),
      '0004-lecture': step('alter table talk rename to lecture', 'alter table lecture rename to talk'),
    }
    const problems = await onEmptyDatabase((db) => checkExpandContract(db, migrations, new Map()))
    expect(problems.map((p) => /^(\S+) drops, renames or retypes (\S+), which/.exec(p)?.slice(1))).toEqual([
      ['0002-heading', 'talk.title'],
      ['0003-room-number', 'talk.room'],
      ['0004-lecture', 'talk'],
    ])
  })

  it('accepts a contract listing exactly what it retires, and refuses one listing more', async () => {
    const exact = {
      ...step('alter table talk drop column room', 'alter table talk add column room text'),
      contract: { retires: ['talk.room'], why: 'rooms moved to their own table' },
    }
    expect(await onEmptyDatabase((db) => checkExpandContract(db, { '0001-talk': TABLE, '0002-no-room': exact }, new Map()))).toEqual([])
    const more = { ...exact, contract: { retires: ['talk.room', 'talk.title'], why: 'rooms and titles' } }
    expect(await onEmptyDatabase((db) => checkExpandContract(db, { '0001-talk': TABLE, '0002-no-room': more }, new Map()))).toEqual([
      "0002-no-room's contract retires talk.title, which it does not drop, rename or retype",
    ])
  })

  it('refuses a migration that makes a column of an existing table required, unless it exports a contract', async () => {
    const required = step('alter table talk add column speaker text not null', 'alter table talk drop column speaker')
    expect(await onEmptyDatabase((db) => checkExpandContract(db, { '0001-talk': TABLE, '0002-speaker': required }, new Map()))).toEqual([
      "0002-speaker makes talk.speaker required (not null, no default), which the build before it leaves out of its inserts: give it a default or export contract = { retires: [], why: '…' }",
    ])
    const defaulted = step(`alter table talk add column speaker text not null default ''`, 'alter table talk drop column speaker')
    const declared = { ...required, contract: { retires: [], why: 'every talk names its speaker' } }
    for (const migration of [defaulted, declared])
      expect(await onEmptyDatabase((db) => checkExpandContract(db, { '0001-talk': TABLE, '0002-speaker': migration }, new Map()))).toEqual(
        [],
      )
  })

  it('refuses a retired column that the code still reads', async () => {
    const dropped = {
      ...step('alter table talk drop column room', 'alter table talk add column room text'),
      contract: { retires: ['talk.room'], why: 'rooms moved' },
    }
    const read = new Map([['talk', new Set(['id', 'title', 'room'])]])
    expect(await onEmptyDatabase((db) => checkExpandContract(db, { '0001-talk': TABLE, '0002-no-room': dropped }, read))).toEqual([
      '0002-no-room retires talk.room, but this build still reads it (db/schema.ts names it)',
    ])
  })

  it('refuses a migration without a down', async () => {
    const noDown: SiteMigration = { up: TABLE.up }
    expect(await onEmptyDatabase((db) => checkExpandContract(db, { '0001-talk': noDown }, new Map()))).toEqual([
      '0001-talk has no down(): npm run migrate -- down could not undo it',
    ])
  })

  it('refuses a down() that does not bring back the schema before its migration', async () => {
    const forgetful = step('alter table talk add column speaker text, add column minutes integer', 'alter table talk drop column minutes')
    expect(await onEmptyDatabase((db) => checkExpandContract(db, { '0001-talk': TABLE, '0002-speaker': forgetful }, new Map()))).toEqual([
      "0002-speaker's down() does not bring back the schema before it: talk.speaker left",
    ])
  })

  it('reads the columns the code can query from schema.ts, mixins included', () => {
    const tables = kyselyTables()
    expect(tables.get('article')).toEqual(expect.any(Set))
    expect([...tables.get('article')!]).toEqual(expect.arrayContaining(['id', 'status', 'title_zh', 'title_en']))
  })
})
