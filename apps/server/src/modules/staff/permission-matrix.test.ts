// PostgreSQL pass: every staff call's SQL once on the server's PostgreSQL version (PGlite is a newer one).
import type { Lang } from '@ibr/contract'
import {
  can,
  CONFERENCE_WORKFLOW_ACTIONS,
  emptyDoc,
  ROLE,
  STAFF_API,
  STAFF_CALL_SPECS,
  SUPER_USER_TYPE,
  type StaffCallSpec,
} from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { UNGUARDED_STAFF_ROUTES } from '../../auth/staff-guard.js'
import { expectFailure } from '../../test/shape.js'
import { addStaff, signIn, staffSession, type StaffAccount, type StaffClient, type StaffSpec } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { multipart, pngBytes, type Part } from '../../test/upload-fixtures.js'

/**
 * Every staff call as anonymous and as each role, the expected answer derived from the
 * call's declared permission: 401 without a session, 403 when `can()` says no, anything else when it
 * says yes. A call added to the contract without a body here fails the test.
 */
const specs = STAFF_CALL_SPECS as Record<string, StaffCallSpec>
let t: TestApp
let target: StaffAccount
let teams: number[]
let sections: number[]
let conferences: number[]
/** The menu entry of the first conference, the one the conference reviewer here is granted. */
let conferenceMenu: number
/** An item in the first section, the one every editor and reviewer here is granted. */
let article: number
/** A library image nothing uses. */
let libraryFile: string
let serial = 0

const conferenceTexts = {
  title: 'Matrix',
  subTitle: '',
  summary: '',
  venue: '',
  address: '',
  traffic: '',
  organizer: '',
  fee: '',
  notice: '',
}

