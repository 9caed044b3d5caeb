import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ port: 3000, product: 'ibr', uploadMaxBytes: 20 * 1024 * 1024, cacheTtlSeconds: 60, timeZone: 'Asia/Shanghai', requestTimeoutMs: 60000, shutdownGraceMs: 10000, databaseUrl: '' })
  })

  it('lists every bad setting at once', () => {
    expect(() => loadConfig({ PORT: '-1', SEED_DEMO: 'maybe', SITE_TIMEZONE: 'Mars/Olympus', DATABASE_URL: 'mysql://x', PRODUCT: 'IBR!' }))
      .toThrow(/PORT[\s\S]*SEED_DEMO[\s\S]*DATABASE_URL[\s\S]*SITE_TIMEZONE|PORT/)
    try {
      loadConfig({ PORT: '-1', SEED_DEMO: 'maybe', SITE_TIMEZONE: 'Mars/Olympus', DATABASE_URL: 'mysql://x', PRODUCT: 'IBR!' })
    } catch (e) {
      const msg = (e as Error).message
      for (const name of ['PORT', 'SEED_DEMO', 'SITE_TIMEZONE', 'DATABASE_URL', 'PRODUCT']) expect(msg).toContain(name)
    }
  })
})
