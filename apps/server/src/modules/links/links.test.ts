// PostgreSQL pass: a publish queues its item's check after the approval has answered, on another of the pool's connections there.
/**
 * The link checker through the server: links of published items found and checked (a fake site on
 * loopback, which LINK_CHECK_ALLOW lists; internal links against the site's data), the broken ones
 * listed to administrators and to each editor for their sections only, one checked again or
 * ignored, a publish queuing its item's check, and bad requests refused without a write.
 */
import type { LookupAddress } from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { LinkListRet, LinkRowRet, ROLE, STAFF_API, type LinkRow } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { insertArticle } from '../../test/article-factory.js'
import { addSection, editorialTeam, publishedItem } from '../../test/editorial-factory.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { announceBrokenLinks } from './link-notices.js'
import { linkCheckSettings, linksService, type LinksService } from './links-service.js'

let t: TestApp
let server: http.Server
let base: string
let admin: StaffClient
let editorA: StaffClient
let editorB: StaffClient
let sectionA: number
let sectionB: number
let itemA: number
let itemB: number
let deletedId: number
let checker: LinksService
const announced: { id: number; count: number }[] = []
/** Whether the fake site's flaky page answers yet. */
let healthy = false

/** No test asks a DNS server: every name is unknown, and the fake site is reached by its address. */
const offline = ((host: string, _options: unknown, callback: (e: NodeJS.ErrnoException | null, a: LookupAddress[]) => void) =>
  callback(Object.assign(new Error(`no DNS in tests: ${host}`), { code: 'ENOTFOUND' }), [])) as never

const linkRows = () => t.deps.db.selectFrom('link_check').selectAll().execute()

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok') return res.writeHead(200).end()
    if (req.url === '/flaky') return res.writeHead(healthy ? 200 : 503).end()
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  t = await createTestApp({ LINK_CHECK_ALLOW: '127.0.0.1' })
  sectionA = await addSection(t)
  sectionB = await addSection(t)
  admin = await staffSession(t, { roles: [ROLE.admin] })
  editorA = await staffSession(t, { roles: [ROLE.editor], sections: [sectionA] })
  editorB = await staffSession(t, { roles: [ROLE.editor], sections: [sectionB] })
  const deleted = await insertArticle(t, { menuId: sectionA })
  deletedId = deleted.id
  await t.deps.db.deleteFrom('article_menu').where('article_id', '=', deletedId).execute()
  await t.deps.db.deleteFrom('article').where('id', '=', deletedId).execute()
  itemA = (
    await insertArticle(t, {
      menuId: sectionA,
      values: {
        body_zh: sanitize(
          `<p><a href="${base}/ok">好的</a> <a href="${base}/missing">失效页面</a> <a href="/#/detail/ibrNewsnews/${deletedId}">旧新闻</a>` +
            ` <a href="${base}/flaky">Flaky</a> <a href="mailto:office@example.org">mail</a></p>`,
        ),
        body_en: sanitize(`<p><a href="http://10.1.2.3/intranet">Intranet</a></p>`),
      },
    })
  ).id
  itemB = (
    await insertArticle(t, {
      menuId: sectionB,
      values: { out_link: `${base}/gone-too`, body_en: sanitize(`<p><a href="#/home">Home</a></p>`) },
    })
  ).id
  const settings = { ...linkCheckSettings(t.deps.config, 'http://localhost'), timeoutMs: 2000, resolve: offline }
  checker = linksService(
    {
      db: t.deps.db,
      menu: t.app.services.menu,
      siteSettings: t.app.services.siteSettings,
      log: t.app.log,
      announce: async (_db, section) => void announced.push({ id: section.id, count: section.count }),
    },
    settings,
  )
  await checker.checkAll()
})

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await t?.close()
})

const rowOf = (list: LinkRow[], target: string) => list.find((l) => l.target === target)

