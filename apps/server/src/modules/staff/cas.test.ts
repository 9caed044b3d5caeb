import { createServer, type AddressInfo } from 'node:net'
import { SessionRet, STAFF_API } from '@ibr/contract/staff'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type BuildOptions } from '../../app.js'
import { loadConfig } from '../../config.js'
import { message, type MessageKey, type Params } from '../../i18n/messages.js'
import { logoutRequestXml, startFakeCas, type FakeCas } from '../../test/fake-cas.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

/*
 * CAS 3.0 sign-in and single logout (issue 10) through the real server and a fake CAS server: the
 * browser's round trip, every way a sign-in can fail, where the person may be sent afterwards, the
 * back channel, the roles CAS attributes grant, and what the log keeps of a ticket.
 */

const PUBLIC_URL = 'https://www.example.test'
const ENV = { PUBLIC_URL, CAS_TIMEOUT_MS: '300' }

let cas: FakeCas
let t: TestApp
/** A server as the tests reach it: the app, and the public address its service addresses start with. */
interface Server {
  app: FastifyInstance
  publicUrl: string
}
let main: Server
const extraApps: FastifyInstance[] = []

beforeAll(async () => {
  cas = await startFakeCas()
  t = await createTestApp({ CAS_URL: cas.url, ...ENV })
  main = { app: t.app, publicUrl: PUBLIC_URL }
})
afterEach(() => {
  cas.mode = 'normal'
})
afterAll(async () => {
  for (const app of extraApps) await app.close()
  await t?.close()
  await cas?.close()
})

/** Another server over the same database with other settings (and, say, a log to read). */
async function serverWith(env: Record<string, string>, options: BuildOptions = { logger: false }): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    CACHE_TTL_SECONDS: '0',
    SECTION_CACHE_SECONDS: '0',
    CAS_URL: cas.url,
    ...ENV,
    ...env,
  })
  const app = await buildApp({ ...t.deps, config }, options)
  await app.ready()
  extraApps.push(app)
  return app
}

let serial = 0
/** A user name no other test uses. */
const someone = (base: string) => `${base}${++serial}`

/** A staff account as an administrator would have made it, and the person CAS knows by that name. */
async function account(
  username: string,
  options: { roles?: number[]; active?: boolean; source?: 'cas' | 'local'; memberOf?: string[] } = {},
): Promise<number> {
  const { id } = await t.deps.db
    .insertInto('staff_user')
    .values({ username, name: `Name of ${username}`, source: options.source ?? 'cas', active: options.active ?? true, password_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (options.roles?.length)
    await t.deps.db
      .insertInto('staff_role')
      .values(options.roles.map((code) => ({ user_id: id, code })))
      .execute()
  cas.users[username] = { displayName: `${username} at CAS`, memberOf: options.memberOf ?? [] }
  return id
}

const casAddress = (next: string) => `${STAFF_API.cas}?next=${encodeURIComponent(next)}`

/** The console sends the browser to our CAS address; we send it on to CAS. Answers the service address we gave CAS. */
async function startAt(next: string, server = main): Promise<string> {
  const res = await server.app.inject({ method: 'GET', url: casAddress(next) })
  expect(res.statusCode).toBe(302)
  expect(res.headers['cache-control']).toBe('no-store')
  const login = new URL(String(res.headers.location))
  expect(`${login.origin}${login.pathname}`).toBe(`${cas.url}/login`)
  expect([...login.searchParams.keys()]).toEqual(['service'])
  return login.searchParams.get('service')!
}

/** The person signs in at CAS, which sends the browser back to the service with a ticket. */
async function casLogin(user: string, service: string): Promise<string> {
  const res = await fetch(`${cas.url}/login?service=${encodeURIComponent(service)}&user=${encodeURIComponent(user)}`, {
    redirect: 'manual',
  })
  expect(res.status).toBe(302)
  return res.headers.get('location')!
}

/** The browser comes back from CAS to the address CAS sent it to. */
function comeBack(location: string, server = main, cookie?: string): Promise<LightMyRequestResponse> {
  const url = new URL(location)
  expect(url.origin).toBe(server.publicUrl)
  return server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} })
}