/** A valid body for each call, aimed at an ordinary account that is nobody's caller. */
const bodies: Record<string, () => Record<string, unknown>> = {
  [STAFF_API.authMethods]: () => ({}),
  [STAFF_API.login]: () => ({ username: 'nobody-here', password: 'wrong password' }),
  [STAFF_API.signInLink]: () => ({ username: 'nobody-here' }),
  [STAFF_API.signInLinkUse]: () => ({ token: 'not-a-link-token' }),
  [STAFF_API.me]: () => ({}),
  [STAFF_API.logout]: () => ({}),
  [STAFF_API.password]: () => ({ current: 'not the password', password: 'Another-long-phrase-42' }),
  [STAFF_API.dashboard]: () => ({}),
  [STAFF_API.statsSummary]: () => ({ from: '2026-03-01', to: '2026-03-31' }),
  [STAFF_API.statsViews]: () => ({ ids: [article] }),
  [STAFF_API.userList]: () => ({ page: 1, search: 'staff' }),
  [STAFF_API.userDetail]: () => ({ id: target.id }),
  [STAFF_API.userCreate]: () => ({ username: `matrix${++serial}`, name: 'Matrix', source: 'cas', roles: [ROLE.editor] }),
  [STAFF_API.userUpdate]: () => ({ id: target.id, name: `Target ${++serial}` }),
  [STAFF_API.userResetPassword]: () => ({ id: target.id }),
  [STAFF_API.userEndSessions]: () => ({ id: target.id }),
  // An id nobody has: refused per item, so the matrix's accounts stay active.
  [STAFF_API.userBulk]: () => ({ action: 'deactivate', ids: [2147483000] }),
  [STAFF_API.accessRequestList]: () => ({ page: 1 }),
  [STAFF_API.accessRequestGrant]: () => ({ id: 2147483000, role: ROLE.editor }),
  [STAFF_API.accessRequestDismiss]: () => ({ id: 2147483000 }),
  [STAFF_API.superUserList]: () => ({}),
  [STAFF_API.superUserSet]: () => ({ username: target.username, admin: false, superUser: false }),
  [STAFF_API.scopeOptions]: () => ({}),
  [STAFF_API.auditList]: () => ({ page: 1 }),
  [STAFF_API.auditExport]: () => ({ action: 'signIn' }),
  [STAFF_API.articleSave]: () => ({ kind: 'news', menuIds: sections.slice(0, 1), zh: { title: `Matrix ${++serial}` } }),
  [STAFF_API.articleGet]: () => ({ id: article }),
  [STAFF_API.articleList]: () => ({ page: 1 }),
  [STAFF_API.articleSubmit]: () => ({ id: article, version: 1 }),
  [STAFF_API.articleApprove]: () => ({ id: article, version: 1 }),
  [STAFF_API.articleReject]: () => ({ id: article, version: 1, comment: 'Matrix' }),
  [STAFF_API.articleArchive]: () => ({ id: article }),
  // A version no item has: each item refused as stale, so the matrix's item stays as it was.
  [STAFF_API.articleBulk]: () => ({ action: 'submit', items: [{ id: article, version: 2147483647 }] }),
  [STAFF_API.articleConfirm]: () => ({ id: article, version: 1, language: 'en', fields: ['title'] }),
  [STAFF_API.articleRevisions]: () => ({ id: article }),
  [STAFF_API.articleRevision]: () => ({ id: article, revision: 1 }),
  [STAFF_API.articleRestore]: () => ({ id: article, revision: 1 }),
  [STAFF_API.articlePreviewLink]: () => ({ id: article }),
  [STAFF_API.articlePresence]: () => ({ id: article }),
  [STAFF_API.articleAutosave]: () => ({ id: article, version: 1, doc: emptyDoc('news'), base: emptyDoc('news') }),
  [STAFF_API.articleAutosaveGet]: () => ({ id: article }),
  [STAFF_API.articleAutosaveDiscard]: () => ({ id: article }),
  [STAFF_API.sectionOptions]: () => ({}),
  [STAFF_API.paperImportPreview]: () => ({ text: '@article{matrix, title={Matrix}, year={2020}}' }),
  [STAFF_API.paperImport]: () => ({
    menuId: sections[0],
    items: [{ language: 'en', title: 'Matrix', authors: 'A. Author', journal: 'J', year: 2020, researchArea: 'methods', teamIds: [] }],
  }),
  [STAFF_API.menuTree]: () => ({}),
  [STAFF_API.menuSave]: () => ({ id: sections[0], en: { name: `Matrix ${++serial}` } }),
  [STAFF_API.menuMove]: () => ({ id: 2147483000, parentId: null, index: 0 }),
  [STAFF_API.menuRemove]: () => ({ id: 2147483000 }),
  [STAFF_API.bannerList]: () => ({}),
  [STAFF_API.bannerSave]: () => ({ id: 2147483000, link: null }),
  [STAFF_API.bannerMove]: () => ({ id: 2147483000, index: 0 }),
  [STAFF_API.bannerRemove]: () => ({ id: 2147483000 }),
  [STAFF_API.pinnedList]: () => ({ menuId: sections[0] }),
  [STAFF_API.pinnedSet]: () => ({ menuId: sections[0], id: article, pinned: false }),
  [STAFF_API.mediaList]: () => ({ page: 1, kind: 'image' }),
  [STAFF_API.mediaGet]: () => ({ id: libraryFile }),
  [STAFF_API.mediaUpdate]: () => ({ id: libraryFile, altEn: `Matrix ${++serial}` }),
  [STAFF_API.mediaDelete]: () => ({ id: 'AAAAAAAAAAAAAAAAAAAAAA' }),
  [STAFF_API.mediaBulk]: () => ({ action: 'delete', ids: ['AAAAAAAAAAAAAAAAAAAAAA'] }),
  [STAFF_API.helpdeskList]: () => ({ state: 'open' }),
  [STAFF_API.helpdeskGet]: () => ({ ticket: 'F-19990101-MTRX' }),
  [STAFF_API.helpdeskUpdate]: () => ({ ticket: 'F-19990101-MTRX', state: 'progress' }),
  [STAFF_API.helpdeskBulk]: () => ({ action: 'resolve', ids: ['F-19990101-MTRX'] }),
  [STAFF_API.helpdeskNote]: () => ({ ticket: 'F-19990101-MTRX', body: 'matrix', reply: false }),
  [STAFF_API.helpdeskScreenshot]: () => ({ ticket: 'F-19990101-MTRX' }),
  [STAFF_API.mailOutbox]: () => ({ page: 1 }),
  [STAFF_API.backupStatus]: () => ({}),
  [STAFF_API.mailResend]: () => ({ id: 2147483000 }),
  [STAFF_API.accountNotifications]: () => ({}),
  [STAFF_API.accountNotificationsSave]: () => ({ digestHour: 8, kinds: [] }),
  [STAFF_API.accountLanguage]: () => ({ language: 'zh' }),
  [STAFF_API.linksCheck]: () => ({}),
  [STAFF_API.linksList]: () => ({ page: 1 }),
  // A link nobody has: whoever the guard lets through gets 404.
  [STAFF_API.linksRecheck]: () => ({ id: 2147483000 }),
  [STAFF_API.linksIgnore]: () => ({ id: 2147483000, ignored: true }),
  [STAFF_API.registrationExport]: () => ({ menuId: conferenceMenu, format: 'csv' }),
  [STAFF_API.registrationFiles]: () => ({ menuId: conferenceMenu }),
  [STAFF_API.registrationPurgePreview]: () => ({}),
  ...recordBodies('team', () => ({
    kind: 'team',
    areaId: null,
    zh: { name: 'M', leader: '', leaderTitle: '', summary: '', bio: '', interests: '', location: '' },
    en: { name: 'M', leader: '', leaderTitle: '', summary: '', bio: '', interests: '', location: '' },
    photoId: null,
    email: '',
    phone: '',
    sort: 0,
    members: [],
    paperIds: [],
  })),
  [STAFF_API.teamPapers]: () => ({ search: 'matrix' }),
  ...recordBodies('facility', () => ({
    zh: { name: 'M', summary: '', intro: '', contact: '', location: '' },
    en: { name: 'M', summary: '', intro: '', contact: '', location: '' },
    pictureId: null,
    email: '',
    phone: '',
    bookingUrl: '',
    instruments: [],
    services: [],
    sort: 0,
  })),
  ...recordBodies('faq', () => ({ zh: { question: 'M', answer: '' }, en: { question: 'M', answer: '' }, sort: 0 })),
  ...recordBodies('quickLink', () => ({
    group: 'other',
    zh: { name: 'M', description: '' },
    en: { name: 'M', description: '' },
    url: 'https://m.example.org/',
    sort: 0,
  })),
  // Orders naming a record that does not exist: an allowed caller gets 400 from the workflow, not 403.
  [STAFF_API.faqReorder]: () => ({ ids: [2147483000] }),
  [STAFF_API.quickLinkReorder]: () => ({ ids: [2147483000] }),
  [STAFF_API.siteSettingsGet]: () => ({}),
  [STAFF_API.siteSettingsSave]: () => ({ values: {} }),
  [STAFF_API.conferenceList]: () => ({}),
  // An entry with no conference: whoever the guard lets through gets 404, not the service's refusal.
  [STAFF_API.conferenceGet]: () => ({ menuId: 2147483000 }),
  [STAFF_API.conferenceCreate]: () => ({
    token: `matrix${++serial}`,
    zh: { title: '权限测试会议' },
    en: { title: 'Matrix conference' },
    startDate: '2031-01-01',
    endDate: '2031-01-02',
    timeZone: 'UTC',
  }),
  [STAFF_API.conferenceSave]: () => ({
    menuId: 2147483000,
    zh: conferenceTexts,
    en: conferenceTexts,
    contactEmail: '',
    pictureId: null,
    startDate: '2031-01-01',
    endDate: '2031-01-02',
    timeZone: 'UTC',
    registrationOpen: false,
    regOpens: null,
    regDeadline: '2031-01-01T00:00:00Z',
    capacity: null,
    moderated: false,
    currency: 'CNY',
    reminderDays: 3,
    mailTemplates: {},
    formFields: [],
  }),
  [STAFF_API.conferenceSchedule]: () => ({ menuId: 2147483000, days: [] }),
  // The workflow's steps on a conference that does not exist, with the records' bodies.
  ...Object.fromEntries(
    Object.entries(recordBodies('conference', () => ({}))).filter(([path]) =>
      (CONFERENCE_WORKFLOW_ACTIONS as readonly string[]).includes(path.split('/').pop()!),
    ),
  ),
  [STAFF_API.registrationConferences]: () => ({}),
  [STAFF_API.registrationList]: () => ({ menuId: conferenceMenu }),
  [STAFF_API.registrationDecide]: () => ({ id: 2147483000, state: 'accepted' }),
  [STAFF_API.registrationBulk]: () => ({ action: 'decide', ids: [2147483000], state: 'accepted' }),
  [STAFF_API.registrationPay]: () => ({ id: 2147483000, reference: 'MATRIX' }),
  [STAFF_API.registrationCheckin]: () => ({ code: 'M99-AAAAAAAA' }),
}

