import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { signInWait } from '../../auth/login-throttle.js'
import { expectFailure } from '../../test/shape.js'
import { addStaff, signIn } from '../../test/staff-factory.js'
import { rowCount } from '../../test/row-counts.js'
import { createTestApp } from '../../test/test-app.js'
import { useSignInApp } from '../../test/sign-in-client.js'

const { t, login, loginFrom } = useSignInApp()
const count = (table: 'staff_session' | 'audit_log' | 'staff_user') => rowCount(t.deps.db, table)
const auditOf = (username: string) => t.deps.db.selectFrom('audit_log').selectAll().where('username', '=', username).orderBy('id').execute()

describe('signing in with a local account', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and answers the person and a CSRF token', async () => {
    const account = await addStaff(t, { roles: [ROLE.editor], name: '编辑甲' })
    const res = await login(account.username, account.password)
    expect(res.status).toBe(200)
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] as string[])[0]!
    expect(cookie).toMatch(/^ibr_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(res.json.retMap.user).toMatchObject({ id: account.id, username: account.username, name: '编辑甲', roles: [ROLE.editor] })
    expect(res.json.retMap.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const me = await t.post(STAFF_API.me, {}, { cookie: cookie.split(';')[0]! })
    expect(me.json.retMap.user.username).toBe(account.username)
    expect((await auditOf(account.username)).map((a) => a.action)).toEqual(['signIn'])
  })

  it('is Secure and __Host- prefixed behind https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://www.example.test' })
    try {
      const account = await addStaff(https)
      const res = await https.post(STAFF_API.login, { username: account.username, password: account.password })
      const [session, device] = res.headers['set-cookie'] as string[]
      expect(session).toMatch(/^__Host-ibr_staff=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
      expect(device).toMatch(/^__Secure-ibr_device=[^;]+; Path=\/api\/staff\/auth\/login; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/)
    } finally {
      await https.close()
    }
  })

  it('answers a wrong password and an unknown name alike, writing only the audit line', async () => {
    const account = await addStaff(t)
    const sessions = await count('staff_session')
    const users = await count('staff_user')
    const wrong = await login(account.username, 'not the password at all')
    const unknown = await login(`${account.username}-nobody`, 'not the password at all')
    expectFailure(wrong, 401, 'loginFailed', 'en')
    expectFailure(unknown, 401, 'loginFailed', 'en')
    expect(wrong.json).toEqual(unknown.json)
    expect(await count('staff_session')).toBe(sessions)
    expect(await count('staff_user')).toBe(users)
    expect((await auditOf(account.username)).map((a) => a.action)).toEqual(['signInFailed'])
    expect((await auditOf(`${account.username}-nobody`)).map((a) => [a.action, a.user_id])).toEqual([['signInFailed', null]])
  })

  it('refuses a deactivated account and a CAS account as it refuses a wrong password', async () => {
    const inactive = await addStaff(t, { active: false })
    expectFailure(await login(inactive.username, inactive.password), 401, 'loginFailed', 'en')
    const cas = await addStaff(t, { source: 'cas' })
    expectFailure(await login(cas.username, cas.password), 401, 'loginFailed', 'en')
  })

  it('refuses over-long fields and wrong types with the field named, writing nothing', async () => {
    const audit = await count('audit_log')
    expectFailure(await login('x'.repeat(65), 'whatever'), 400, 'badRequest', 'en', 'username')
    expectFailure(await login('someone', 'p'.repeat(201)), 400, 'badRequest', 'en', 'password')
    expectFailure(await t.post(STAFF_API.login, { username: 5, password: 'x' }), 400, 'badRequest', 'zh', 'username')
    expectFailure(await t.post(STAFF_API.login, '{"username":'), 400, 'badRequest')
    // PostgreSQL refuses a NUL character in text: a bad request, not a fault of the server.
    expectFailure(await login('a\u0000b', 'whatever'), 400, 'badRequest', 'en')
    expect(await count('audit_log')).toBe(audit)
  })

  it('matches the user name without regard to case', async () => {
    const account = await addStaff(t, { username: `MixedCase${process.pid}` })
    expect((await login(account.username.toLowerCase(), account.password)).status).toBe(200)
  })

  it('gives a new session id at every sign-in and ends the one the browser brought', async () => {
    const account = await addStaff(t)
    const first = await signIn(t, account)
    const again = await login(account.username, account.password, { cookie: first.cookie })
    const second = String(again.headers['set-cookie']).split(';')[0]!
    expect(second).not.toBe(first.cookie)
    expectFailure(await t.post(STAFF_API.me, { lang: 'en' }, { cookie: first.cookie }), 401, 'loginExpired', 'en')
    expect((await t.post(STAFF_API.me, {}, { cookie: second })).status).toBe(200)
  })
})