/** The whole round trip, as a browser makes it. */
async function signIn(user: string, next = '/console/', server = main, cookie?: string) {
  const service = await startAt(next, server)
  const back = await casLogin(user, service)
  const ticket = new URL(back).searchParams.get('ticket')!
  expect(ticket).toMatch(/^ST-/)
  const res = await comeBack(back, server, cookie)
  return { res, ticket, service, back }
}

/** The `name=value` of the session cookie a sign-in set. */
function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie']
  expect(typeof header).toBe('string')
  return String(header).split(';')[0]!
}

const me = (cookie: string, app = t.app) =>
  app.inject({ method: 'POST', url: STAFF_API.me, headers: { cookie, 'content-type': 'application/json' }, payload: '{}' })
const json = (res: LightMyRequestResponse) => ({ status: res.statusCode, json: res.json() })

const STAFF_TABLES = ['staff_user', 'staff_role', 'staff_session', 'staff_access_request', 'audit_log'] as const
async function counts(): Promise<Record<(typeof STAFF_TABLES)[number], number>> {
  const out = {} as Record<(typeof STAFF_TABLES)[number], number>
  for (const table of STAFF_TABLES) {
    const row = await t.deps.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    out[table] = Number(row.n)
  }
  return out
}

const auditOf = (username: string) =>
  t.deps.db
    .selectFrom('audit_log')
    .select(['user_id', 'action', 'entity', 'summary'])
    .where('username', '=', username)
    .orderBy('id')
    .execute()

const decodeHtml = (html: string) => html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/** The page single sign-on ends on without a session: both languages, each with a way to try again. */
function expectProblemPage(res: LightMyRequestResponse, status: number, reason: MessageKey, next: string, params: Params = {}) {
  expect(res.statusCode).toBe(status)
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.headers['set-cookie']).toBeUndefined()
  const text = message(reason, params)
  for (const lang of ['zh', 'en'] as const) {
    const section = res.body.match(new RegExp(`<section lang="${lang}">([\\s\\S]*?)</section>`))?.[1]
    expect(section, lang).toBeDefined()
    const shown = decodeHtml(section!)
    expect(shown).toContain(text[lang])
    expect(shown).toContain(`href="${casAddress(next)}"`)
    expect(shown).toContain(message('cas.tryAgain')[lang])
  }
}

describe('the way to CAS', () => {
  it('sends the browser to CAS with a service address under PUBLIC_URL that keeps the console path', async () => {
    const service = await startAt('/console/news/edit?id=12')
    const url = new URL(service)
    expect(url.origin).toBe(PUBLIC_URL)
    expect(url.pathname).toBe(STAFF_API.cas)
    expect([...url.searchParams]).toEqual([['next', '/console/news/edit?id=12']])
  })

  it('says so on a page when single sign-on is off', async () => {
    const app = await serverWith({ CAS_URL: '' })
    const res = await app.inject({ method: 'GET', url: casAddress('/console/') })
    expect(res.statusCode).toBe(404)
    expectProblemPage(res, 404, 'cas.off', '/console/')
  })
})

