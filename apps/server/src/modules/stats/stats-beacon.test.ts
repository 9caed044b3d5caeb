/**
 * The public site's beacon: answered at once with the success envelope, counted in a batch (the
 * test writes the batch with `flush()` rather than waiting for its timer), a reload by the same
 * reader not a new visitor, `DNT`/`Sec-GPC` and crawlers not counted, bad or oversized bodies
 * refused writing nothing, a client past its minute's hits refused, and no address or user agent
 * anywhere in the database afterwards.
 */
import { API, STATS_BODY_MAX } from '@ibr/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertArticle } from '../../test/article-factory.js'
import { menuByPath } from '../../test/menu-lookup.js'
import { expectFailure } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
let article: number
const ADDRESS = '203.0.113.77'
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) StatsProbe/7.3 marker-ua-5d1e'

beforeAll(async () => {
  t = await createTestApp({ CACHE_TTL_SECONDS: '60', STATS_RATE_LIMIT: '20' })
  const news = await menuByPath(t, '/ibrNews/news')
  article = (await insertArticle(t, { menuId: news.id, title: 'Beacon item' })).id
})
afterAll(async () => {
  await t?.close()
})

const hit = (body: unknown, headers: Record<string, string> = {}, address = ADDRESS) =>
  t.inject({
    method: 'POST',
    url: API.statsHit,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'user-agent': AGENT, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })

const page = (id: number) => `/detail/ibrNewsnews/${id}`

async function rows() {
  await t.app.services.stats.flush()
  const daily = await sql<{
    dim: string
    key: string
    article_id: number | null
    views: number
    visitors: number
  }>`select dim, key, article_id, views, visitors from stats_daily order by dim, key`.execute(t.deps.db)
  return daily.rows
}

const count = async (table: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.deps.db)).rows[0]!.n)

async function statsCounts() {
  await t.app.services.stats.flush()
  return {
    daily: await count('stats_daily'),
    visitor: await count('stats_visitor'),
    salt: await count('stats_salt'),
    search: await count('stats_search'),
    views: (await rows()).filter((r) => r.dim === 'site').reduce((sum, r) => sum + r.views, 0),
  }
}

