import { STAFF_API } from '@ibr/contract/staff'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { buildApp, type BuildOptions } from '../app.js'
import { loadConfig } from '../config.js'
import { message, type MessageKey, type Params } from '../i18n/messages.js'
import { startFakeCas, type FakeCas } from './fake-cas.js'
import { createTestApp, type TestApp } from './test-app.js'

/*
 * What the CAS tests share: a server whose CAS_URL is a fake CAS server, accounts the fake knows, and
 * the browser's round trip through both (the console's CAS address, CAS's login, the way back).
 */

export const PUBLIC_URL = 'https://www.example.test'
const ENV = { PUBLIC_URL, CAS_TIMEOUT_MS: '300' }

/** A server as the tests reach it: the app, and the public address its service addresses start with. */
export interface Server {
  app: FastifyInstance
  publicUrl: string
}

/** The address the console sends the browser to, to sign in by CAS and land on `next`. */
export const casAddress = (next: string) => `${STAFF_API.cas}?next=${encodeURIComponent(next)}`

export const decodeHtml = (html: string) => html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/** The `name=value` of the session cookie a sign-in set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie']
  expect(typeof header).toBe('string')
  return String(header).split(';')[0]!
}

export const json = (res: LightMyRequestResponse) => ({ status: res.statusCode, json: res.json() })

const STAFF_TABLES = ['staff_user', 'staff_role', 'staff_session', 'staff_access_request', 'audit_log'] as const

/**
 * Starts a fake CAS and a server that signs in through it before the file's tests (a test's change of
 * `cas.mode` is undone after it), and closes both, and every server `serverWith` made, after them.
 * `cas`, `t` and `main` exist once the tests run: read them through the harness, not at load time.
 */
export function casHarness() {
  let cas: FakeCas
  let t: TestApp
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
      OVERLOAD_SAMPLE_MS: '0',
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
  /** A number no other test of the file uses. */
  const nextSerial = () => ++serial
  /** A user name no other test uses. */
  const someone = (base: string) => `${base}${nextSerial()}`

  /** A staff account as an administrator would have made it, and the person CAS knows by that name. */
  async function account(
    username: string,
    options: { roles?: number[]; active?: boolean; source?: 'cas' | 'local'; memberOf?: string[] } = {},
  ): Promise<number> {
    const { id } = await t.deps.db
      .insertInto('staff_user')
      .values({
        username,
        name: `Name of ${username}`,
        source: options.source ?? 'cas',
        active: options.active ?? true,
        password_hash: null,
      })
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

  const me = (cookie: string, app = t.app) =>
    app.inject({ method: 'POST', url: STAFF_API.me, headers: { cookie, 'content-type': 'application/json' }, payload: '{}' })

  /** Row counts of the tables a sign-in or logout could write to. */
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

  return {
    /** The fake CAS server. */
    get cas() {
      return cas
    },
    /** The server under test, at PUBLIC_URL. */
    get t() {
      return t
    },
    /** `t` as a `Server`: where the round-trip helpers go unless told otherwise. */
    get main() {
      return main
    },
    serverWith,
    nextSerial,
    someone,
    account,
    startAt,
    comeBack,
    signIn,
    me,
    counts,
    auditOf,
    expectProblemPage,
  }
}
