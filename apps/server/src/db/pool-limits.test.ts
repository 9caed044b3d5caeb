import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseDown } from '../http/database-errors.js'
import { openDatabase, type Database } from './database.js'

const url = process.env.DATABASE_URL

describe.runIf(url)("the PostgreSQL pool's limits", () => {
  let database: Database
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ibr-pool-'))
    database = await openDatabase({ url, dataDir, pool: { max: 1, waitMs: 300, maxWaiting: 1 } })
  })
  afterAll(async () => {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('turns a request away at once when the queue is full, and a waiting one after the wait, as the database being unavailable', async () => {
    const { db } = database
    let acquired = false
    let release = () => {}
    const held = db.connection().execute(
      () =>
        new Promise<void>((resolve) => {
          acquired = true
          release = resolve
        }),
    )
    await expect.poll(() => acquired).toBe(true)
    const message = (error: unknown) => (isDatabaseDown(error) ? (error as Error).message : 'not a database failure')
    const waiting = sql`select 1`.execute(db).then(
      () => 'answered',
      (error: unknown) => message(error),
    )
    // Once one request waits, the next is turned away without waiting.
    await expect
      .poll(async () => message(await sql`select 1`.execute(db).catch((error: unknown) => error)))
      .toMatch(/too many requests waiting/)
    // The waiting one gives up after its wait, as when PostgreSQL cannot be reached.
    expect(await waiting).toMatch(/timeout exceeded when trying to connect$/)
    release()
    await held
    expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows[0]?.n).toBe(1)
  })
})