describe('the beacon', () => {
  it('answers at once with the success envelope, never from the cache, and counts the view in a batch', async () => {
    const res = await hit({ page: page(article), referrer: 'WWW.Example.org', screen: 'phone', lang: 'en' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: 'success', retMap: {} })
    expect(res.headers['x-cache']).toBeUndefined()
    expect(res.headers['set-cookie']).toBeUndefined()
    const again = await hit({ page: page(article), referrer: 'WWW.Example.org', screen: 'phone', lang: 'en' })
    expect(again.headers['x-cache']).toBeUndefined()

    const daily = await rows()
    const of = (dim: string, key: string) => daily.find((r) => r.dim === dim && r.key === key)
    // The reload is a second view by the same visitor.
    expect(of('site', '')).toMatchObject({ views: 2, visitors: 1 })
    expect(of('page', page(article))).toMatchObject({ views: 2, visitors: 1, article_id: article })
    expect(of('referrer', 'example.org')).toMatchObject({ views: 2 })
    expect(of('lang', 'en')).toMatchObject({ views: 2 })
    expect(of('screen', 'phone')).toMatchObject({ views: 2 })

    // Another browser at the same address is another visitor; the same browser elsewhere too.
    await hit({ page: page(article), screen: 'desktop' }, { 'user-agent': `${AGENT} other` })
    await hit({ page: '/ibrNews/news', screen: 'desktop' }, {}, '203.0.113.78')
    const after = await rows()
    expect(after.find((r) => r.dim === 'site')).toMatchObject({ views: 4, visitors: 3 })
    expect(after.find((r) => r.dim === 'page' && r.key === page(article))).toMatchObject({ views: 3, visitors: 2 })
    expect(after.find((r) => r.dim === 'lang' && r.key === 'zh')).toMatchObject({ views: 2 })
    expect(after.find((r) => r.dim === 'page' && r.key === '/ibrNews/news')).toMatchObject({ article_id: null })
  })

  it('counts nothing at all for a reader who sends DNT: 1 or Sec-GPC: 1, nor for a crawler', async () => {
    const before = await statsCounts()
    const refusals: Record<string, string>[] = [
      { dnt: '1' },
      { 'sec-gpc': '1' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    ]
    for (const headers of refusals) {
      const res = await hit({ page: '/ibrNews/notice', screen: 'desktop' }, headers, '203.0.113.90')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ code: 'success', retMap: {} })
    }
    expect(await statsCounts()).toEqual(before)
  })

  it('counts a search answered from the public cache too, with whether it found nothing', async () => {
    const first = await t.post(API.search, { q: 'qqzzxx unfindable', lang: 'en' })
    const again = await t.post(API.search, { q: 'QQZZXX   unfindable', lang: 'en' })
    const cached = await t.post(API.search, { q: 'qqzzxx unfindable', lang: 'en' })
    expect([first.status, again.status, cached.status]).toEqual([200, 200, 200])
    expect(cached.headers['x-cache']).toBe('hit')
    expect(cached.json.retMap.total).toBe(0)
    await t.app.services.stats.flush()
    const counted = await sql<{ asks: number; empty: number }>`select asks, empty from stats_search
      where query = 'qqzzxx unfindable'`.execute(t.deps.db)
    expect(counted.rows).toEqual([{ asks: 3, empty: 3 }])
  })

  it("counts no search asked with DNT: 1 or Sec-GPC: 1, nor by a crawler, nor a search's later pages", async () => {
    const before = await statsCounts()
    expect((await t.post(API.search, { q: 'quietly asked', lang: 'en' }, { dnt: '1' })).status).toBe(200)
    expect((await t.post(API.search, { q: 'quietly asked', lang: 'en' }, { 'sec-gpc': '1' })).status).toBe(200)
    expect((await t.post(API.search, { q: 'quietly asked', page: 2, lang: 'en' })).status).toBe(200)
    const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' }
    expect((await t.post(API.search, { q: 'quietly asked', lang: 'en' }, crawler)).status).toBe(200)
    expect(await statsCounts()).toEqual(before)
  })

  it('refuses bad input with the field at fault, writing nothing', async () => {
    const before = await statsCounts()
    expectFailure(await json(hit('{"page": "/home",')), 400, 'badRequest', 'zh')
    expectFailure(await json(hit({ page: 'home', screen: 'desktop', lang: 'en' })), 400, 'badRequest', 'en', 'page')
    expectFailure(await json(hit({ page: 12, screen: 'desktop', lang: 'en' })), 400, 'badRequest', 'en', 'page')
    expectFailure(await json(hit({ page: '/home?x=1', screen: 'desktop', lang: 'en' })), 400, 'badRequest', 'en', 'page')
    expectFailure(await json(hit({ page: '/home', screen: 'tv', lang: 'en' })), 400, 'badRequest', 'en', 'screen')
    expectFailure(await json(hit({ page: '/home', lang: 'en' })), 400, 'badRequest', 'en', 'screen')
    expectFailure(
      await json(hit({ page: '/home', screen: 'phone', referrer: 'http://evil.example/path', lang: 'en' })),
      400,
      'badRequest',
      'en',
      'referrer',
    )
    expectFailure(await json(hit({ page: `/${'a'.repeat(300)}`, screen: 'phone', lang: 'en' })), 400, 'badRequest', 'en', 'page')
    const oversized = await hit({ page: '/home', screen: 'phone', lang: 'en', padding: 'x'.repeat(STATS_BODY_MAX) })
    // Refused before its body is read: its language is not known, so the answer is in Chinese.
    expectFailure(await json(Promise.resolve(oversized)), 413, 'tooLarge', 'zh')
    const text = await t.inject({
      method: 'POST',
      url: API.statsHit,
      headers: { 'content-type': 'text/plain' },
      payload: '{"page":"/home","screen":"phone"}',
    })
    expect(text.statusCode).toBe(400)
    expect(text.json().code).toBe('badRequest')
    expect(await statsCounts()).toEqual(before)
  })

  it('refuses a client past its hits of the minute, without counting them; another client is counted', async () => {
    const address = '203.0.113.120'
    for (let i = 0; i < 20; i++) expect((await hit({ page: '/home', screen: 'tablet' }, {}, address)).statusCode).toBe(200)
    const before = await statsCounts()
    const refused = await hit({ page: '/home', screen: 'tablet', lang: 'en' }, {}, address)
    expectFailure({ status: refused.statusCode, json: refused.json() }, 429, 'rateLimited', 'en')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await statsCounts()).toEqual(before)
    expect((await hit({ page: '/home', screen: 'tablet' }, {}, '203.0.113.121')).statusCode).toBe(200)
    expect((await statsCounts()).views).toBe(before.views + 1)
  })

  it("keeps no private link's key: a preview and a report's status uncounted, a registrant's page as its conference's registration", async () => {
    const before = await statsCounts()
    for (const page of ['/preview/pv-k3y-9f2a', '/PREVIEW/pv-k3y-9f2a', '/service/ticket/4/pv-k3y-9f2a', '//preview/pv-k3y-9f2a'])
      expect((await hit({ page, screen: 'desktop', lang: 'en' }, {}, '198.51.100.20')).statusCode).toBe(200)
    expect((await statsCounts()).views).toBe(before.views)
    await hit({ page: '/registration/brain2026/pv-k3y-9f2a', screen: 'desktop' }, {}, '198.51.100.21')
    await hit({ page: '/registration/brain2026/pv-k3y-9f2a/receipt', screen: 'desktop' }, {}, '198.51.100.21')
    expect((await rows()).find((r) => r.dim === 'page' && r.key === '/registration/brain2026')).toMatchObject({ views: 2, visitors: 1 })
    expect(await tablesHolding('pv-k3y-9f2a')).toEqual([])
  })

  it('counts the pages the site has a route of by their route, every other path under one key', async () => {
    const address = '198.51.100.30'
    const pages = [
      '/home',
      '/search',
      '/privacy',
      '/service/faq',
      '/ibrNews/news',
      '/detail/ibrNewsnews/77',
      '/teamDetail/ibrTeamteam/3/Wang%20Lab',
    ]
    for (const page of pages) await hit({ page, screen: 'desktop' }, {}, address)
    for (const junk of ['/wp-admin/setup.php', '/ibrNews/news/extra', '/detail/ibrNewsnews/x1', '/no-such-page-4f1c'])
      await hit({ page: junk, screen: 'desktop' }, {}, address)
    const daily = await rows()
    for (const page of pages) expect(daily.find((r) => r.dim === 'page' && r.key === page)).toBeDefined()
    expect(daily.find((r) => r.dim === 'page' && r.key === 'other')).toMatchObject({ views: 4, visitors: 1 })
    expect(await tablesHolding('wp-admin')).toEqual([])
    expect(await tablesHolding('no-such-page-4f1c')).toEqual([])
  })

  it("limits a client's minute by its IPv6 /64, so new addresses in one network are one client", async () => {
    for (let i = 0; i < 20; i++)
      expect((await hit({ page: '/home', screen: 'phone' }, {}, `2001:db8:77:1::${(i + 1).toString(16)}`)).statusCode).toBe(200)
    const refused = await hit({ page: '/home', screen: 'phone' }, {}, '2001:db8:77:1:ffff:1:2:3')
    expect(refused.statusCode).toBe(429)
    expect((await hit({ page: '/home', screen: 'phone' }, {}, '2001:db8:77:2::1')).statusCode).toBe(200)
  })

  it('leaves no address or user agent in any table', async () => {
    await hit({ page: '/about', screen: 'desktop', referrer: 'partner.example.net' })
    await t.post(API.search, { q: 'neural', lang: 'en' }, { 'user-agent': AGENT })
    await t.app.services.stats.flush()
    const columns = await sql<{ table_name: string; column_name: string }>`select table_name, column_name
      from information_schema.columns where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'inet', 'ARRAY', 'bytea')`.execute(t.deps.db)
    expect(columns.rows.length).toBeGreaterThan(20)
    const found: string[] = []
    for (const { table_name, column_name } of columns.rows) {
      const column = sql.ref(`${table_name}.${column_name}`)
      const res = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)}
        where ${column}::text like ${'%203.0.113.%'} or ${column}::text like ${'%marker-ua-5d1e%'} or ${column}::text like ${'%StatsProbe%'}`.execute(
        t.deps.db,
      )
      if (Number(res.rows[0]!.n) > 0) found.push(`${table_name}.${column_name}`)
    }
    expect(found).toEqual([])
    // The counting did happen: it is the address and browser that are not there.
    expect((await rows()).find((r) => r.dim === 'referrer' && r.key === 'partner.example.net')).toMatchObject({ views: 1 })
  })
})

/** Every table's text columns in which the text occurs. */
async function tablesHolding(text: string) {
  await t.app.services.stats.flush()
  const columns = await sql<{ table_name: string; column_name: string }>`select table_name, column_name
    from information_schema.columns where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`.execute(t.deps.db)
  const found: string[] = []
  for (const { table_name, column_name } of columns.rows) {
    const res = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)}
      where ${sql.ref(`${table_name}.${column_name}`)}::text like ${`%${text}%`}`.execute(t.deps.db)
    if (Number(res.rows[0]!.n) > 0) found.push(`${table_name}.${column_name}`)
  }
  return found
}

async function json(res: Promise<Awaited<ReturnType<typeof hit>>>) {
  const r = await res
  return { status: r.statusCode, json: r.json() }
}
