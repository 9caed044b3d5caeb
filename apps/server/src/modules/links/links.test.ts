// PostgreSQL pass: a publish queues its item's check after the approval has answered, on another of the pool's connections there.
/**
 * The link checker through the server: links of published items found and checked (a fake site on
 * loopback, which LINK_CHECK_ALLOW lists; internal links against the site's data), the notices it
 * raises, the weekly schedule, and a publish queuing its item's check. The staff calls on the
 * results are in links-staff.test.ts.
 */
import { STAFF_API, type LinkRow } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { insertArticle } from '../../test/article-factory.js'
import { addSection, editorialTeam, publishedItem } from '../../test/editorial-factory.js'
import { linksWorld, offline, type LinksWorld } from '../../test/links-setup.js'
import type { StaffClient } from '../../test/staff-factory.js'
import type { TestApp } from '../../test/test-app.js'
import { announceBrokenLinks } from './link-notices.js'
import { linkCheckSettings, linksService, type LinksService } from './links-service.js'

let world: LinksWorld | undefined
let t: TestApp
let base: string
let admin: StaffClient
let editorA: StaffClient
let sectionA: number
let sectionB: number
let itemA: number
let itemB: number
let deletedId: number
let checker: LinksService
let announced: LinksWorld['announced']

const linkRows = () => t.deps.db.selectFrom('link_check').selectAll().execute()

beforeAll(async () => {
  world = await linksWorld()
  ;({ t, base, admin, editorA, sectionA, sectionB, itemA, itemB, deletedId, checker, announced } = world)
})

afterAll(async () => {
  await world?.close()
})

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