describe('a check of everything', () => {
  it('records each link of a published item with what went wrong', async () => {
    const rows = (await linkRows()).filter((r) => r.item_kind === 'article' && r.item_id === itemA)
    const byTarget = Object.fromEntries(rows.map((r) => [r.target, r]))
    expect(byTarget[`${base}/ok`]).toMatchObject({
      status: 'ok',
      problem: null,
      field: 'body_zh',
      link_text: '好的',
      section_ids: [sectionA],
    })
    expect(byTarget[`${base}/missing`]).toMatchObject({ status: 'broken', problem: 'http404', http_status: 404, link_text: '失效页面' })
    expect(byTarget[`${base}/missing`]!.first_broken_at).not.toBeNull()
    expect(byTarget[`/#/detail/ibrNewsnews/${deletedId}`]).toMatchObject({ status: 'broken', problem: 'missing' })
    expect(byTarget['http://10.1.2.3/intranet']).toMatchObject({ status: 'not-checked', problem: 'privateAddress', field: 'body_en' })
    // Mail addresses are not checked.
    expect(byTarget['mailto:office@example.org']).toBeUndefined()
  })

  it('checks an internal route and a highlight’s external link', async () => {
    const rows = (await linkRows()).filter((r) => r.item_kind === 'article' && r.item_id === itemB)
    expect(rows.map((r) => [r.field, r.target, r.status, r.problem]).sort()).toEqual([
      ['body_en', '#/home', 'ok', null],
      ['out_link', `${base}/gone-too`, 'broken', 'http404'],
    ])
  })

  it('raises one notice per section holding broken links', () => {
    expect(announced).toContainEqual({ id: sectionA, count: 3 })
    expect(announced).toContainEqual({ id: sectionB, count: 1 })
  })

  it('announces a section’s broken links as a notice to its editors, the footer’s to administrators', async () => {
    await announceBrokenLinks(t.deps.db, { id: sectionA, zh: '测试栏目', en: 'Test section', count: 3 })
    await announceBrokenLinks(t.deps.db, { id: 0, zh: '', en: '', count: 1 })
    const events = await t.deps.db
      .selectFrom('notification_event')
      .select(['kind', 'action', 'permission', 'scopes', 'link', 'title_zh', 'title_en'])
      .where('kind', '=', 'brokenLinks')
      .orderBy('id')
      .execute()
    expect(events.map((e) => ({ ...e, scopes: typeof e.scopes === 'string' ? JSON.parse(e.scopes) : e.scopes }))).toEqual([
      {
        kind: 'brokenLinks',
        action: 'found',
        permission: 'content.write',
        scopes: [{ section: sectionA }],
        link: '/links',
        title_zh: '测试栏目',
        title_en: 'Test section',
      },
      {
        kind: 'brokenLinks',
        action: 'found',
        permission: 'content.write',
        scopes: [],
        link: '/links',
        title_zh: '页眉和页脚',
        title_en: 'Header and footer',
      },
    ])
  })

  it('checks a published quick link and a conference’s pages, the conference listed by its menu entry', async () => {
    const quick = await t.deps.db.selectFrom('quick_link').select('id').where('status', '=', 'published').executeTakeFirstOrThrow()
    await t.deps.db
      .updateTable('quick_link')
      .set({ url: `${base}/lab-moved` })
      .where('id', '=', quick.id)
      .execute()
    await checker.checkItem('quickLink', quick.id)
    const conference = await t.deps.db
      .selectFrom('meeting')
      .select(['id', 'menu_id'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow()
    await t.deps.db
      .updateTable('meeting')
      .set({ traffic_en: sanitize(`<p><a href="${base}/ok">Map</a> <img src="/file/image/AAAAAAAAAAAAAAAAAAAAAA" alt="Campus map"></p>`) })
      .where('id', '=', conference.id)
      .execute()
    await checker.checkItem('conference', conference.id)
    const rows = await linkRows()
    expect(rows.find((r) => r.item_kind === 'quickLink' && r.item_id === quick.id)).toMatchObject({
      field: 'url',
      target: `${base}/lab-moved`,
      section_ids: [],
      status: 'broken',
      problem: 'http404',
    })
    const pages = rows.filter((r) => r.item_kind === 'conference' && r.item_id === conference.menu_id && r.field === 'traffic_en')
    expect(pages.map((r) => [r.kind, r.link_text, r.status, r.problem, r.section_ids]).sort()).toEqual([
      ['image', 'Campus map', 'broken', 'missing', [conference.menu_id]],
      ['link', 'Map', 'ok', null, [conference.menu_id]],
    ])
  })

  it('forgets the links of an item no longer published at the next check', async () => {
    const gone = await insertArticle(t, { menuId: sectionA, values: { body_zh: sanitize(`<p><a href="${base}/ok">x</a></p>`) } })
    await checker.checkItem('article', gone.id)
    expect((await linkRows()).some((r) => r.item_id === gone.id && r.item_kind === 'article')).toBe(true)
    await t.deps.db.updateTable('article').set({ status: 'archived' }).where('id', '=', gone.id).execute()
    await checker.checkItem('article', gone.id)
    expect((await linkRows()).some((r) => r.item_id === gone.id && r.item_kind === 'article')).toBe(false)
  })
})

describe('a malformed link', () => {
  let sectionC: number
  let itemC: number
  beforeAll(async () => {
    sectionC = await addSection(t)
    itemC = (
      await insertArticle(t, {
        menuId: sectionC,
        values: { body_en: sanitize(`<p><a href="#/ibrNews/50%off">Sale</a> <a href="${base}/ok">Fine</a> <a href="#/home">Home</a></p>`) },
      })
    ).id
  })

  it('is listed as not an address while the run checks the others, and is checked again on request', async () => {
    await checker.checkAll()
    const rows = (await linkRows()).filter((r) => r.item_kind === 'article' && r.item_id === itemC)
    expect(rows.map((r) => [r.target, r.status, r.problem]).sort()).toEqual([
      ['#/home', 'ok', null],
      ['#/ibrNews/50%off', 'broken', 'invalid'],
      [`${base}/ok`, 'ok', null],
    ])
    const listed = await admin.post(STAFF_API.linksList, { menuId: sectionC, lang: 'en' })
    expect(listed.json.retMap.list.map((l: LinkRow) => [l.target, l.problem])).toEqual([['#/ibrNews/50%off', 'invalid']])
    const res = await admin.post(STAFF_API.linksRecheck, { id: rows.find((r) => r.target === '#/ibrNews/50%off')!.id })
    expect(res.status).toBe(200)
    expect(res.json.retMap.link).toMatchObject({ status: 'broken', problem: 'invalid' })
  })

  it('whose check fails inside the checker is recorded as such, and the others are still checked', async () => {
    const broken = linksService(
      {
        db: t.deps.db,
        // A menu that cannot be read: the section route's check throws, the external link's does not need it.
        menu: {
          tree: async () => ({
            get roots(): never {
              throw new Error('menu unreadable')
            },
          }),
        } as never,
        siteSettings: t.app.services.siteSettings,
        log: t.app.log,
      },
      { ...linkCheckSettings(t.deps.config, 'http://localhost'), timeoutMs: 2000, resolve: offline },
    )
    const other = await insertArticle(t, {
      menuId: sectionC,
      values: { body_en: sanitize(`<p><a href="#/ibrNews/no-such-list">Gone</a> <a href="${base}/ok">Fine</a></p>`) },
    })
    await broken.checkItem('article', other.id)
    const rows = (await linkRows()).filter((r) => r.item_kind === 'article' && r.item_id === other.id)
    expect(rows.map((r) => [r.target, r.status, r.problem]).sort()).toEqual([
      ['#/ibrNews/no-such-list', 'not-checked', 'checkFailed'],
      [`${base}/ok`, 'ok', null],
    ])
  })
})

describe('links/list', () => {
  it('lists every broken link to an administrator, with its item, section, text and problem', async () => {
    const res = await admin.post(STAFF_API.linksList, { page: 1, pageSize: 100, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(LinkListRet, res.json.retMap)
    const list: LinkRow[] = res.json.retMap.list
    expect(list.every((l) => l.status === 'broken')).toBe(true)
    const missing = rowOf(list, `${base}/missing`)!
    expect(missing).toMatchObject({
      itemKind: 'article',
      itemId: itemA,
      text: '失效页面',
      problem: 'http404',
      httpStatus: 404,
      sections: [{ id: sectionA, name: expect.stringMatching(/^Test section/) }],
    })
    expect(rowOf(list, `${base}/gone-too`)).toBeDefined()
    expect(res.json.retMap.lastRunAt).toMatch(/^\d{4}-/)
  })

  it('shows an editor only the broken links of their sections, and filters by section', async () => {
    const a = await editorA.post(STAFF_API.linksList, { page: 1, pageSize: 100 })
    expect(a.status).toBe(200)
    expect(a.json.retMap.list.map((l: LinkRow) => l.itemId).every((id: number) => id === itemA)).toBe(true)
    expect(a.json.retMap.total).toBe(3)
    const b = await editorB.post(STAFF_API.linksList, { page: 1, pageSize: 100 })
    expect(b.json.retMap.list.map((l: LinkRow) => l.target)).toEqual([`${base}/gone-too`])
    const filtered = await admin.post(STAFF_API.linksList, { menuId: sectionB })
    expect(filtered.json.retMap.list.map((l: LinkRow) => l.target)).toEqual([`${base}/gone-too`])
    // Another section's filter is refused to an editor who is not granted it.
    expectFailure(await editorA.post(STAFF_API.linksList, { menuId: sectionB, lang: 'en' }), 403, 'noPermission', 'en')
  })

  it('lists to a reviewer only links they may act on', async () => {
    const reviewer = await staffSession(t, { roles: [ROLE.reviewer], sections: [sectionB] })
    const listed = await reviewer.post(STAFF_API.linksList, { page: 1, pageSize: 100 })
    expect(listed.status).toBe(200)
    expect(listed.json.retMap.list.map((l: LinkRow) => l.target)).toEqual([`${base}/gone-too`])
    for (const link of listed.json.retMap.list as LinkRow[]) {
      expect((await reviewer.post(STAFF_API.linksRecheck, { id: link.id })).status).toBe(200)
      expect((await reviewer.post(STAFF_API.linksIgnore, { id: link.id, ignored: false })).status).toBe(200)
    }
  })

  it('pages the list', async () => {
    const first = await editorA.post(STAFF_API.linksList, { page: 1, pageSize: 2 })
    const second = await editorA.post(STAFF_API.linksList, { page: 2, pageSize: 2 })
    expect(first.json.retMap.list).toHaveLength(2)
    expect(second.json.retMap.list).toHaveLength(1)
    expect(new Set([...first.json.retMap.list, ...second.json.retMap.list].map((l: LinkRow) => l.id)).size).toBe(3)
  })

  it('refuses a malformed body', async () => {
    expectFailure(await admin.post(STAFF_API.linksList, { page: 'first', lang: 'en' }), 400, 'badRequest', 'en')
    expectFailure(await admin.post(STAFF_API.linksList, { pageSize: 100000 }), 400, 'badRequest')
    expectFailure(await admin.post(STAFF_API.linksList, '{"page":'), 400, 'badRequest')
  })
})

describe('links/recheck and links/ignore', () => {
  it('checks one link again now and answers what it found', async () => {
    const flaky = (await linkRows()).find((r) => r.target === `${base}/flaky`)!
    expect(flaky).toMatchObject({ status: 'broken', problem: 'http', http_status: 503 })
    healthy = true
    const res = await editorA.post(STAFF_API.linksRecheck, { id: flaky.id, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(LinkRowRet, res.json.retMap)
    expect(res.json.retMap.link).toMatchObject({ status: 'ok', problem: null, firstBrokenAt: null })
  })

  it('marks a link ignored, so it leaves the list, and heeded again', async () => {
    const missing = (await linkRows()).find((r) => r.target === `${base}/missing`)!
    const res = await editorA.post(STAFF_API.linksIgnore, { id: missing.id, ignored: true })
    expect(res.status).toBe(200)
    expect(res.json.retMap.link).toMatchObject({ id: missing.id, status: 'ignored' })
    const list = await editorA.post(STAFF_API.linksList, {})
    expect(rowOf(list.json.retMap.list, `${base}/missing`)).toBeUndefined()
    const ignored = await editorA.post(STAFF_API.linksList, { ignored: true })
    expect(rowOf(ignored.json.retMap.list, `${base}/missing`)).toBeDefined()
    // An ignored link is not checked again by the next run, and raises no notice.
    const before = (await linkRows()).find((r) => r.id === missing.id)!.last_checked_at
    announced.length = 0
    await checker.checkAll()
    expect((await linkRows()).find((r) => r.id === missing.id)!.last_checked_at).toEqual(before)
    expect(announced).toContainEqual({ id: sectionA, count: 1 })
    const back = await editorA.post(STAFF_API.linksIgnore, { id: missing.id, ignored: false })
    expect(back.json.retMap.link.status).toBe('broken')
  })

  it('answers notFound for a link that does not exist or lies outside the editor’s sections, changing nothing', async () => {
    const other = (await linkRows()).find((r) => r.target === `${base}/gone-too`)!
    const before = await linkRows()
    expectFailure(await editorA.post(STAFF_API.linksIgnore, { id: other.id, ignored: true, lang: 'en' }), 404, 'notFound', 'en')
    expectFailure(await editorA.post(STAFF_API.linksRecheck, { id: other.id }), 404, 'notFound')
    expectFailure(await admin.post(STAFF_API.linksRecheck, { id: 2147483000 }), 404, 'notFound')
    expectFailure(await admin.post(STAFF_API.linksIgnore, { id: other.id, ignored: 'yes' }), 400, 'badRequest')
    expectFailure(await admin.post(STAFF_API.linksIgnore, { id: 'x', ignored: true }), 400, 'badRequest')
    expect(await linkRows()).toEqual(before)
  })
})

describe('links/check', () => {
  it('queues a check of everything for an administrator and answers at once; an editor may not', async () => {
    const res = await admin.post(STAFF_API.linksCheck, {})
    expect(res.status).toBe(200)
    expect(res.json.retMap).toEqual({ queued: true })
    expect((await admin.post(STAFF_API.linksCheck, {})).json.retMap).toEqual({ queued: false })
    expectFailure(await editorA.post(STAFF_API.linksCheck, { lang: 'en' }), 403, 'noPermission', 'en')
    await t.deps.db.deleteFrom('job').where('name', '=', 'links.check-all').execute()
  })
})

describe('the weekly check', () => {
  it('is first due a week after the queue first sees it, not at once', async () => {
    const lastChecked = async () => (await linkRows()).map((r) => r.last_checked_at?.valueOf() ?? 0).sort()
    const before = await lastChecked()
    // The queue's first poll declares the schedules: a weekly check due at once would run here.
    await t.app.services.jobs.poll()
    expect(await lastChecked()).toEqual(before)
    const schedule = await t.deps.db.selectFrom('job_schedule').selectAll().where('name', '=', 'links.check-all').executeTakeFirstOrThrow()
    expect(schedule.every_seconds).toBe(7 * 24 * 3600)
    expect(new Date(schedule.next_run_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000)
    expect(await t.deps.db.selectFrom('job').select('id').where('name', '=', 'links.check-all').execute()).toEqual([])
  })
})

describe('a publish', () => {
  it('queues the check of the published item’s links', async () => {
    const { reviewer } = await editorialTeam(t, sectionA)
    const published = await publishedItem(editorA, reviewer, sectionA, {
      en: { title: 'Linked', body: `<p><a href="${base}/ok">Fine</a></p>` },
    })
    // Queued after the approval's commit, beside its answer rather than before it.
    const queued = async () =>
      (await t.deps.db.selectFrom('job').select('payload').where('name', '=', 'links.check-item').execute()).map((j) => j.payload)
    await expect.poll(queued).toContainEqual({ kind: 'article', id: published.id })
    // Other work a publish queues (the search's catch-up) may be claimed first: poll until the queue is empty.
    while ((await t.app.services.jobs.poll()) > 0);
    const rows = (await linkRows()).filter((r) => r.item_kind === 'article' && r.item_id === published.id)
    expect(rows).toMatchObject([{ target: `${base}/ok`, status: 'ok', field: 'body_en', link_text: 'Fine' }])
  })
})

describe('who may call', () => {
  let nobody: StaffClient
  beforeAll(async () => {
    nobody = await staffSession(t, { roles: [] })
  })
  it('needs a session, and content rights for the list', async () => {
    expectFailure(await t.post(STAFF_API.linksList, {}), 401, 'loginExpired')
    expectFailure(await nobody.post(STAFF_API.linksList, {}), 403, 'noPermission')
  })
})
