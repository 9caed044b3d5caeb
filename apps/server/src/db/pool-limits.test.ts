// PostgreSQL pass: the pool of connections to a PostgreSQL server, and its wait.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseDown, isPoolBusy } from './database-errors.js'
import { openDatabase, type Database } from './database.js'

const url = process.env.DATABASE_URL

describe.runIf(url)("the PostgreSQL pool's wait", () => {
  let database: Database
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ibr-pool-'))
    database = await openDatabase({ url, dataDir, pool: { max: 1, waitMs: 300 } })
  })
  afterAll(async () => {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('gives up on a request that waited too long for a connection, as a busy pool rather than a database gone', async () => {
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
    try {
      await expect.poll(() => acquired).toBe(true)
      const waited = await sql`select 1`.execute(db).catch((error: unknown) => error)
      expect((waited as Error).message).toMatch(/timeout exceeded when trying to connect/)
      expect(isPoolBusy(waited)).toBe(true)
      expect(isDatabaseDown(waited)).toBe(false)
    } finally {
      // Held past a failed expectation, the connection would keep the pool from closing after the test.
      release()
      await held
    }
    expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows[0]?.n).toBe(1)
  })
})