/** A record kind's calls, each aimed at a record that does not exist (the workflow answers 404 after the guard). */
function recordBodies(entity: string, doc: () => Record<string, unknown>): Record<string, () => Record<string, unknown>> {
  const none = { id: 2147483000 }
  return {
    [`/api/staff/${entity}/list`]: () => ({}),
    [`/api/staff/${entity}/get`]: () => none,
    [`/api/staff/${entity}/save`]: () => ({ ...none, version: 0, doc: doc() }),
    [`/api/staff/${entity}/submit`]: () => ({ ...none, version: 0 }),
    [`/api/staff/${entity}/approve`]: () => ({ ...none, version: 0 }),
    [`/api/staff/${entity}/reject`]: () => ({ ...none, version: 0, comment: 'matrix' }),
    [`/api/staff/${entity}/archive`]: () => none,
    [`/api/staff/${entity}/revisions`]: () => none,
    [`/api/staff/${entity}/restore`]: () => ({ ...none, revision: 1 }),
  }
}

/** The parts of each upload (multipart/form-data), for the calls declared `multipart`. */
const uploads: Record<string, () => Promise<Part[]>> = {
  [STAFF_API.mediaUpload]: async () => [{ name: 'file', value: await pngBytes(8, 8), filename: 'matrix.png', contentType: 'image/png' }],
}

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
  let json: any = null
  try {
    json = res.json()
  } catch {
    // Not JSON: the assertions say what was expected.
  }
  return { status: res.statusCode, json, headers: res.headers }
}

