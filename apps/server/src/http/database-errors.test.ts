import { EventEmitter } from 'node:events'
import { createServer } from 'node:net'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import type { DB } from '../db/schema.js'
import { isDatabaseDown, isPoolBusy } from '../db/database-errors.js'
import { databaseOutage } from './database-outage.js'

/*
 * A database that cannot be reached against a pool that is only busy, told apart on the errors the
 * pg pool itself gives (the server's pool: db/database.ts): a busy pool is heavy load, not an outage.
 */

/** A connection that opens at once, or never (a server that accepts and says nothing), as the pool sees it. */
function fakeClient(opens: boolean) {
  return class extends EventEmitter {
    connection = undefined
    private pending: ((error?: Error) => void) | undefined
    connect(callback: (error?: Error) => void) {
      if (opens) setImmediate(() => callback())
      else this.pending = callback
    }
    isConnected = () => opens
    end() {
      this.pending?.(new Error('Connection terminated'))
      this.pending = undefined
    }
    ref() {}
    unref() {}
  }
}

const pool = (opens: boolean) => new pg.Pool({ Client: fakeClient(opens) as never, max: 1, connectionTimeoutMillis: 50 })

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => expect.fail('the connection was expected to fail'),
    (error: unknown) => error,
  )
}

async function closedPort(): Promise<number> {
  const probe = createServer()
  const port = await new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
  )
  await new Promise((resolve) => probe.close(resolve))
  return port
}

describe('a database that cannot be reached, and a pool that is busy', () => {
  it('is busy, not down, when every connection stays lent out for the whole wait', async () => {
    const busy = pool(true)
    const held = await busy.connect()
    const error = await failureOf(busy.connect())
    expect(isPoolBusy(error)).toBe(true)
    expect(isDatabaseDown(error)).toBe(false)
    held.release()
    await busy.end()
  })

  it('is down, not busy, when a new connection does not open within the wait', async () => {
    const silent = pool(false)
    const error = await failureOf(silent.connect())
    expect(isDatabaseDown(error)).toBe(true)
    expect(isPoolBusy(error)).toBe(false)
    await silent.end()
  })

  it('is down when nothing listens at the address, the server closed the connection or is shutting down', async () => {
    const refused = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), max: 1, connectionTimeoutMillis: 2000 })
    const error = await failureOf(refused.connect())
    expect((error as { code?: string }).code).toBe('ECONNREFUSED')
    expect(isDatabaseDown(error)).toBe(true)
    await refused.end()
    for (const down of [
      Object.assign(new Error('getaddrinfo ENOTFOUND db.example'), { code: 'ENOTFOUND' }),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ]) {
      expect(isDatabaseDown(down), down.message).toBe(true)
      expect(isPoolBusy(down), down.message).toBe(false)
    }
  })

  it('starts no outage when a check finds the pool busy', async () => {
    const lines: string[] = []
    const busy = pool(true)
    const held = await busy.connect()
    const outage = databaseOutage({
      db: {} as Kysely<DB>,
      log: { warn: (_object, message) => void lines.push(message) },
      ask: () => busy.query('select 1'),
    })
    expect(await outage.check()).toBe(true)
    expect(outage.up()).toBe(true)
    expect(lines).toEqual([])
    outage.stop()
    held.release()
    await busy.end()
  })
})
