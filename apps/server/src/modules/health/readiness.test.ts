import { describe, expect, it } from 'vitest'
import { checkReadiness, type ReadinessSources } from './readiness.js'

const KNOWN = ['0001-initial', '0002-list-indexes', '0003-staff']

function sources(over: Partial<ReadinessSources> = {}): ReadinessSources {
  return {
    draining: () => false,
    appliedMigrations: async () => KNOWN,
    additiveNewer: async () => [],
    knownMigrations: KNOWN,
    timeoutMs: 200,
    ...over,
  }
}

describe('readiness', () => {
  it('is ready when not closing and the database is at this build’s migrations', async () => {
    expect(await checkReadiness(sources())).toEqual({ status: 'ready' })
  })

  it('is draining from the moment closing starts, without asking the database', async () => {
    let asked = 0
    const readiness = await checkReadiness(
      sources({
        draining: () => true,
        appliedMigrations: async () => (asked++, KNOWN),
      }),
    )
    expect(readiness).toEqual({ status: 'unready', reason: 'draining' })
    expect(asked).toBe(0)
  })

  it('is draining when closing starts while the database answers', async () => {
    let closing = false
    const readiness = await checkReadiness(
      sources({
        draining: () => closing,
        appliedMigrations: async () => {
          closing = true
          return KNOWN
        },
      }),
    )
    expect(readiness).toEqual({ status: 'unready', reason: 'draining' })
  })

  it('is not ready while the database is behind this build (another instance still migrating)', async () => {
    expect(await checkReadiness(sources({ appliedMigrations: async () => KNOWN.slice(0, 2) }))).toEqual({
      status: 'unready',
      reason: 'migrations',
      applied: 2,
      expected: 3,
    })
  })

  it('is not ready on a database a newer build has migrated with a migration not recorded additive', async () => {
    const newer = [...KNOWN, '0004-from-the-future']
    let asked: readonly string[] = []
    const readiness = await checkReadiness(
      sources({
        appliedMigrations: async () => newer,
        additiveNewer: async (names) => ((asked = names), []),
      }),
    )
    expect(readiness).toEqual({ status: 'unready', reason: 'migrations', applied: 4, expected: 3 })
    expect(asked).toEqual(['0004-from-the-future'])
    // As many migrations, but not the same ones.
    const other = [...KNOWN.slice(0, 2), '0003-elsewhere']
    expect(await checkReadiness(sources({ appliedMigrations: async () => other }))).toMatchObject({ reason: 'migrations' })
  })

  it('serves a newer schema whose newer migrations are all additive', async () => {
    const newer = [...KNOWN, '0004-adds-a-column', '0005-adds-a-table']
    const readiness = await checkReadiness(sources({ appliedMigrations: async () => newer, additiveNewer: async (names) => names }))
    expect(readiness).toEqual({ status: 'ready', schema: 'newer', applied: 5, expected: 3 })
  })

  it('is not ready when one of the newer migrations is not additive', async () => {
    const newer = [...KNOWN, '0004-adds-a-column', '0005-drops-a-column']
    const readiness = await checkReadiness(
      sources({ appliedMigrations: async () => newer, additiveNewer: async () => ['0004-adds-a-column'] }),
    )
    expect(readiness).toEqual({ status: 'unready', reason: 'migrations', applied: 5, expected: 3 })
  })

  it('is not ready on a newer database that lacks one of this build’s migrations', async () => {
    const applied = ['0001-initial', '0003-staff', '0004-adds-a-column']
    const readiness = await checkReadiness(sources({ appliedMigrations: async () => applied, additiveNewer: async (names) => names }))
    expect(readiness).toMatchObject({ status: 'unready', reason: 'migrations' })
  })

  it('is not ready when the record of newer migrations cannot be read in time', async () => {
    const newer = [...KNOWN, '0004-adds-a-column']
    const readiness = await checkReadiness(
      sources({ appliedMigrations: async () => newer, additiveNewer: () => new Promise<never>(() => {}), timeoutMs: 100 }),
    )
    expect(readiness).toEqual({ status: 'unready', reason: 'database' })
  })

  it('is not ready when the database fails', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(await checkReadiness(sources({ appliedMigrations: () => Promise.reject(refused) }))).toEqual({
      status: 'unready',
      reason: 'database',
    })
  })

  it('does not wait past its time limit for a database that says nothing', async () => {
    const began = performance.now()
    const readiness = await checkReadiness(sources({ appliedMigrations: () => new Promise<never>(() => {}), timeoutMs: 100 }))
    expect(readiness).toEqual({ status: 'unready', reason: 'database' })
    expect(performance.now() - began).toBeLessThan(1000)
  })
})
