// PostgreSQL pass: saved settings reach the other instance by LISTEN/NOTIFY.
import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { staffSession } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

const CACHED = { CACHE_TTL_SECONDS: '60', SECTION_CACHE_SECONDS: '30', WEBMAIL_URL: 'https://env-webmail.example.org/' }

describe('header and footer settings on one instance', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(CACHED)
  })
  afterAll(async () => {
    await t.close()
  })

  it('follows the environment until a value is saved, the saved value while it is kept, the environment again after a reset', async () => {
    const admin = await staffSession(t, { roles: [ROLE.admin] })
    expect((await t.app.services.siteSettings.effective()).webmailUrl).toBe('https://env-webmail.example.org/')
    await admin.post(STAFF_API.siteSettingsSave, { values: { webmailUrl: 'https://saved-webmail.example.org/', addressZh: '测试路 1 号' } })
    const saved = await t.app.services.siteSettings.effective()
    expect(saved).toMatchObject({ webmailUrl: 'https://saved-webmail.example.org/', addressZh: '测试路 1 号' })
    await admin.post(STAFF_API.siteSettingsSave, { values: { webmailUrl: null } })
    expect((await t.app.services.siteSettings.effective()).webmailUrl).toBe('https://env-webmail.example.org/')
    const audit = await t.deps.db.selectFrom('audit_log').select('summary').where('action', '=', 'siteSettingsSave').execute()
    expect(audit).toHaveLength(2)
  })
})

describe.runIf(process.env.DATABASE_URL)('header and footer settings on two instances of one PostgreSQL database', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    a = await createTestApp(CACHED)
    b = await createTestApp(CACHED, { sameDatabaseAs: a })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('a value saved on one is served by the other within a second', async () => {
    // The other instance has read (and memoised) the settings before the change.
    expect((await b.app.services.siteSettings.effective()).contactPhone).not.toBe('010-99999999')
    const admin = await staffSession(a, { roles: [ROLE.admin] })
    const at = Date.now()
    expect((await admin.post(STAFF_API.siteSettingsSave, { values: { contactPhone: '010-99999999' } })).status).toBe(200)
    await vi.waitFor(async () => expect((await b.app.services.siteSettings.effective()).contactPhone).toBe('010-99999999'), {
      timeout: 1000,
      interval: 20,
    })
    expect(Date.now() - at).toBeLessThan(1000)
  })
})
