// PostgreSQL pass: every staff call's SQL once on the server's PostgreSQL version (PGlite is a newer one).
import type { Lang } from '@ibr/contract'
import { can, ROLE, STAFF_API, STAFF_CALL_SPECS, SUPER_USER_TYPE, type StaffCallSpec } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { UNGUARDED_STAFF_ROUTES } from '../../auth/staff-guard.js'
import { rowCounts } from '../../test/row-counts.js'
import { expectFailure } from '../../test/shape.js'
import { addStaff, signIn, staffSession, type StaffClient, type StaffSpec } from '../../test/staff-factory.js'
import { answerOf } from '../../test/answer.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { multipart } from '../../test/upload-fixtures.js'
import { staffCallBodies, uploads, type MatrixTargets } from './permission-matrix-fixtures.js'

/**
 * Every staff call as anonymous and as each role, the expected answer derived from the
 * call's declared permission: 401 without a session, 403 when `can()` says no, anything else when it
 * says yes. A call added to the contract without a body in permission-matrix-fixtures.ts fails the test.
 */
const specs = STAFF_CALL_SPECS as Record<string, StaffCallSpec>
let t: TestApp
let teams: number[]
let conferences: number[]

const at = {} as MatrixTargets
const bodies = staffCallBodies(at)

/**
 * Makes a declared call as the console sends it: JSON with `lang`, or for an upload a multipart form
 * with `lang` in the address too (the guard answers before the form is read).
 */
async function send(path: string, lang: Lang, headers: Record<string, string> = {}) {
  if (!specs[path]!.multipart) return t.post(path, { ...bodies[path]!(), lang }, headers)
  const form = multipart([{ name: 'lang', value: lang }, ...(await uploads[path]!())])
  const res = await t.inject({
    method: 'POST',
    url: `${path}?lang=${lang}`,
    headers: { ...form.headers, ...headers },
    payload: form.payload,
  })
  return answerOf(res)
}

/**
 * A call declared `get`, made as the browser fetches it for an image: a GET with the body's fields and
 * `lang` in the query string, the session cookie only (an `<img>` sends no CSRF token).
 */
async function sendGet(path: string, lang: Lang, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(bodies[path]!()).map(([k, v]) => [k, String(v)])), lang })
  const res = await t.inject({ method: 'GET', url: `${path}?${query}`, headers })
  return answerOf(res)
}
const getPaths = () => paths.filter((p) => specs[p]!.get)

/** A signed-in client's headers: its session and its CSRF token. */
const sessionOf = (client: StaffClient) => ({ cookie: client.cookie, 'x-csrf-token': client.csrfToken })

