import { STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { addStaff, staffSession } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/* No staff answer may be kept by a browser or a proxy: they carry the CSRF token and one person's data. */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('staff answers are never cached', () => {
  it('sign-in (with its CSRF token), me and a staff read answer Cache-Control: no-store', async () => {
    const account = await addStaff(t)
    const login = await t.post(STAFF_API.login, { username: account.username, password: account.password })
    expect(login.status).toBe(200)
    expect(login.json.retMap.csrfToken).toBeTruthy()
    expect(login.headers['cache-control']).toBe('no-store')
    const client = await staffSession(t)
    const me = await client.post(STAFF_API.me)
    expect(me.status).toBe(200)
    expect(me.headers['cache-control']).toBe('no-store')
    const dashboard = await client.post(STAFF_API.dashboard)
    expect(dashboard.status).toBe(200)
    expect(dashboard.headers['cache-control']).toBe('no-store')
  })

  it('and so do their failures', async () => {
    const noSession = await t.post(STAFF_API.me, { lang: 'en' })
    expectFailure(noSession, 401, 'loginExpired', 'en')
    expect(noSession.headers['cache-control']).toBe('no-store')
    const wrong = await t.post(STAFF_API.login, { username: `nobody${process.pid}`, password: 'wrong', lang: 'en' })
    expectFailure(wrong, 401, 'loginFailed', 'en')
    expect(wrong.headers['cache-control']).toBe('no-store')
    const invalid = await t.post(STAFF_API.login, { username: 5, password: 'x', lang: 'en' })
    expectFailure(invalid, 400, 'badRequest', 'en', 'username')
    expect(invalid.headers['cache-control']).toBe('no-store')
  })
})