describe('a sign-in', () => {
  it('opens a session: a __Host- cookie, 303 to the console path, me answers the person, an audit line', async () => {
    const username = someone('alice')
    const id = await account(username, { roles: [10], memberOf: ['cms-editor'] })
    const before = cas.validations.length
    const { res, ticket, service } = await signIn(username, '/console/pages?tab=en')

    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/console/pages?tab=en')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['set-cookie']).toMatch(/^__Host-ibr_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
    // Validated once, with the service address the ticket was issued for.
    expect(cas.validations.slice(before)).toEqual([{ service, ticket, outcome: { user: username } }])

    const answer = json(await me(sessionCookie(res)))
    expect(answer.status).toBe(200)
    expectShape(SessionRet, answer.json.retMap)
    expect(answer.json.retMap.user).toMatchObject({ id, username, source: 'cas', roles: [10] })

    const session = await t.deps.db.selectFrom('staff_session').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow()
    // The ticket is kept only as its hash: what a single logout will name.
    expect(session.cas_ticket_hash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(session)).not.toContain(ticket)
    expect(await auditOf(username)).toEqual([{ user_id: id, action: 'signIn', entity: 'session', summary: 'cas' }])
    const user = await t.deps.db.selectFrom('staff_user').select('last_sign_in_at').where('id', '=', id).executeTakeFirstOrThrow()
    expect(user.last_sign_in_at).toBeInstanceOf(Date)
  })

  it('ends the session the browser already had: a planted session id never survives a sign-in', async () => {
    const username = someone('fixed')
    await account(username)
    const first = sessionCookie((await signIn(username)).res)
    const second = await signIn(username, '/console/', main, first)
    expect(second.res.statusCode).toBe(303)
    expect(sessionCookie(second.res)).not.toBe(first)
    expectFailure(json(await me(first)), 401, 'loginExpired')
    expect((await me(sessionCookie(second.res))).statusCode).toBe(200)
  })

  it('sets a plain cookie, without Secure or __Host-, when the site is served over http', async () => {
    const publicUrl = 'http://localhost:8080'
    const server = { app: await serverWith({ PUBLIC_URL: publicUrl }), publicUrl }
    const username = someone('plain')
    await account(username)
    const { res } = await signIn(username, '/console/', server)
    expect(res.statusCode).toBe(303)
    expect(res.headers['set-cookie']).toMatch(/^ibr_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/)
    expect((await me(sessionCookie(res), server.app)).statusCode).toBe(200)
  })

  // Where `next` asks to go, and where the person lands: in the console, or at its start.
  const landings: [next: string, lands: string][] = [
    ['//evil.example', '/console/'],
    ['https://evil', '/console/'],
    ['/console/../x', '/console/'],
    ['/console/%2e%2e/x', '/console/'],
    ['/\\evil.example', '/console/'],
    ['/console\\..\\x', '/console/'],
    ['/console/\t/../../x', '/console/'],
    ['javascript:alert(1)', '/console/'],
    ['/consolex', '/console/'],
    ['', '/console/'],
    // These stay inside the console, once their dots are resolved.
    ['/console//evil.example', '/console//evil.example'],
    ['/console//evil.example/../../x', '/console/x'],
    ['/console/a/../b?q=1', '/console/b?q=1'],
    // Written as an address writes it; CAS sees the same service address at both ends.
    ['/console/新闻 list?q=a b', '/console/%E6%96%B0%E9%97%BB%20list?q=a%20b'],
  ]
  for (const [next, lands] of landings) {
    it(`sends next=${JSON.stringify(next)} to ${lands}`, async () => {
      const username = someone('nav')
      await account(username)
      const service = await startAt(next)
      expect(new URL(service).searchParams.get('next')).toBe(lands)
      const ticket = cas.issueTicket(username, service)
      const res = await t.inject({ method: 'GET', url: `${casAddress(next)}&ticket=${encodeURIComponent(ticket)}` })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe(lands)
    })
  }
})

