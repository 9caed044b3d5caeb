import { STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { expectFailure } from '../../test/shape.js'
import { staffSession } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/* Staff sessions: when they end, that every server instance shares them, and signing out. */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_ACCOUNT: '5', LOGIN_LIMIT_ADDRESS: '1000' })
})
afterAll(async () => {
  await t.close()
})

const auditOf = (username: string) => t.deps.db.selectFrom('audit_log').selectAll().where('username', '=', username).orderBy('id').execute()

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
