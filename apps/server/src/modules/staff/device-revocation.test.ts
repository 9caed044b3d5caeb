import { ROLE, STAFF_API, SUPER_USER_TYPE } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addStaff, signIn, staffSession, type StaffAccount } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/* A browser stops being known (its device cookie no pass past the throttle) whenever the account's password or access changes. */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_ACCOUNT: '5', LOGIN_LIMIT_ADDRESS: '1000' })
})
afterAll(async () => {
  await t.close()
})

const attempt = (username: string, password: string, cookie?: string) =>
  t.inject({
    method: 'POST',
    url: STAFF_API.login,
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    payload: { username, password },
    remoteAddress: '198.51.100.77',
  })

/** Signs the account in from a browser and answers that browser's device cookie. */
async function knownBrowser(account: StaffAccount) {
  const res = await attempt(account.username, account.password)
  expect(res.statusCode).toBe(200)
  return ([] as string[])
    .concat(res.headers['set-cookie'] as string[])
    .find((c) => c.startsWith('ibr_device='))!
    .split(';')[0]!
}

const devicesOf = async (id: number) =>
  (await t.deps.db.selectFrom('staff_device').select('token_hash').where('user_id', '=', id).execute()).length

/** The name under attack from many addresses: only a browser it knows may still sign in. */
const underAttack = (username: string) =>
  t.deps.db
    .insertInto('audit_log')
    .values(Array.from({ length: 20 }, (_, i) => ({ username, action: 'signInFailed', address: `203.0.113.${i}` })))
    .execute()

describe('device cookies are revoked', () => {
  let admin: Awaited<ReturnType<typeof staffSession>>
  beforeAll(async () => {
    admin = await staffSession(t, { roles: [ROLE.admin] })
    // A deactivation is refused while no active super user would be left.
    await addStaff(t, { roles: [ROLE.admin], userType: SUPER_USER_TYPE })
  })

  it('when the person changes their password', async () => {
    const account = await addStaff(t)
    const cookie = await knownBrowser(account)
    const session = await signIn(t, account)
    expect((await session.post(STAFF_API.password, { current: account.password, password: 'Fresh-orchard-lamp-51' })).status).toBe(200)
    expect(await devicesOf(account.id)).toBe(0)
    await underAttack(account.username)
    expect((await attempt(account.username, 'Fresh-orchard-lamp-51', cookie)).statusCode).toBe(429)
  })

  it('when an administrator resets the password', async () => {
    const account = await addStaff(t, { roles: [ROLE.editor] })
    const cookie = await knownBrowser(account)
    const reset = await admin.post(STAFF_API.userResetPassword, { id: account.id, password: 'Given-by-admin-2026' })
    expect(reset.status).toBe(200)
    expect(await devicesOf(account.id)).toBe(0)
    await underAttack(account.username)
    expect((await attempt(account.username, 'Given-by-admin-2026', cookie)).statusCode).toBe(429)
  })

  it('when the account is deactivated, and stay revoked once it is active again', async () => {
    const account = await addStaff(t, { roles: [ROLE.editor] })
    const cookie = await knownBrowser(account)
    expect((await admin.post(STAFF_API.userUpdate, { id: account.id, active: false })).status).toBe(200)
    expect(await devicesOf(account.id)).toBe(0)
    expect((await admin.post(STAFF_API.userUpdate, { id: account.id, active: true })).status).toBe(200)
    await underAttack(account.username)
    expect((await attempt(account.username, account.password, cookie)).statusCode).toBe(429)
  })

  it('when an administrator ends the account’s sessions', async () => {
    const account = await addStaff(t, { roles: [ROLE.editor] })
    const cookie = await knownBrowser(account)
    const other = await addStaff(t, { roles: [ROLE.editor] })
    await knownBrowser(other)
    expect((await admin.post(STAFF_API.userEndSessions, { id: account.id })).status).toBe(200)
    expect(await devicesOf(account.id)).toBe(0)
    // Another account's browsers are not touched.
    expect(await devicesOf(other.id)).toBe(1)
    await underAttack(account.username)
    expect((await attempt(account.username, account.password, cookie)).statusCode).toBe(429)
  })
})
