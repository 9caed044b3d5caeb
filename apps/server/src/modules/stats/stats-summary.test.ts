/**
 * The console's figures: a range's days (every day, none missing), top pages with their items'
 * titles, referrers, languages, screens and searches; editors see their sections' pages only; bad
 * ranges are refused naming the field; the content list's views of the last 30 days.
 */
import { API } from '@ibr/contract'
import { ROLE, STAFF_API, StatsSummaryRet, StatsViewsRet } from '@ibr/contract/staff'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDay } from '../../lib/dates.js'
import { insertArticle } from '../../test/article-factory.js'
import { menuByPath } from '../../test/menu-lookup.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let admin: StaffClient
let editor: StaffClient
let inNews: number
let inNotice: number
const today = formatDay(new Date(), 'Asia/Shanghai')

const hit = (page: string, address: string, extra: Record<string, string> = {}) =>
  t.inject({
    method: 'POST',
    url: API.statsHit,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'user-agent': 'SummaryTest/1.0' },
    payload: JSON.stringify({ page, screen: 'phone', lang: 'en', ...extra }),
  })

beforeAll(async () => {
  t = await createTestApp()
  const news = await menuByPath(t, '/ibrNews/news')
  const notice = await menuByPath(t, '/ibrNews/notice')
  inNews = (await insertArticle(t, { menuId: news.id, title: '新闻条目', values: { title_en: 'A news item' } })).id
  inNotice = (await insertArticle(t, { menuId: notice.id, title: '通知条目' })).id
  admin = await staffSession(t, { roles: [ROLE.admin] })
  editor = await staffSession(t, { roles: [ROLE.editor], sections: [news.id] })
  await hit(`/detail/ibrNewsnews/${inNews}`, '192.0.2.1', { referrer: 'partner.example.org' })
  await hit(`/detail/ibrNewsnews/${inNews}`, '192.0.2.2')
  await hit(`/detail/ibrNewsnotice/${inNotice}`, '192.0.2.1')
  await hit('/ibrNews/news', '192.0.2.3')
  await hit('/ibrNews/notice', '192.0.2.3')
  await t.post(API.search, { q: 'zzqqxxnothing', lang: 'en' })
  await t.post(API.search, { q: '  ZZQQXXNOTHING ', lang: 'en' })
  await t.post(API.search, { q: 'zzqqxxnothing', page: 2, lang: 'en' })
  await t.app.services.stats.flush()
  // Earlier days, as the recorder would have left them: counts only.
  await sql`insert into stats_daily (day, dim, key, article_id, views, visitors) values
    (${today}::date - 3, 'site', '', null, 40, 12), (${today}::date - 3, 'page', ${`/detail/ibrNewsnews/${inNews}`}, ${inNews}, 30, 9)`.execute(
    t.deps.db,
  )
})
afterAll(async () => {
  await t?.close()
})

const daysBefore = (n: number) => formatDay(new Date(Date.now() - n * 86400_000), 'Asia/Shanghai')

