import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { loadConfig, loadEnvFile } from './config.js'

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

describe('staff settings', () => {
  it('defaults to local sign-in only, one idle hour, twelve hours in all, 5 failures per account in 15 minutes', () => {
    expect(loadConfig({}).staff).toEqual({
      publicUrl: '',
      casUrl: '',
      localLogin: true,
      casRoleAttribute: '',
      casRoleMap: {},
      casTimeoutMs: 10000,
      idleMinutes: 60,
      maxHours: 12,
      previewDays: 7,
      loginLimitAccount: 5,
      loginLimitAddress: 30,
      loginWindowMinutes: 15,
    })
  })

  it('reads CAS and sends the public site’s 401 to the same CAS', () => {
    const c = loadConfig({
      PUBLIC_URL: 'https://www.example.edu/',
      CAS_URL: 'https://sso.example.edu/cas/',
      LOCAL_LOGIN: '0',
      CAS_ROLE_ATTRIBUTE: 'memberOf',
      CAS_ROLE_MAP: '{"cms-editor":10,"cms-admin":"999999"}',
    })
    expect(c.staff).toMatchObject({
      publicUrl: 'https://www.example.edu',
      casUrl: 'https://sso.example.edu/cas',
      localLogin: false,
      casRoleMap: { 'cms-editor': 10, 'cms-admin': 999999 },
    })
    expect(c.site.ssoLoginUrl).toBe('https://sso.example.edu/cas/login')
  })

  it('refuses settings that would lock everyone out or could not work', () => {
    expect(() => loadConfig({ CAS_URL: 'https://sso.test/cas' })).toThrow(/PUBLIC_URL must be set when CAS_URL is/)
    expect(() => loadConfig({ LOCAL_LOGIN: '0' })).toThrow(/LOCAL_LOGIN=0 needs CAS_URL/)
    expect(() => loadConfig({ PUBLIC_URL: 'https://x.test/site' })).toThrow(/no path/)
    expect(() => loadConfig({ CAS_ROLE_ATTRIBUTE: 'a', CAS_ROLE_MAP: '{"x":7}' })).toThrow(/CAS_ROLE_MAP/)
    expect(() => loadConfig({ CAS_ROLE_ATTRIBUTE: 'a', CAS_ROLE_MAP: 'not json' })).toThrow(/CAS_ROLE_MAP/)
    expect(() => loadConfig({ CAS_ROLE_MAP: '{"x":10}' })).toThrow(/CAS_ROLE_ATTRIBUTE/)
  })
})

describe('mail settings', () => {
  it('keeps every message in the outbox by default, from the institute at localhost', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: '', from: 'Institute for Brain Research <no-reply@localhost>', helpdeskNotify: [] })
  })

  it('reads the SMTP server with its account and the sender', () => {
    const c = loadConfig({ SMTP_URL: 'smtps://mailer:s3cret@smtp.example.edu:465', MAIL_FROM: '"IBR Office" <office@example.edu>' })
    expect(c.mail).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.edu:465',
      from: '"IBR Office" <office@example.edu>',
      helpdeskNotify: [],
    })
    expect(loadConfig({ MAIL_FROM: 'office@example.edu' }).mail.from).toBe('office@example.edu')
  })

  it('refuses an address that is not SMTP without repeating it (it may hold a password), and a sender that is not one address', () => {
    for (const url of ['https://user:hunter2@mail.example.edu', 'smtp://', 'not an address hunter2']) {
      expect(() => loadConfig({ SMTP_URL: url })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/)
      expect(() => loadConfig({ SMTP_URL: url })).not.toThrow(/hunter2/)
    }
    for (const from of ['nobody', 'a@example.edu, b@example.edu', 'Office <>']) {
      expect(() => loadConfig({ MAIL_FROM: from })).toThrow(/MAIL_FROM must be one address/)
    }
  })

  it('reads who hears of new help desk reports, and refuses what is not an e-mail address', () => {
    expect(loadConfig({ HELPDESK_NOTIFY: ' office@example.edu,, duty@example.edu ' }).mail.helpdeskNotify).toEqual([
      'office@example.edu',
      'duty@example.edu',
    ])
    expect(() => loadConfig({ HELPDESK_NOTIFY: 'office@example.edu, the office' })).toThrow(/HELPDESK_NOTIFY must be e-mail addresses/)
  })

  it('keeps registrations a year after their conference unless told otherwise, from 0 to 3650 days', () => {
    expect(loadConfig({}).registrationRetentionDays).toBe(365)
    expect(loadConfig({ REGISTRATION_RETENTION_DAYS: '0' }).registrationRetentionDays).toBe(0)
    expect(loadConfig({ REGISTRATION_RETENTION_DAYS: '90' }).registrationRetentionDays).toBe(90)
    for (const bad of ['-1', '3651', '30.5', 'a year']) {
      expect(() => loadConfig({ REGISTRATION_RETENTION_DAYS: bad })).toThrow(
        /REGISTRATION_RETENTION_DAYS must be a whole number from 0 to 3650/,
      )
    }
  })
})

describe('loadEnvFile', () => {
  it('adds the settings of a .env file, leaves those the environment has, and does without the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ibr-env-'))
    const path = join(dir, '.env')
    await writeFile(path, '# comment\nCACHE_MAX_MB=99\nFORM_RATE_LIMIT=7\n')
    process.env.FORM_RATE_LIMIT = '3'
    try {
      loadEnvFile(path)
      expect(loadConfig()).toMatchObject({ cacheMaxMb: 99, formRateLimit: 3 })
      expect(() => loadEnvFile(join(dir, 'missing.env'))).not.toThrow()
    } finally {
      delete process.env.CACHE_MAX_MB
      delete process.env.FORM_RATE_LIMIT
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('.env.example', () => {
  it('lists every setting the server reads, each with its default', () => {
    const example = parseEnv(readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8'))
    const read = new Set<string>()
    loadConfig(new Proxy({}, { get: (_target, name) => (read.add(String(name)), undefined) }))
    expect(Object.keys(example).sort()).toEqual([...read].sort())
    expect(loadConfig(example)).toEqual(loadConfig({}))
  })
})

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy

  it('takes a number of proxy hops or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(trust('0')).toBe(false)
    expect(trust('1')).toBe(1)
    expect(trust('2')).toBe(2)
    expect(trust('10.0.0.5, 10.1.0.0/16,::1,fd00::/8')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8'])
  })

  it('refuses true, which would believe the leftmost X-Forwarded-For entry a client writes, and bad entries', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY=true would believe any address/)
    expect(() => trust('11')).toThrow(/TRUST_PROXY must be the number of proxies/)
    expect(() => trust('10.0.0.0/33')).toThrow(/not "10.0.0.0\/33"/)
    expect(() => trust('10.0.0.5,proxy.local')).toThrow(/not "proxy.local"/)
  })
})