describe('the brute-force limit', () => {
  const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, json: JSON.parse(res.body) })
  const deviceCookie = (res: { headers: Record<string, unknown> }) => {
    const line = ([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith('ibr_device='))
    return line
  }
  const fail = (username: string, address: string, count: number, at = new Date()) =>
    t.deps.db
      .insertInto('audit_log')
      .values(Array.from({ length: count }, () => ({ at, username, action: 'signInFailed', address })))
      .execute()

  it('after 5 failures of one name from one address refuses that pair, the right password too, for 30 s', async () => {
    const account = await addStaff(t)
    for (let i = 0; i < 5; i++) expectFailure(await login(account.username, `wrong ${i}`), 401, 'loginFailed', 'en')
    const limited = await login(account.username, account.password)
    expectFailure(limited, 429, 'rateLimited', 'en')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(30)
    expect(await sameAnswerForUnknown(account.username)).toBe(true)
  })

  it('doubles the pair’s delay with each further failure, up to the window', async () => {
    const name = `doubling${process.pid}`
    const limits = t.deps.config.staff
    const now = Date.now()
    await fail(name, '203.0.113.40', 6, new Date(now))
    const six = await signInWait(t.deps.db, limits, { username: name, address: '203.0.113.40', trustedDevice: false }, now)
    expect(six).toBe(60)
    await fail(name, '203.0.113.40', 10, new Date(now))
    const many = await signInWait(t.deps.db, limits, { username: name, address: '203.0.113.40', trustedDevice: false }, now)
    expect(many).toBe(15 * 60)
  })

  it('does not let failures from one address keep the person out from another', async () => {
    const account = await addStaff(t)
    for (let i = 0; i < 5; i++)
      expectFailure(answer(await loginFrom('203.0.113.2', account.username, `wrong ${i}`)), 401, 'loginFailed', 'en')
    expectFailure(answer(await loginFrom('203.0.113.2', account.username, `wrong again`)), 429, 'rateLimited', 'en')
    expect((await loginFrom('198.51.100.7', account.username, account.password)).statusCode).toBe(200)
  })

  it('counts only the failures of the last 15 minutes', async () => {
    const account = await addStaff(t)
    // The log is append-only: older failures are appended with their old time, as if made then.
    const old = new Date(Date.now() - 16 * 60_000)
    await t.deps.db
      .insertInto('audit_log')
      .values(Array.from({ length: 5 }, () => ({ at: old, username: account.username, action: 'signInFailed', address: '127.0.0.1' })))
      .execute()
    expect((await login(account.username, account.password)).status).toBe(200)
  })

  it('counts an unknown name like a known one, so the answer never tells which exists', async () => {
    const name = `ghost${process.pid}`
    for (let i = 0; i < 5; i++) await login(name, `wrong ${i}`)
    expectFailure(await login(name, 'anything'), 429, 'rateLimited', 'en')
  })

  it('starts counting afresh after a successful sign-in', async () => {
    const account = await addStaff(t)
    for (let i = 0; i < 4; i++) await login(account.username, `wrong ${i}`)
    expect((await login(account.username, account.password)).status).toBe(200)
    for (let i = 0; i < 4; i++) expectFailure(await login(account.username, `wrong again ${i}`), 401, 'loginFailed', 'en')
  })

  it('gives a browser that signed in a device cookie for the sign-in call only', async () => {
    const account = await addStaff(t)
    const res = await login(account.username, account.password)
    expect(res.status).toBe(200)
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] as string[])
    expect(cookies[0]).toMatch(/^ibr_staff=/)
    expect(cookies[1]).toMatch(
      /^ibr_device=[A-Za-z0-9_-]{43}; Path=\/api\/staff\/auth\/login; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    )
  })

  it('past 20 failures of a name from many addresses slows new browsers, not one with the name’s device cookie', async () => {
    const account = await addStaff(t)
    const other = await addStaff(t)
    const mine = deviceCookie(await loginFrom('198.51.100.8', account.username, account.password))!.split(';')[0]!
    const theirs = deviceCookie(await loginFrom('198.51.100.8', other.username, other.password))!.split(';')[0]!
    for (let i = 0; i < 20; i++) await fail(account.username, `203.0.113.${100 + i}`, 1)
    expectFailure(answer(await loginFrom('198.51.100.9', account.username, account.password)), 429, 'rateLimited', 'en')
    // A cookie is bound to its account: another account's is no pass.
    expectFailure(answer(await loginFrom('198.51.100.9', account.username, account.password, theirs)), 429, 'rateLimited', 'en')
    expect((await loginFrom('198.51.100.9', account.username, account.password, mine)).statusCode).toBe(200)
  })

  it('keeps the device token out of the audit log people read, and takes a token over a year old for no pass', async () => {
    const account = await addStaff(t)
    const mine = deviceCookie(await loginFrom('198.51.100.20', account.username, account.password))!.split(';')[0]!
    const lines = await t.deps.db.selectFrom('audit_log').select('summary').where('username', '=', account.username).execute()
    expect(lines.map((l) => l.summary)).toEqual(['local'])
    for (let i = 0; i < 20; i++) await fail(account.username, `203.0.113.${150 + i}`, 1)
    const passed = await loginFrom('198.51.100.21', account.username, account.password, mine)
    expect(passed.statusCode).toBe(200)
    // Each sign-in replaces the browser's token: the one it brought is spent.
    const renewed = deviceCookie(passed)!.split(';')[0]!
    expect(renewed).not.toBe(mine)
    await t.deps.db
      .updateTable('staff_device')
      .set({ issued_at: new Date(Date.now() - 366 * 86_400_000) })
      .where('user_id', '=', account.id)
      .execute()
    // The sign-in above started the count afresh: the name is under attack again.
    for (let i = 0; i < 20; i++) await fail(account.username, `203.0.113.${180 + i}`, 1, new Date(Date.now() + 1000))
    expectFailure(answer(await loginFrom('198.51.100.21', account.username, account.password, renewed)), 429, 'rateLimited', 'en')
  })

  it('lets the person with a device cookie in from the address an attacker is hammering (a shared proxy)', async () => {
    const account = await addStaff(t)
    const mine = deviceCookie(await loginFrom('192.0.2.50', account.username, account.password))!.split(';')[0]!
    for (let i = 0; i < 6; i++) await loginFrom('192.0.2.50', account.username, `wrong ${i}`)
    expectFailure(answer(await loginFrom('192.0.2.50', account.username, account.password)), 429, 'rateLimited', 'en')
    expect((await loginFrom('192.0.2.50', account.username, account.password, mine)).statusCode).toBe(200)
  })

  it('past the limit of one address, its right passwords still sign in and each name from it gets one try; across instances', async () => {
    const one = await createTestApp({ LOGIN_LIMIT_ADDRESS: '12' })
    const other = await buildApp(one.deps, { logger: false })
    await other.ready()
    try {
      const account = await addStaff(one)
      // Alternate between the two instances: the count lives in the database, not in either process.
      const attempt = (i: number, username: string, password: string) =>
        (i % 2 ? other : one.app).inject({
          method: 'POST',
          url: STAFF_API.login,
          headers: { 'content-type': 'application/json' },
          payload: { username, password, lang: 'en' },
          remoteAddress: '203.0.113.9',
        })
      for (let i = 0; i < 14; i++) expect((await attempt(i, `spray${i}-${process.pid}`, 'Summer2026!')).statusCode).toBe(401)
      expect((await attempt(0, account.username, account.password)).statusCode).toBe(200)
      expectFailure(answer(await attempt(1, `spray0-${process.pid}`, 'Winter2026!')), 429, 'rateLimited', 'en')
    } finally {
      await other.close()
      await one.close()
    }
  })
})

/** Both a limited known account and a limited unknown name get the same 429 answer. */
async function sameAnswerForUnknown(username: string): Promise<boolean> {
  const known = await login(username, 'x')
  for (let i = 0; i < 5; i++) await login(`${username}-twin`, `wrong ${i}`)
  const unknown = await login(`${username}-twin`, 'x')
  return known.status === 429 && unknown.status === 429 && known.json.code === unknown.json.code
}