describe('the summary', () => {
  it("gives an administrator the whole site's figures, every day of the range", async () => {
    const res = await admin.post(STAFF_API.statsSummary, { from: daysBefore(6), to: today, lang: 'en' })
    expect(res.status).toBe(200)
    const ret: StatsSummaryRet = res.json.retMap
    expectShape(StatsSummaryRet, ret)
    expect(ret.scope).toBe('site')
    expect(ret.days).toHaveLength(7)
    expect(ret.days.at(-1)).toEqual({ day: today, views: 5, visitors: 3 })
    expect(ret.days.at(-4)).toEqual({ day: daysBefore(3), views: 40, visitors: 12 })
    expect(ret.totals).toEqual({ views: 45, visitors: 15 })
    expect(ret.pages[0]).toEqual({
      page: `/detail/ibrNewsnews/${inNews}`,
      articleId: inNews,
      title: 'A news item',
      views: 32,
      visitors: 11,
    })
    // A list page by its menu entry's name in the request's language, the route beside it.
    const newsMenu = await menuByPath(t, '/ibrNews/news')
    const names = await t.deps.db.selectFrom('menu').select(['name_zh', 'name_en']).where('id', '=', newsMenu.id).executeTakeFirstOrThrow()
    expect(names.name_en).not.toBe('')
    expect(ret.pages.find((p) => p.page === '/ibrNews/news')).toMatchObject({ articleId: null, title: names.name_en, views: 1 })
    expect(ret.referrers).toEqual([{ host: 'partner.example.org', views: 1 }])
    expect(ret.languages).toEqual([{ lang: 'en', views: 5 }])
    expect(ret.screens).toEqual([{ screen: 'phone', views: 5 }])
    // Asked twice (however typed; a second page is not a new question), found nothing both times.
    expect(ret.searches).toContainEqual({ query: 'zzqqxxnothing', asks: 2, empty: 2 })
    expect(ret.emptySearches).toContainEqual({ query: 'zzqqxxnothing', asks: 2 })
  })

  it("gives an editor their sections' pages only, and no site-wide figures", async () => {
    const res = await editor.post(STAFF_API.statsSummary, { from: daysBefore(6), to: today, lang: 'zh' })
    expect(res.status).toBe(200)
    const ret: StatsSummaryRet = res.json.retMap
    expect(ret.scope).toBe('sections')
    expect(ret.pages.map((p) => p.page).sort()).toEqual([`/detail/ibrNewsnews/${inNews}`, '/ibrNews/news'])
    expect(ret.pages[0]!.title).toBe('新闻条目')
    const newsMenu = await menuByPath(t, '/ibrNews/news')
    const names = await t.deps.db.selectFrom('menu').select('name_zh').where('id', '=', newsMenu.id).executeTakeFirstOrThrow()
    expect(ret.pages.find((p) => p.page === '/ibrNews/news')!.title).toBe(names.name_zh)
    expect(ret.days.at(-1)).toEqual({ day: today, views: 3, visitors: 3 })
    expect(ret.referrers).toEqual([])
    expect(ret.languages).toEqual([])
    expect(ret.searches).toEqual([])
    expect(ret.emptySearches).toEqual([])
  })

  it('refuses malformed dates, a reversed range and one too long, naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from', '2026-02-30'],
      [{ from: '2026-03-01', to: '2026-13-01' }, 'to', 'month 13'],
      [{ from: '2026-3-1', to: '2026-03-01' }, 'from', 'no padding'],
      [{ from: 20260301, to: '2026-03-01' }, 'from', 'a number'],
      [{ to: '2026-03-01' }, 'from', 'missing'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to', 'reversed'],
      [{ from: '2025-01-01', to: '2026-01-02' }, 'to', '367 days'],
    ]
    for (const [body, field] of cases) {
      const res = await admin.post(STAFF_API.statsSummary, { ...(body as object), lang: 'en' })
      expectFailure(res, 400, 'badRequest', 'en', field)
    }
    const zh = await admin.post(STAFF_API.statsSummary, { from: '2026-03-02', to: '2026-03-01', lang: 'zh' })
    expectFailure(zh, 400, 'badRequest', 'zh', 'to')
    expect(zh.json.msg).toContain('开始日期')
    const malformed = await admin.post(STAFF_API.statsSummary, '{"from": "2026-03-01", ')
    expectFailure(malformed, 400, 'badRequest', 'zh')
    // A leap year's whole year is a range.
    expect((await admin.post(STAFF_API.statsSummary, { from: '2028-01-01', to: '2028-12-31' })).status).toBe(200)
  })

  it('answers 401 without a session and 403 to staff without content rights', async () => {
    expectFailure(await t.post(STAFF_API.statsSummary, { from: today, to: today }), 401, 'loginExpired')
    const nobody = await staffSession(t, { roles: [ROLE.conferenceReviewer] })
    expectFailure(await nobody.post(STAFF_API.statsSummary, { from: today, to: today }), 403, 'noPermission')
  })
})

describe("items' views", () => {
  it('gives the last 30 days of each item; an editor only those in their sections', async () => {
    const all = await admin.post(STAFF_API.statsViews, { ids: [inNews, inNotice, 2147483000] })
    expect(all.status).toBe(200)
    expectShape(StatsViewsRet, all.json.retMap)
    expect(all.json.retMap.views).toEqual([
      { id: inNews, views: 32 },
      { id: inNotice, views: 1 },
      { id: 2147483000, views: 0 },
    ])
    const mine = await editor.post(STAFF_API.statsViews, { ids: [inNews, String(inNotice)] })
    expect(mine.json.retMap.views).toEqual([{ id: inNews, views: 32 }])
    expectFailure(await admin.post(STAFF_API.statsViews, { ids: [] }), 400, 'badRequest', 'zh', 'ids')
    expectFailure(await admin.post(STAFF_API.statsViews, { ids: ['x'] }), 400, 'badRequest', 'zh')
  })
})
