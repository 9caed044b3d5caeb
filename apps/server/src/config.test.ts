import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      port: 3000,
      product: 'ibr',
      uploadMaxBytes: 20 * 1024 * 1024,
      cacheTtlSeconds: 60,
      timeZone: 'Asia/Shanghai',
      requestTimeoutMs: 60000,
      shutdownGraceMs: 10000,
      databaseUrl: '',
    })
  })

  it('lists every bad setting at once', () => {
    expect(() =>
      loadConfig({ PORT: '-1', SEED_DEMO: 'maybe', SITE_TIMEZONE: 'Mars/Olympus', DATABASE_URL: 'mysql://x', PRODUCT: 'IBR!' }),
    ).toThrow(/PORT[\s\S]*SEED_DEMO[\s\S]*DATABASE_URL[\s\S]*SITE_TIMEZONE|PORT/)
    try {
      loadConfig({ PORT: '-1', SEED_DEMO: 'maybe', SITE_TIMEZONE: 'Mars/Olympus', DATABASE_URL: 'mysql://x', PRODUCT: 'IBR!' })
    } catch (e) {
      const msg = (e as Error).message
      for (const name of ['PORT', 'SEED_DEMO', 'SITE_TIMEZONE', 'DATABASE_URL', 'PRODUCT']) expect(msg).toContain(name)
    }
  })
})

describe('public site settings', () => {
  it('takes addresses from the environment and the product token from PRODUCT', () => {
    const c = loadConfig({
      WEBMAIL_URL: 'https://mail.test/',
      SSO_LOGIN_URL: 'https://sso.test/cas/login',
      PRODUCT: 'xyz',
      CONTACT_PHONE: '010-1234',
    })
    expect(c.site).toMatchObject({
      webmailUrl: 'https://mail.test/',
      ssoLoginUrl: 'https://sso.test/cas/login',
      product: 'xyz',
      contactPhone: '010-1234',
    })
    expect(c.site.oaUrl).toMatch(/^https:\/\//)
  })

  it('refuses an address that is not http or https', () => {
    expect(() => loadConfig({ OA_URL: 'javascript:alert(1)', MICROBLOG_URL: 'ftp://x' })).toThrow(/OA_URL[\s\S]*MICROBLOG_URL/)
  })
})