/**
 * A call declared `get`, made as the browser fetches it for an image: a GET with the body's fields and
 * `lang` in the query string, the session cookie only (an `<img>` sends no CSRF token).
 */
async function sendGet(path: string, lang: Lang, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(bodies[path]!()).map(([k, v]) => [k, String(v)])), lang })
  const res = await t.inject({ method: 'GET', url: `${path}?${query}`, headers })
  let json: any = null
  try {
    json = res.json()
  } catch {
    // Not JSON (the file itself): the assertions say what was expected.
  }
  return { status: res.statusCode, json, headers: res.headers }
}
const getPaths = () => paths.filter((p) => specs[p]!.get)

/** A signed-in client's headers: its session and its CSRF token. */
const sessionOf = (client: StaffClient) => ({ cookie: client.cookie, 'x-csrf-token': client.csrfToken })

const roles: Record<string, () => StaffSpec> = {
  editor: () => ({ roles: [ROLE.editor], sections: sections.slice(0, 1) }),
  reviewer: () => ({ roles: [ROLE.reviewer], sections }),
  'conference reviewer': () => ({ roles: [ROLE.conferenceReviewer], conferences }),
  administrator: () => ({ roles: [ROLE.admin] }),
  'super user': () => ({ roles: [ROLE.admin], userType: SUPER_USER_TYPE }),
  'group administrator of another team': () => ({ groups: teams.slice(1, 2) }),
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.deps.db
  teams = (await db.selectFrom('team').select('id').orderBy('id').limit(2).execute()).map((r) => r.id)
  sections = (await db.selectFrom('menu').select('id').orderBy('id').limit(3).execute()).map((r) => r.id)
  const firstConference = await db.selectFrom('meeting').select(['id', 'menu_id']).orderBy('id').limit(1).executeTakeFirstOrThrow()
  conferences = [firstConference.id]
  conferenceMenu = firstConference.menu_id
  target = await addStaff(t, { roles: [ROLE.editor], groups: teams.slice(0, 1) })
  article = (
    await db
      .insertInto('article')
      .values({ kind: 'news', title_zh: '权限测试', title_en: 'Matrix' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  await db.insertInto('article_menu').values({ article_id: article, menu_id: sections[0]! }).execute()
  libraryFile = 'MatrixLibraryImage0001'
  await db
    .insertInto('file')
    .values({
      id: libraryFile,
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

async function counts() {
  const db = t.deps.db
  const n = async (table: 'staff_user' | 'staff_role' | 'staff_scope' | 'staff_session' | 'audit_log' | 'staff_access_request' | 'file') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    users: await n('staff_user'),
    roles: await n('staff_role'),
    scopes: await n('staff_scope'),
    sessions: await n('staff_session'),
    audit: await n('audit_log'),
    requests: await n('staff_access_request'),
    files: await n('file'),
  }
}