describe('a refused sign-in', () => {
  /** A refused sign-in opens no session and writes nothing, not even to the audit log. */
  async function expectRefused(request: () => Promise<LightMyRequestResponse>, status: number, reason: MessageKey, next: string) {
    const before = await counts()
    const res = await request()
    expectProblemPage(res, status, reason, next)
    expect(await counts()).toEqual(before)
    return res
  }
  const withTicket = (next: string, ticket: string) =>
    t.inject({ method: 'GET', url: `${casAddress(next)}&ticket=${encodeURIComponent(ticket)}` })

  it('refuses a ticket used twice', async () => {
    const username = someone('replay')
    await account(username)
    const { res, back } = await signIn(username, '/console/a')
    expect(res.statusCode).toBe(303)
    const replay = await expectRefused(() => comeBack(back), 401, 'cas.refused', '/console/a')
    expect(cas.validations.at(-1)!.outcome).toEqual({ code: 'INVALID_TICKET' })
    // The page's link starts a sign-in afresh.
    const again = await t.inject({ method: 'GET', url: decodeHtml(replay.body.match(/<a class="button" href="([^"]+)"/)![1]!) })
    expect(again.statusCode).toBe(302)
    expect(String(again.headers.location)).toMatch(new RegExp(`^${cas.url}/login\\?service=`))
  })

  it('refuses a ticket issued for another service', async () => {
    const username = someone('elsewhere')
    await account(username)
    const forOtherPage = cas.issueTicket(username, await startAt('/console/other'))
    await expectRefused(() => withTicket('/console/', forOtherPage), 401, 'cas.refused', '/console/')
    expect(cas.validations.at(-1)!.outcome).toEqual({ code: 'INVALID_SERVICE' })
    const forOtherSite = cas.issueTicket(username, `https://evil.example${casAddress('/console/')}`)
    await expectRefused(() => withTicket('/console/', forOtherSite), 401, 'cas.refused', '/console/')
    expect(cas.validations.at(-1)!.outcome).toEqual({ code: 'INVALID_SERVICE' })
  })

  it('refuses an expired ticket and one CAS never issued', async () => {
    const username = someone('late')
    await account(username)
    const ticket = cas.issueTicket(username, await startAt('/console/'))
    cas.expireTicket(ticket)
    await expectRefused(() => withTicket('/console/', ticket), 401, 'cas.refused', '/console/')
    await expectRefused(() => withTicket('/console/', 'ST-0-made-up'), 401, 'cas.refused', '/console/')
    expect(cas.validations.at(-1)).toMatchObject({ ticket: 'ST-0-made-up', outcome: { code: 'INVALID_TICKET' } })
  })

  it('answers 502 when CAS answers with XML that does not parse', async () => {
    const username = someone('garbled')
    await account(username)
    const ticket = cas.issueTicket(username, await startAt('/console/'))
    cas.mode = 'malformed'
    await expectRefused(() => withTicket('/console/', ticket), 502, 'cas.unreadable', '/console/')
    expect(cas.validations.at(-1)).toMatchObject({ ticket, outcome: { mode: 'malformed' } })
  })

  it('answers 504 when CAS answers with an HTTP error', async () => {
    const username = someone('broken')
    await account(username)
    const ticket = cas.issueTicket(username, await startAt('/console/'))
    cas.mode = 'httpError'
    await expectRefused(() => withTicket('/console/', ticket), 504, 'cas.unreachable', '/console/')
  })

  it('answers 504 when CAS never answers, once CAS_TIMEOUT_MS has passed', async () => {
    const username = someone('silent')
    await account(username)
    const ticket = cas.issueTicket(username, await startAt('/console/x'))
    cas.mode = 'silent'
    const seen = cas.validations.length
    const started = performance.now()
    await expectRefused(() => withTicket('/console/x', ticket), 504, 'cas.unreachable', '/console/x')
    const waited = performance.now() - started
    await cas.waitForValidations(seen + 1)
    expect(cas.validations.at(-1)).toMatchObject({ ticket, outcome: { mode: 'silent' } })
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
    expect(await counts()).toEqual(before)
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
    t.deps.db.selectFrom('staff_access_request').selectAll().where('username', '=', username).executeTakeFirst()

  it('without an account: 403, the request noted with its attempts counted, audited', async () => {
    const username = someone('stranger')
    cas.users[username] = { displayName: 'Zhang Stranger' }
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
    const username = `<img src=x onerror=alert(${++serial})>`
    cas.users[username] = {}
    const res = await expectNoAccess(username)
    expect(res.body).not.toContain('<img')
  })
})

describe('single logout', () => {
  let backChannel: string
  beforeAll(async () => {
    // CAS reaches the service over HTTP: the server listens for this part.
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    backChannel = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${STAFF_API.cas}`
  })
  const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
    t.inject({ method: 'POST', url: STAFF_API.cas, headers: { 'content-type': contentType }, payload })

  it("CAS's back-channel request ends exactly the session its ticket opened", async () => {
    const username = someone('slo')
    const id = await account(username)
    const a = await signIn(username)
    const b = await signIn(username)
    const [cookieA, cookieB] = [sessionCookie(a.res), sessionCookie(b.res)]

    expect(await cas.logout(a.ticket, backChannel)).toBe(200)
    expectFailure(json(await me(cookieA)), 401, 'loginExpired')
    expect((await me(cookieB)).statusCode).toBe(200)
    expect((await auditOf(username)).map((l) => l.action)).toEqual(['signIn', 'signIn', 'singleLogout'])
    expect((await auditOf(username)).at(-1)).toEqual({ user_id: id, action: 'singleLogout', entity: 'session', summary: 'cas' })

    // Heard again (CAS retries), it changes nothing more.
    const before = await counts()
    expect(await cas.logout(a.ticket, backChannel)).toBe(200)
    expect(await counts()).toEqual(before)
    expect((await me(cookieB)).statusCode).toBe(200)
  })

  it('answers 200 and changes nothing for a ticket no session has, or a request it cannot read', async () => {
    const username = someone('stay')
    await account(username)
    const { res, ticket } = await signIn(username)
    const cookie = sessionCookie(res)
    const before = await counts()

    expect(await cas.logout('ST-404-never-issued', backChannel)).toBe(200)
    const unreadable = [
      `logoutRequest=${encodeURIComponent('<samlp:LogoutRequest><samlp:SessionIndex>')}`,
      `logoutRequest=${encodeURIComponent(`<!DOCTYPE x [<!ENTITY t "${ticket}">]><samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"><samlp:SessionIndex>&t;</samlp:SessionIndex></samlp:LogoutRequest>`)}`,
      `logoutRequest=${encodeURIComponent(ticket)}`,
      `logoutRequest=`,
      `somethingElse=${encodeURIComponent(ticket)}`,
      '',
    ]
    for (const payload of unreadable) {
      const answer = await post(payload)
      expect(answer.statusCode, payload).toBe(200)
      expect(answer.body).toBe('ok')
    }
    // Not a form at all.
    expect((await post(JSON.stringify({ logoutRequest: ticket }), 'application/json')).statusCode).toBe(200)
    expect(await counts()).toEqual(before)
    expect((await me(cookie)).statusCode).toBe(200)
  })

  it('signing out of a CAS session ends it and sends the browser to CAS to sign out there too', async () => {
    const username = someone('bye')
    await account(username)
    const cookie = sessionCookie((await signIn(username)).res)
    const { csrfToken } = (await me(cookie)).json().retMap as SessionRet
    const res = await t.post(STAFF_API.logout, {}, { cookie, 'x-csrf-token': csrfToken })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ code: 'success', retMap: { redirect: `${cas.url}/logout?service=${encodeURIComponent(PUBLIC_URL)}` } })
    expect(res.headers['set-cookie']).toMatch(/^__Host-ibr_staff=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Secure$/)
    expectFailure(json(await me(cookie)), 401, 'loginExpired')
    // CAS signs the person out and sends them back to the site.
    const atCas = await fetch(res.json.retMap.redirect, { redirect: 'manual' })
    expect(atCas.status).toBe(302)
    expect(atCas.headers.get('location')).toBe(PUBLIC_URL)
  })
})

describe('roles from a CAS attribute', () => {
  it('grants the mapped roles at each sign-in, revokes them when the attribute drops them, leaves the others', async () => {
    const server = {
      app: await serverWith({ CAS_ROLE_ATTRIBUTE: 'memberOf', CAS_ROLE_MAP: JSON.stringify({ 'cms-editor': 10, 'cms-reviewer': 21 }) }),
      publicUrl: PUBLIC_URL,
    }
    const username = someone('mapped')
    const id = await account(username, { roles: [40], memberOf: ['cms-editor', 'unrelated-group'] })
    const rolesAfterSignIn = async (memberOf: string[]) => {
      cas.users[username] = { memberOf }
      const { res } = await signIn(username, '/console/', server)
      expect(res.statusCode).toBe(303)
      return (await me(sessionCookie(res), server.app)).json().retMap.user.roles as number[]
    }

    expect(await rolesAfterSignIn(['cms-editor', 'unrelated-group'])).toEqual([10, 40])
    expect(await rolesAfterSignIn(['cms-reviewer'])).toEqual([21, 40])
    expect(await rolesAfterSignIn(['cms-reviewer'])).toEqual([21, 40])
    expect(await rolesAfterSignIn([])).toEqual([40])
    const changes = (await auditOf('cas')).filter((l) => l.action === 'userUpdate' && l.user_id === id)
    expect(changes.map((l) => l.summary)).toEqual([
      'roles from CAS attribute memberOf: 40 → 10,40',
      'roles from CAS attribute memberOf: 10,40 → 21,40',
      'roles from CAS attribute memberOf: 21,40 → 40',
    ])
  })

  it('leaves roles alone when no map is set', async () => {
    const username = someone('unmapped')
    const id = await account(username, { roles: [21], memberOf: ['cms-editor'] })
    expect((await signIn(username)).res.statusCode).toBe(303)
    const roles = await t.deps.db.selectFrom('staff_role').select('code').where('user_id', '=', id).execute()
    expect(roles.map((r) => r.code)).toEqual([21])
  })
})

describe('the log', () => {
  it('never keeps a ticket: the request line shows ticket=[redacted]', async () => {
    const lines: string[] = []
    const app = await serverWith({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } })
    const server = { app, publicUrl: PUBLIC_URL }
    const username = someone('logged')
    await account(username)
    const stranger = someone('unknown')

    const tickets: string[] = []
    const ok = await signIn(username, '/console/', server)
    expect(ok.res.statusCode).toBe(303)
    tickets.push(ok.ticket)
    expect((await comeBack(ok.back, server)).statusCode).toBe(401)
    const refused = await signIn(stranger, '/console/', server)
    expect(refused.res.statusCode).toBe(403)
    tickets.push(refused.ticket)
    const slo = await app.inject({
      method: 'POST',
      url: STAFF_API.cas,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logoutRequest: logoutRequestXml(ok.ticket) }).toString(),
    })
    expect(slo.statusCode).toBe(200)

    // Each request's log ends with its completion line, written as the answer goes out.
    const entries = () => lines.map((l) => JSON.parse(l) as { msg: string; req?: { url: string }; res?: unknown; code?: string })
    await vi.waitFor(() => expect(entries().filter((e) => e.msg === 'request completed')).toHaveLength(6))
    for (const ticket of tickets) expect(lines.join('\n')).not.toContain(ticket.slice(3))
    const withTicket = entries().filter((e) => e.req?.url.includes('ticket='))
    expect(withTicket.map((e) => e.req!.url)).toEqual(Array(3).fill(`${casAddress('/console/')}&ticket=[redacted]`))
    expect(entries().find((e) => e.msg === 'CAS sign-in failed')).toMatchObject({ code: 'INVALID_TICKET' })
  })
})

describe('the fake CAS, as a browser test goes through it', () => {
  it('asks who signs in, then remembers them by its cookie until they sign out there', async () => {
    const service = 'http://127.0.0.1:9/back'
    const login = `${cas.url}/login?service=${encodeURIComponent(service)}`
    const form = await fetch(login, { redirect: 'manual' })
    expect(form.status).toBe(200)
    expect(await form.text()).toContain(`action="${new URL(cas.url).pathname}/login"`)

    const chosen = await fetch(`${login}&user=zoe`, { redirect: 'manual' })
    expect(chosen.status).toBe(302)
    const back = new URL(chosen.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe(service)
    expect([...back.searchParams.keys()]).toEqual(['ticket'])
    const cookie = chosen.headers.get('set-cookie')!.split(';')[0]!

    // Signed in at CAS already: straight back with a new ticket, no form.
    const again = await fetch(login, { redirect: 'manual', headers: { cookie } })
    expect(again.status).toBe(302)
    const second = new URL(again.headers.get('location')!).searchParams.get('ticket')
    expect(second).not.toBe(back.searchParams.get('ticket'))

    const out = await fetch(`${cas.url}/logout?service=${encodeURIComponent(service)}`, { redirect: 'manual', headers: { cookie } })
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe(service)
    expect(out.headers.get('set-cookie')).toMatch(/^fakecas_user=; .*Max-Age=0/)
  })
})
