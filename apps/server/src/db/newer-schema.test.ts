/**
 * An older build on a database a newer build migrated: it serves while every newer migration is
 * recorded additive (start and /readyz), and is refused with what to do otherwise.
 */
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { knownMigrations, migrate, NewerDatabaseError } from './database.js'
import { MIGRATIONS } from './migrations/index.js'

const NEWER = '9990-adds-a-column'

let t: TestApp
let known: string[]

beforeAll(async () => {
  t = await createTestApp()
  known = await knownMigrations()
})
afterAll(async () => {
  await t?.close()
})
afterEach(async () => {
  await sql`delete from kysely_migration where name = ${NEWER}`.execute(t.deps.db)
  await sql`delete from schema_migration_compat where name = ${NEWER}`.execute(t.deps.db)
})

/** What the newer build's migrate() would have left: its migration applied, and its record. */
async function newerBuildApplied(record: { olderBuildsMayServe: boolean; why?: string } | undefined) {
  await sql`insert into kysely_migration (name, timestamp) values (${NEWER}, ${new Date().toISOString()})`.execute(t.deps.db)
  if (record)
    await sql`insert into schema_migration_compat (name, older_builds_may_serve, why)
      values (${NEWER}, ${record.olderBuildsMayServe}, ${record.why ?? null})`.execute(t.deps.db)
}

async function readyz() {
  const res = await t.inject({ method: 'GET', url: '/readyz' })
  return { status: res.statusCode, body: res.json() as unknown }
}

async function refusal(): Promise<Error> {
  const refused = await migrate(t.deps.db).then(
    () => null,
    (error: unknown) => error,
  )
  expect(refused).toBeInstanceOf(NewerDatabaseError)
  return refused as Error
}

describe('the record of which migrations older builds may serve on', () => {
  it('has a row for every migration this build knows, additive unless it exports a contract', async () => {
    const { rows } = await sql<{ name: string; older_builds_may_serve: boolean; why: string | null }>`
      select name, older_builds_may_serve, why from schema_migration_compat order by name`.execute(t.deps.db)
    expect(rows.map((r) => r.name)).toEqual(known)
    for (const row of rows) {
      const contract = MIGRATIONS[row.name]!.contract
      expect({ name: row.name, may: row.older_builds_may_serve, why: row.why }).toEqual({
        name: row.name,
        may: !contract,
        why: contract?.why ?? null,
      })
    }
  })
})

describe('an older build on a newer database', () => {
  it('serves when the newer migration is additive: the start goes on and /readyz says "newer"', async () => {
    await newerBuildApplied({ olderBuildsMayServe: true })
    expect(await migrate(t.deps.db)).toEqual({ newer: [NEWER] })
    expect(await readyz()).toEqual({
      status: 200,
      body: { status: 'ready', schema: 'newer', applied: known.length + 1, expected: known.length },
    })
  })

  it('is refused for a contract migration, naming it and why, and is not ready', async () => {
    await newerBuildApplied({ olderBuildsMayServe: false, why: 'drops article.summary, which older builds read' })
    const message = (await refusal()).message
    expect(message).toContain(NEWER)
    expect(message).toContain('contract migration (drops article.summary, which older builds read)')
    expect(message).toContain(known.at(-1))
    expect(await readyz()).toEqual({
      status: 503,
      body: { status: 'unready', reason: 'migrations', applied: known.length + 1, expected: known.length },
    })
  })

  it('is refused for a newer migration with no record (a build from before the record)', async () => {
    await newerBuildApplied(undefined)
    expect((await refusal()).message).toContain(`${NEWER} has no record that older builds may serve on it`)
    expect((await readyz()).status).toBe(503)
  })

  it('is ready again once the newer migration is undone', async () => {
    await newerBuildApplied({ olderBuildsMayServe: false })
    expect((await readyz()).status).toBe(503)
    await sql`delete from kysely_migration where name = ${NEWER}`.execute(t.deps.db)
    expect(await migrate(t.deps.db)).toEqual({ newer: [] })
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } })
  })
})
