import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { expectFailure } from '../../test/shape.js'
import { addStaff, signIn, staffSession } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_ACCOUNT: '5', LOGIN_LIMIT_ADDRESS: '1000' })
})
afterAll(async () => {
  await t.close()
})

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.post(STAFF_API.login, { username, password, lang: 'en' }, headers)
const count = async (table: 'staff_session' | 'audit_log' | 'staff_user') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const auditOf = (username: string) => t.deps.db.selectFrom('audit_log').selectAll().where('username', '=', username).orderBy('id').execute()

describe('signing in with a local account', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and answers the person and a CSRF token', async () => {
    const account = await addStaff(t, { roles: [ROLE.editor], name: '编辑甲' })
    const res = await login(account.username, account.password)
    expect(res.status).toBe(200)
    const cookie = String(res.headers['set-cookie'])
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
      expect(String(res.headers['set-cookie'])).toMatch(/^__Host-ibr_staff=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
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
  it('answers 429 with Retry-After after 5 failures of one account, for the right password too', async () => {
    const account = await addStaff(t)
    for (let i = 0; i < 5; i++) expectFailure(await login(account.username, `wrong ${i}`), 401, 'loginFailed', 'en')
    const limited = await login(account.username, account.password)
    expectFailure(limited, 429, 'rateLimited', 'en')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    expect(await sameAnswerForUnknown(account.username)).toBe(true)
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

  it('limits one client address across accounts, and holds across instances of the server', async () => {
    const one = await createTestApp({ LOGIN_LIMIT_ADDRESS: '12' })
    const other = await buildApp(one.deps, { logger: false })
    await other.ready()
    try {
      let limited = 0
      for (let i = 0; i < 14; i++) {
        // Alternate between the two instances: the count lives in the database, not in either process.
        const app = i % 2 ? other : one.app
        const res = await app.inject({
          method: 'POST',
          url: STAFF_API.login,
          headers: { 'content-type': 'application/json' },
          payload: { username: `spray${i}-${process.pid}`, password: 'Summer2026!' },
          remoteAddress: '203.0.113.9',
        })
        if (res.statusCode === 429) limited++
      }
      expect(limited).toBe(2)
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

describe('sessions', () => {
  it('end after 60 idle minutes and after 12 hours in any case: 401 loginExpired, an audit line', async () => {
    const idle = await staffSession(t)
    const old = await staffSession(t)
    await t.deps.db
      .updateTable('staff_session')
      .set({ last_seen_at: new Date(Date.now() - 61 * 60_000) })
      .where('user_id', '=', idle.account.id)
      .execute()
    await t.deps.db
      .updateTable('staff_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', old.account.id)
      .execute()
    expectFailure(await idle.post(STAFF_API.me, { lang: 'en' }), 401, 'loginExpired', 'en')
    expectFailure(await old.post(STAFF_API.dashboard, { lang: 'zh' }), 401, 'loginExpired', 'zh')
    expect((await auditOf(idle.account.username)).map((a) => a.action)).toEqual(['signIn', 'sessionExpired'])
  })

  it('keep going while used within the idle time', async () => {
    const active = await staffSession(t)
    await t.deps.db
      .updateTable('staff_session')
      .set({ last_seen_at: new Date(Date.now() - 59 * 60_000) })
      .where('user_id', '=', active.account.id)
      .execute()
    expect((await active.post(STAFF_API.dashboard)).status).toBe(200)
    const row = await t.deps.db
      .selectFrom('staff_session')
      .select('last_seen_at')
      .where('user_id', '=', active.account.id)
      .executeTakeFirstOrThrow()
    expect(Date.now() - row.last_seen_at.getTime()).toBeLessThan(60_000)
  })

  it('are shared by every instance: a session opened on one is used and ended on another', async () => {
    const other = await buildApp(t.deps, { logger: false })
    await other.ready()
    try {
      const client = await staffSession(t)
      const me = await other.inject({
        method: 'POST',
        url: STAFF_API.me,
        headers: { cookie: client.cookie, 'content-type': 'application/json' },
        payload: {},
      })
      expect(me.statusCode).toBe(200)
      const out = await other.inject({
        method: 'POST',
        url: STAFF_API.logout,
        headers: { cookie: client.cookie, 'x-csrf-token': client.csrfToken, 'content-type': 'application/json' },
        payload: {},
      })
      expect(out.json()).toEqual({ code: 'success', retMap: { redirect: null } })
      expectFailure(await client.post(STAFF_API.me, { lang: 'en' }), 401, 'loginExpired', 'en')
    } finally {
      await other.close()
    }
  })

  it('sign out clears the cookie and writes the audit line', async () => {
    const client = await staffSession(t)
    const res = await client.post(STAFF_API.logout)
    expect(String(res.headers['set-cookie'])).toMatch(/^ibr_staff=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/)
    expect((await auditOf(client.account.username)).map((a) => a.action)).toEqual(['signIn', 'signOut'])
  })

  it('ignore a cookie that is not a session id', async () => {
    expectFailure(await t.post(STAFF_API.me, { lang: 'en' }, { cookie: 'ibr_staff=../../etc' }), 401, 'loginExpired', 'en')
    expectFailure(await t.post(STAFF_API.me, { lang: 'en' }, { cookie: `ibr_staff=${'a'.repeat(43)}` }), 401, 'loginExpired', 'en')
  })
})

describe('passwords', () => {
  it('a change ends the other sessions, keeps this one, and needs the current password', async () => {
    const account = await addStaff(t)
    const here = await signIn(t, account)
    const elsewhere = await signIn(t, account)
    expectFailure(
      await here.post(STAFF_API.password, { current: 'wrong', password: 'Brand-new-phrase-77', lang: 'en' }),
      401,
      'loginFailed',
      'en',
      'current',
    )
    const res = await here.post(STAFF_API.password, { current: account.password, password: 'Brand-new-phrase-77' })
    expect(res.status).toBe(200)
    expect((await here.post(STAFF_API.me)).status).toBe(200)
    expectFailure(await elsewhere.post(STAFF_API.me, { lang: 'en' }), 401, 'loginExpired', 'en')
    expect((await login(account.username, 'Brand-new-phrase-77')).status).toBe(200)
  })

  it('refuses a short, a common and a name-bearing password, naming the field', async () => {
    const client = await staffSession(t, { username: `walter${process.pid}` })
    const change = (password: string) => client.post(STAFF_API.password, { current: client.account.password, password, lang: 'en' })
    const short = await change('Short-1')
    expectFailure(short, 400, 'badRequest', 'en', 'password')
    expect(short.json.msg).toMatch(/at least 10 characters/)
    expect((await change('password123456')).json.msg).toMatch(/too common/)
    expect((await change('Qwertyuiop123!')).json.msg).toMatch(/too common/)
    expect((await change(`${client.account.username}-is-me`)).json.msg).toMatch(/user name/)
    expect((await login(client.account.username, client.account.password)).status).toBe(200)
  })

  it('after an administrator’s reset must be changed before anything else', async () => {
    const admin = await staffSession(t, { roles: [ROLE.admin] })
    const account = await addStaff(t, { roles: [ROLE.editor] })
    const reset = await admin.post(STAFF_API.userResetPassword, { id: account.id })
    const temporary = reset.json.retMap.temporaryPassword as string
    expect(temporary).toMatch(/^[A-Za-z0-9]{16}$/)
    const person = await signIn(t, { username: account.username, password: temporary })
    expect(person.user.mustChangePassword).toBe(true)
    expectFailure(await person.post(STAFF_API.dashboard, { lang: 'en' }), 403, 'passwordChangeRequired', 'en')
    expect((await person.post(STAFF_API.password, { current: temporary, password: 'My-own-phrase-2026' })).status).toBe(200)
    expect((await person.post(STAFF_API.dashboard)).status).toBe(200)
    expect((await person.post(STAFF_API.me)).json.retMap.user.mustChangePassword).toBe(false)
  })
})
