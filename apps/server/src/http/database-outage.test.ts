import type { Kysely } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DB } from '../db/schema.js'
import { causeOf, failureForLog } from '../db/database-failure.js'
import { databaseOutage, type DatabaseOutage } from './database-outage.js'

/*
 * The outage's bookkeeping on a database the test answers for: once each way in the log, the refused
 * requests counted, the recheck that notices the return by itself. The whole path through a real
 * PostgreSQL that goes away is database-down.test.ts (PostgreSQL pass) and deploy/test/database-down.test.ts.
 */

const refusedError = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

let outage: DatabaseOutage | undefined
afterEach(() => outage?.stop())

function watched() {
  const lines: { object: Record<string, unknown>; message: string }[] = []
  let reachable = false
  outage = databaseOutage({
    db: {} as Kysely<DB>,
    log: { warn: (object, message) => void lines.push({ object: object as Record<string, unknown>, message }) },
    ask: async () => {
      if (!reachable) throw refusedError
    },
    recheckMs: 20,
  })
  return { outage, lines, comeBack: () => (reachable = true) }
}

describe('a database outage seen by one instance', () => {
  it('logs the first refused request with its cause, counts the rest, and logs once when a recheck finds it back', async () => {
    const { outage, lines, comeBack } = watched()
    for (let i = 0; i < 25; i++) outage.refused(refusedError)
    expect(outage.up()).toBe(false)
    expect(lines).toEqual([
      {
        object: { database: 'unreachable', cause: 'connect ECONNREFUSED 127.0.0.1:5432' },
        message:
          'the database cannot be reached (connect ECONNREFUSED 127.0.0.1:5432): requests that need it are answered 503 until it is back',
      },
    ])
    // Rechecks that fail say nothing more.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(lines).toHaveLength(1)

    comeBack()
    await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 2000, interval: 10 })
    expect(lines[1]!.object).toEqual({ database: 'reachable', downSeconds: expect.any(Number), refused: 25 })
    expect(lines[1]!.message).toMatch(/^the database is reachable again after [\d.]+ s; 25 request\(s\) were answered 503 meanwhile$/)
    expect(outage.up()).toBe(true)
  })

  it('starts a new outage, counted from zero, when the database goes away again', async () => {
    const { outage, lines, comeBack } = watched()
    outage.refused(refusedError)
    comeBack()
    expect(await outage.check()).toBe(true)
    outage.refused(refusedError)
    outage.refused(refusedError)
    expect(lines.map((l) => l.object.database)).toEqual(['unreachable', 'reachable', 'unreachable'])
    expect(lines[1]!.object.refused).toBe(1)
  })

  it('notices an outage from a check alone, and says nothing while the database answers', async () => {
    const { outage, lines, comeBack } = watched()
    expect(await outage.check()).toBe(false)
    expect(lines.map((l) => l.object.database)).toEqual(['unreachable'])
    comeBack()
    expect(await outage.check()).toBe(true)
    expect(await outage.check()).toBe(true)
    expect(lines.map((l) => l.object.database)).toEqual(['unreachable', 'reachable'])
  })
})

describe('what a log line keeps of a failure', () => {
  it('is a short cause for an unreachable database and the whole error otherwise', () => {
    expect(failureForLog(refusedError)).toEqual({ cause: 'connect ECONNREFUSED 127.0.0.1:5432' })
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    expect(failureForLog(terminated)).toEqual({ cause: 'terminating connection due to administrator command (57P01)' })
    const fault = new Error('a fault of ours')
    expect(failureForLog(fault)).toEqual({ err: fault })
    expect(causeOf('plain words')).toBe('plain words')
  })
})