const roles: Record<string, () => StaffSpec> = {
  editor: () => ({ roles: [ROLE.editor], sections: at.sections.slice(0, 1) }),
  reviewer: () => ({ roles: [ROLE.reviewer], sections: at.sections }),
  'conference reviewer': () => ({ roles: [ROLE.conferenceReviewer], conferences }),
  administrator: () => ({ roles: [ROLE.admin] }),
  'super user': () => ({ roles: [ROLE.admin], userType: SUPER_USER_TYPE }),
  'group administrator of another team': () => ({ groups: teams.slice(1, 2) }),
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.deps.db
  teams = (await db.selectFrom('team').select('id').orderBy('id').limit(2).execute()).map((r) => r.id)
  at.sections = (await db.selectFrom('menu').select('id').orderBy('id').limit(3).execute()).map((r) => r.id)
  const firstConference = await db.selectFrom('meeting').select(['id', 'menu_id']).orderBy('id').limit(1).executeTakeFirstOrThrow()
  conferences = [firstConference.id]
  at.conferenceMenu = firstConference.menu_id
  at.target = await addStaff(t, { roles: [ROLE.editor], groups: teams.slice(0, 1) })
  at.article = (
    await db
      .insertInto('article')
      .values({ kind: 'news', title_zh: '权限测试', title_en: 'Matrix' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  await db.insertInto('article_menu').values({ article_id: at.article, menu_id: at.sections[0]! }).execute()
  at.libraryFile = 'MatrixLibraryImage0001'
  await db
    .insertInto('file')
    .values({
      id: at.libraryFile,
      sha256: 'f'.repeat(64),
      mime: 'image/png',
      kind: 'image',
      size: 1,
      name: 'matrix.png',
      visibility: 'public',
    })
    .execute()
})
afterAll(async () => {
  await t.close()
})

const paths = Object.keys(specs)

describe('the staff API declares every call', () => {
  it('has a body in this test for every declared call, and a route for each', async () => {
    expect(paths.filter((p) => !(p in (specs[p]!.multipart ? uploads : bodies)))).toEqual([])
    for (const path of paths) expect(t.app.hasRoute({ method: 'POST', url: path }), path).toBe(true)
  })

  it('refuses to start with a staff route that declares no permission (default deny)', async () => {
    const app = await buildApp(t.deps, { logger: false })
    const start = async () => {
      await app.register(async (scope) => {
        scope.post('/api/staff/undeclared', async () => ({}))
      })
      await app.ready()
    }
    await expect(start()).rejects.toThrow(/must declare its permission/)
  })

  it('answers a GET only for the calls declared so', () => {
    expect(getPaths().length).toBeGreaterThan(0)
    for (const path of paths) expect(t.app.hasRoute({ method: 'GET', url: path }), path).toBe(specs[path]!.get === true)
  })

  it('leaves only CAS’s own address without a declaration', () => {
    expect(Object.keys(UNGUARDED_STAFF_ROUTES)).toEqual([STAFF_API.cas])
  })
})

describe('anonymous', () => {
  for (const path of paths) {
    const spec = specs[path]!
    it(`${path}: ${spec.permission === null ? 'allowed before signing in' : '401 loginExpired'}`, async () => {
      const res = await send(path, 'en')
      if (spec.permission === null) expect([200, 401]).toContain(res.status)
      else expectFailure(res, 401, 'loginExpired', 'en')
    })
    if (spec.get) {
      it(`GET ${path}: 401 loginExpired`, async () => {
        expectFailure(await sendGet(path, 'en'), 401, 'loginExpired', 'en')
      })
    }
  }
})

for (const [role, spec] of Object.entries(roles)) {
  describe(role, () => {
    let client: StaffClient
    beforeAll(async () => {
      client = await staffSession(t, spec())
    })
    for (const path of paths) {
      const call = specs[path]!
      if (call.permission === null) continue
      it(`${path} (${call.permission})`, async () => {
        // Signing out ends the session: it gets a session of its own. That account administers no
        // team: a team has one group administrator, and taking it would strip this role's client.
        const who = path === STAFF_API.logout ? await signIn(t, (await staffSession(t, { ...spec(), groups: [] })).account) : client
        const allowed = can(who.user, call.permission!)
        const res = await send(path, 'en', sessionOf(who))
        // Allowed: whatever the call answers (success, or its own failure such as a wrong current
        // password), it is not the guard's refusal.
        if (allowed)
          expect(['loginExpired', 'noPermission', 'csrfInvalid'], `${res.status} ${JSON.stringify(res.json)}`).not.toContain(res.json?.code)
        else expectFailure(res, 403, 'noPermission', 'en')
      })
      if (call.get) {
        it(`GET ${path} (${call.permission}), with the session cookie only`, async () => {
          const res = await sendGet(path, 'en', { cookie: client.cookie })
          if (can(client.user, call.permission!))
            expect(['loginExpired', 'noPermission', 'csrfInvalid'], `${res.status} ${JSON.stringify(res.json)}`).not.toContain(
              res.json?.code,
            )
          else expectFailure(res, 403, 'noPermission', 'en')
        })
      }
    }
  })
}

describe('forgery', () => {
  let admin: StaffClient
  beforeAll(async () => {
    admin = await staffSession(t, roles['super user']!())
  })
  const guarded = paths.filter((p) => specs[p]!.csrf)

  it('refuses every call that needs the CSRF token without it or with another, writing nothing', async () => {
    const before = await counts()
    for (const path of guarded) {
      const missing = await send(path, 'en', { cookie: admin.cookie })
      expectFailure(missing, 403, 'csrfInvalid', 'en')
      const forged = await send(path, 'en', { cookie: admin.cookie, 'x-csrf-token': 'A'.repeat(43) })
      expectFailure(forged, 403, 'csrfInvalid', 'en')
    }
    expect(await counts()).toEqual(before)
  })

  it('refuses every staff call from a foreign Origin, sign-in included, writing nothing', async () => {
    const before = await counts()
    for (const path of paths) {
      const res = await send(path, 'zh', { ...sessionOf(admin), origin: 'https://evil.example' })
      expectFailure(res, 403, 'noPermission', 'zh')
    }
    expect(await counts()).toEqual(before)
  })

  it('accepts the site’s own Origin', async () => {
    const res = await admin.post(STAFF_API.me, {}, { origin: 'http://localhost:80', host: 'localhost:80' })
    expect(res.status).toBe(200)
  })
})

function counts() {
  return rowCounts(t.deps.db, {
    users: 'staff_user',
    roles: 'staff_role',
    scopes: 'staff_scope',
    sessions: 'staff_session',
    audit: 'audit_log',
    requests: 'staff_access_request',
    files: 'file',
  })
}
