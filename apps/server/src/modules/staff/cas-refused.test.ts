import { createServer, type AddressInfo } from 'node:net'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { MessageKey } from '../../i18n/messages.js'
import { casAddress, casHarness, decodeHtml } from '../../test/cas-harness.js'

/*
 * CAS 3.0 sign-ins that open no session: every way a ticket or CAS itself can fail, and a
 * person CAS knows but the console does not, noted as an access request.
 */

const h = casHarness()
const { serverWith, someone, account, startAt, comeBack, signIn, counts, auditOf, expectProblemPage } = h

describe('a refused sign-in', () => {
  /** A refused sign-in opens no session and writes nothing but its audit line, which keeps no ticket. */
  async function expectRefused(request: () => Promise<LightMyRequestResponse>, status: number, reason: MessageKey, next: string) {
    const before = await counts()
    const res = await request()
    expectProblemPage(res, status, reason, next)
    expect(await counts()).toEqual({ ...before, audit_log: before.audit_log + 1 })
    const line = await h.t.deps.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()
    expect(line).toMatchObject({ action: 'ssoFailed', username: '', user_id: null })
    expect(line.summary).toMatch(new RegExp(`^cas: ${reason.slice(4)}`))
    expect(line.summary).not.toMatch(/ST-/)
    return res
  }
  const withTicket = (next: string, ticket: string) =>
    h.t.inject({ method: 'GET', url: `${casAddress(next)}&ticket=${encodeURIComponent(ticket)}` })

  it('refuses a ticket used twice', async () => {
    const username = someone('replay')
    await account(username)
    const { res, back } = await signIn(username, '/console/a')
    expect(res.statusCode).toBe(303)
    const replay = await expectRefused(() => comeBack(back), 401, 'cas.refused', '/console/a')
    expect(h.cas.validations.at(-1)!.outcome).toEqual({ code: 'INVALID_TICKET' })
    // The page's link starts a sign-in afresh.
    const again = await h.t.inject({ method: 'GET', url: decodeHtml(replay.body.match(/<a class="button" href="([^"]+)"/)![1]!) })
    expect(again.statusCode).toBe(302)
    expect(String(again.headers.location)).toMatch(new RegExp(`^${h.cas.url}/login\\?service=`))
  })

  it('refuses a ticket issued for another service', async () => {
    const username = someone('elsewhere')
    await account(username)
    const forOtherPage = h.cas.issueTicket(username, await startAt('/console/other'))
    await expectRefused(() => withTicket('/console/', forOtherPage), 401, 'cas.refused', '/console/')
    expect(h.cas.validations.at(-1)!.outcome).toEqual({ code: 'INVALID_SERVICE' })
    const forOtherSite = h.cas.issueTicket(username, `https://evil.example${casAddress('/console/')}`)
    await expectRefused(() => withTicket('/console/', forOtherSite), 401, 'cas.refused', '/console/')
    expect(h.cas.validations.at(-1)!.outcome).toEqual({ code: 'INVALID_SERVICE' })
  })

  it('refuses an expired ticket and one CAS never issued', async () => {
    const username = someone('late')
    await account(username)
    const ticket = h.cas.issueTicket(username, await startAt('/console/'))
    h.cas.expireTicket(ticket)
    await expectRefused(() => withTicket('/console/', ticket), 401, 'cas.refused', '/console/')
    await expectRefused(() => withTicket('/console/', 'ST-0-made-up'), 401, 'cas.refused', '/console/')
    expect(h.cas.validations.at(-1)).toMatchObject({ ticket: 'ST-0-made-up', outcome: { code: 'INVALID_TICKET' } })
  })

  it('answers 502 when CAS answers with XML that does not parse', async () => {
    const username = someone('garbled')
    await account(username)
    const ticket = h.cas.issueTicket(username, await startAt('/console/'))
    h.cas.mode = 'malformed'
    await expectRefused(() => withTicket('/console/', ticket), 502, 'cas.unreadable', '/console/')
    expect(h.cas.validations.at(-1)).toMatchObject({ ticket, outcome: { mode: 'malformed' } })
  })

  it('answers 504 when CAS answers with an HTTP error', async () => {
    const username = someone('broken')
    await account(username)
    const ticket = h.cas.issueTicket(username, await startAt('/console/'))
    h.cas.mode = 'httpError'
    await expectRefused(() => withTicket('/console/', ticket), 504, 'cas.unreachable', '/console/')
  })

  it('answers 504 when CAS never answers, once CAS_TIMEOUT_MS has passed', async () => {
    const username = someone('silent')
    await account(username)
    const ticket = h.cas.issueTicket(username, await startAt('/console/x'))
    h.cas.mode = 'silent'
    const seen = h.cas.validations.length
    const started = performance.now()
    await expectRefused(() => withTicket('/console/x', ticket), 504, 'cas.unreachable', '/console/x')
    const waited = performance.now() - started
    await h.cas.waitForValidations(seen + 1)
    expect(h.cas.validations.at(-1)).toMatchObject({ ticket, outcome: { mode: 'silent' } })
    expect(waited).toBeGreaterThanOrEqual(290)
    // Far below the 10 s default: the setting is what bounds the wait.
    expect(waited).toBeLessThan(5000)
  })

  it('answers 504 when nothing listens at CAS_URL', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    const app = await serverWith({ CAS_URL: `http://127.0.0.1:${closed}/cas` })
    const before = await counts()
    const res = await app.inject({ method: 'GET', url: `${casAddress('/console/')}&ticket=ST-1-nobody-hears` })
    expectProblemPage(res, 504, 'cas.unreachable', '/console/')
    expect(await counts()).toEqual({ ...before, audit_log: before.audit_log + 1 })
  })
})

describe('a CAS user the console does not know', () => {
  /** Refused with 403, noted as an access request and in the audit log; nothing else written. */
  async function expectNoAccess(username: string, next = '/console/') {
    const before = await counts()
    const { res } = await signIn(username, next)
    expectProblemPage(res, 403, 'cas.noAccess', next, { username })
    const after = await counts()
    expect(after).toEqual({ ...before, staff_access_request: after.staff_access_request, audit_log: before.audit_log + 1 })
    expect(after.staff_access_request - before.staff_access_request).toBeLessThanOrEqual(1)
    return res
  }
  const accessRequest = (username: string) =>
    h.t.deps.db.selectFrom('staff_access_request').selectAll().where('username', '=', username).executeTakeFirst()

  it('without an account: 403, the request noted with its attempts counted, audited', async () => {
    const username = someone('stranger')
    h.cas.users[username] = { displayName: 'Zhang Stranger' }
    await expectNoAccess(username)
    expect(await accessRequest(username)).toMatchObject({ username, name: 'Zhang Stranger', attempts: 1 })
    await expectNoAccess(username, '/console/users')
    const noted = await accessRequest(username)
    expect(noted).toMatchObject({ attempts: 2 })
    expect(noted!.last_at.getTime()).toBeGreaterThanOrEqual(noted!.first_at.getTime())
    expect(await auditOf(username)).toEqual([
      { user_id: null, action: 'signInRefused', entity: 'session', summary: 'cas: no account' },
      { user_id: null, action: 'signInRefused', entity: 'session', summary: 'cas: no account' },
    ])
  })

  it('with a deactivated account: 403, noted, audited against the account', async () => {
    const username = someone('gone')
    const id = await account(username, { active: false, roles: [10] })
    await expectNoAccess(username)
    expect(await accessRequest(username)).toMatchObject({ attempts: 1 })
    expect(await auditOf(username)).toEqual([
      { user_id: id, action: 'signInRefused', entity: 'session', summary: 'cas: account deactivated' },
    ])
  })

  it('with an account that signs in with a password: 403, audited', async () => {
    const username = someone('local')
    const id = await account(username, { source: 'local' })
    await expectNoAccess(username)
    expect(await auditOf(username)).toEqual([
      { user_id: id, action: 'signInRefused', entity: 'session', summary: 'cas: the account signs in with a password' },
    ])
  })

  it('shows a user name CAS sends as text, never as markup', async () => {
    const username = `<img src=x onerror=alert(${h.nextSerial()})>`
    h.cas.users[username] = {}
    const res = await expectNoAccess(username)
    expect(res.body).not.toContain('<img')
  })
})
