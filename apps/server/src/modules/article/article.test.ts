// PostgreSQL pass: the public article reads' SQL on the server's PostgreSQL version.
import { ArticleDetailRet, ArticleListRet, ArticlePickedRet, PAGE_SIZE_MAX, SEARCH_COUNT_MAX } from '@ibr/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuByPath } from '../../test/menu-lookup.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { createTestApp, writableCounts, type TestApp } from '../../test/test-app.js'
import { sanitize } from '../../lib/sanitize.js'
import { syncSearch } from '../search/index.js'

let t: TestApp
const page = (pageNum: number, pageSize: number) => JSON.stringify({ pageNum, pageSize })
const search = (keyword = '', category = '', year?: number) => JSON.stringify({ keyword, category, ...(year ? { year } : {}) })
let newsId: number
/** A keyword is looked up in the search index: what the tests wrote is indexed first, as the sync job would. */
const sync = () => syncSearch(t.deps.db, t.app.services.menu, t.deps.config.timeZone, t.deps.config.product)

beforeAll(async () => {
  t = await createTestApp()
  newsId = (await menuByPath(t, '/ibrNews/news')).id
  await sync()
})
afterAll(async () => {
  await t.close()
})

describe('/api/article/list', () => {
  it('pages a section, pinned first then newest, with the total', async () => {
    const one = await t.post('/api/article/list', { page: page(1, 5), search: search(), menuId: newsId })
    expect(one.status).toBe(200)
    expectShape(ArticleListRet, one.json.retMap)
    const { articleList, total, pageNum, pageSize } = one.json.retMap
    expect([pageNum, pageSize]).toEqual([1, 5])
    expect(articleList).toHaveLength(5)
    expect(total).toBeGreaterThan(5)
    const firstUnpinned = articleList.findIndex((a: any) => !a.pinned)
    expect(articleList.slice(firstUnpinned).every((a: any) => !a.pinned)).toBe(true)
    const dates = articleList.slice(firstUnpinned).map((a: any) => a.createTime)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(articleList[0].templateList).toContain('ibrNewsnews')

    const two = await t.post('/api/article/list', { page: page(2, 5), search: search(), menuId: String(newsId) })
    const ids1 = articleList.map((a: any) => a.id)
    expect(two.json.retMap.articleList.some((a: any) => ids1.includes(a.id))).toBe(false)
    const beyond = await t.post('/api/article/list', { page: page(1000, 5), search: search(), menuId: newsId })
    expect(beyond.json.retMap.articleList).toEqual([])
    expect(beyond.json.retMap.total).toBe(total)
  })

  it("follows an article's status and publish window, however the article is changed", async () => {
    const { db } = t.deps
    const listed = async () => {
      const res = await t.post('/api/article/list', { page: page(1, 100), search: search('窗口测试'), menuId: newsId })
      return res.json.retMap.articleList.map((a: any) => a.id) as number[]
    }
    const row = await db
      .insertInto('article')
      .values({
        kind: 'news',
        title_zh: '窗口测试',
        title_en: 'Window test',
        body_zh: sanitize(''),
        publish_at: new Date(Date.now() - 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // The placement's copy of the window comes from the article, whatever the writer gives.
    await db
      .insertInto('article_menu')
      .values({ article_id: row.id, menu_id: newsId, publish_at: new Date(Date.now() + 86_400_000) })
      .execute()
    await sync()
    expect(await listed()).toEqual([row.id])
    await db.updateTable('article').set({ status: 'draft' }).where('id', '=', row.id).execute()
    expect(await listed()).toEqual([])
    await db
      .updateTable('article')
      .set({ status: 'published', publish_at: sql`now() + interval '1 day'` })
      .where('id', '=', row.id)
      .execute()
    expect(await listed()).toEqual([])
    await db
      .updateTable('article')
      .set({ publish_at: sql`now() - interval '1 day'`, unpublish_at: sql`now() - interval '1 hour'` })
      .where('id', '=', row.id)
      .execute()
    expect(await listed()).toEqual([])
    await db.updateTable('article').set({ unpublish_at: null }).where('id', '=', row.id).execute()
    expect(await listed()).toEqual([row.id])
    await db.deleteFrom('article').where('id', '=', row.id).execute()
  })

  it('names a section by its detail type as well', async () => {
    const byType = await t.post('/api/article/list', { page: page(1, 3), type: 'ibrNewsnews' })
    const byId = await t.post('/api/article/list', { page: page(1, 3), menuId: newsId })
    expect(byType.json.retMap).toEqual(byId.json.retMap)
  })

  it('finds a Chinese substring of two characters in titles and bodies', async () => {
    const notice = await menuByPath(t, '/ibrNews/notice')
    const all = await t.post('/api/article/list', { page: page(1, 100), search: search(), menuId: notice.id })
    const target = all.json.retMap.articleList[3]
    const chars = [...(target.title as string)].filter((c) => /[\u4e00-\u9fff]/.test(c))
    const needle = chars.slice(2, 4).join('')
    expect(needle).toHaveLength(2)
    const found = await t.post('/api/article/list', { page: page(1, 100), search: search(needle), menuId: notice.id })
    expect(found.json.retMap.articleList.map((a: any) => a.id)).toContain(target.id)
    expect(found.json.retMap.total).toBe(found.json.retMap.articleList.length)
    const none = await t.post('/api/article/list', { page: page(1, 10), search: search('不存在的词语组合xyz'), menuId: notice.id })
    expect(none.json.retMap).toMatchObject({ articleList: [], total: 0 })
  })

  it("counts a keyword's matches up to SEARCH_COUNT_MAX and says when it stopped", async () => {
    const { db } = t.deps
    await sql`with rows as (
        insert into article (kind, title_zh, title_en, body_zh, publish_at)
        select 'news', '批量测试 ' || g, 'Bulk ' || g, case when g <= 3 then '罕见词甲乙' else '常见词丙丁' end, now() - make_interval(mins => g)
        from generate_series(1, ${SEARCH_COUNT_MAX + 5}) g returning id, publish_at)
      insert into article_menu (article_id, menu_id, publish_at) select id, ${newsId}, publish_at from rows`.execute(db)
    await sync()
    const common = await t.post('/api/article/list', { page: page(2, 10), search: search('常见词丙丁'), menuId: newsId })
    expect(common.json.retMap).toMatchObject({ total: SEARCH_COUNT_MAX, totalCapped: true, pageNum: 2 })
    expect(common.json.retMap.articleList).toHaveLength(10)
    // Past the capped count the page is still read: the count stopped, the matches did not.
    const pastCap = await t.post('/api/article/list', {
      page: page(SEARCH_COUNT_MAX / 10 + 1, 10),
      search: search('常见词丙丁'),
      menuId: newsId,
    })
    expect(pastCap.json.retMap?.articleList, JSON.stringify(pastCap.json)).toHaveLength(2)
    const rare = await t.post('/api/article/list', { page: page(1, 10), search: search('罕见词甲乙'), menuId: newsId })
    expect(rare.json.retMap).toMatchObject({ total: 3, totalCapped: false })
    const all = await t.post('/api/article/list', { page: page(1, 10), menuId: newsId })
    expect(all.json.retMap.total).toBeGreaterThan(SEARCH_COUNT_MAX + 5)
    expect(all.json.retMap.totalCapped).toBe(false)
    await sql`delete from article where title_en like 'Bulk %'`.execute(db)
  })

  it('finds nothing for a keyword without a word (only signs such as % and _)', async () => {
    for (const keyword of ['%', '_', '%_\\']) {
      const res = await t.post('/api/article/list', { page: page(1, 10), search: search(keyword), menuId: newsId })
      expect(res.json.retMap).toMatchObject({ articleList: [], total: 0, totalCapped: false })
    }
  })

  it('finds body text in both languages', async () => {
    for (const keyword of ['神经环路', 'neural']) {
      const res = await t.post('/api/article/list', { page: page(1, 10), search: search(keyword), type: 'researchAchievementpaper' })
      const news = await t.post('/api/article/list', { page: page(1, 10), search: search(keyword), menuId: newsId })
      expect(res.json.retMap?.total + news.json.retMap?.total, JSON.stringify([res.json, news.json]).slice(0, 300)).toBeGreaterThan(0)
    }
  })

  it('filters by every category the sections use', async () => {
    const cases: [string, string[]][] = [
      ['/ibrRecruitment/recruitInfo', ['pi', 'postdoc', 'lab', 'facility']],
      ['/ibrPersonnel/admissions', ['admissionNotice', 'admissionTraining', 'teacher', 'visit', 'doctoral', 'master', 'summerCamp']],
      ['/ibrPersonnel/postdoctor', ['postdocOverview', 'resources', 'policies', 'postdocNotice']],
      ['/ibrPersonnel/cultivate', ['train', 'confer', 'activities', 'info']],
      ['/researchAchievement/paper', ['principles', 'disorders', 'methods', 'computation']],
      ['/aboutIbr/department', ['administration', 'research', 'education', 'hr', 'maintenance', 'equipment', 'finance', 'network']],
      ['/ibrNews/video', ['lecture', 'labTour']],
    ]
    for (const [path, categories] of cases) {
      const menu = await menuByPath(t, path)
      const all = await t.post('/api/article/list', { page: page(1, 100), search: search('', 'all'), menuId: menu.id })
      for (const category of categories) {
        const res = await t.post('/api/article/list', { page: page(1, 100), search: search('', category), menuId: menu.id })
        const { articleList, total } = res.json.retMap
        expect(total, `${path} ${category}`).toBeGreaterThan(0)
        expect(total).toBeLessThan(all.json.retMap.total)
        for (const a of articleList) expect([a.category, a.enrolKind, a.researchArea]).toContain(category)
      }
    }
  })

  it('marks job postings past their deadline as closed', async () => {
    const jobs = await menuByPath(t, '/ibrRecruitment/recruitInfo')
    const res = await t.post('/api/article/list', { page: page(1, 100), menuId: jobs.id })
    const list = res.json.retMap.articleList as ArticleListRet['articleList']
    expect(list.every((j) => j.kind === 'job' && j.deadline)).toBe(true)
    expect(list.some((j) => j.closed)).toBe(true)
    expect(list.some((j) => !j.closed)).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    for (const j of list) if (j.deadline! < today.replace(/-\d\d$/, '-01')) expect(j.closed).toBe(true)
  })

  it('filters papers by year', async () => {
    const all = await t.post('/api/article/list', { page: page(1, 100), type: 'researchAchievementpaper' })
    const year = all.json.retMap.articleList[0].year
    const res = await t.post('/api/article/list', { page: page(1, 100), search: search('', '', year), type: 'researchAchievementpaper' })
    expect(res.json.retMap.total).toBeGreaterThan(0)
    expect(res.json.retMap.articleList.every((p: any) => p.year === year)).toBe(true)
  })

  it('refuses page and search strings that are not JSON, and bad sizes', async () => {
    const bad = [
      { page: 'pageNum=1', menuId: newsId },
      { page: '{"pageNum":1}', menuId: newsId },
      { page: page(1, -5), menuId: newsId },
      { page: page(0, 10), menuId: newsId },
      { page: page(1, PAGE_SIZE_MAX + 1), menuId: newsId },
      { page: page(1, 1e9), menuId: newsId },
      { page: '{"pageNum":"1","pageSize":10}', menuId: newsId },
      { page: page(1, 10), search: '{keyword:1}', menuId: newsId },
      { page: page(1, 10), search: '{"keyword":5}', menuId: newsId },
      { page: page(1, 10), search: search('', 'nonsense'), menuId: newsId },
      { page: { pageNum: 1, pageSize: 10 }, menuId: newsId },
      { page: page(1, 10), type: 'ibrNewsnothing' },
      { page: page(1, 10) },
      { page: page(1, 10), menuId: 'abc' },
    ]
    for (const body of bad) expectFailure(await t.post('/api/article/list', body), 400, 'badRequest')
    expectFailure(await t.post('/api/article/list', { page: page(1, 10), menuId: 999999, lang: 'en' }), 404, 'notFound', 'en')
  })
})

describe('/api/article/picked', () => {
  it('answers the pinned items, limit honoured and capped', async () => {
    const res = await t.post('/api/article/picked', { menuId: newsId, limit: 1 })
    expectShape(ArticlePickedRet, res.json.retMap)
    expect(res.json.retMap.articleList).toHaveLength(1)
    expect(res.json.retMap.articleList[0].pinned).toBe(true)
    const many = await t.post('/api/article/picked', { menuId: newsId, limit: 10000 })
    expect(many.json.retMap.articleList.length).toBeLessThanOrEqual(20)
    expectFailure(await t.post('/api/article/picked', { menuId: newsId, limit: -1 }), 400, 'badRequest')
    expectFailure(await t.post('/api/article/picked', { menuId: 999999 }), 404, 'notFound')
  })
})

describe('/api/article/detail', () => {
  it('answers the whole item with its neighbours in the section', async () => {
    const list = await t.post('/api/article/list', { page: page(1, 30), menuId: newsId })
    const items = list.json.retMap.articleList.filter((a: any) => !a.pinned)
    const middle = items[2]
    const res = await t.post('/api/article/detail', { id: middle.id, menuId: newsId, lang: 'en' })
    expect(res.status).toBe(200)
    expectShape(ArticleDetailRet, res.json.retMap)
    const { article, prev, next } = res.json.retMap
    expect(article.body.length).toBeGreaterThan(100)
    expect(article.body).not.toMatch(/<script|onerror=|javascript:/i)
    expect(article.menuPath).toBe('/ibrNews/news')
    expect(prev.id).toBe(items[1].id)
    expect(next.id).toBe(items[3].id)
    const zh = await t.post('/api/article/detail', { id: String(middle.id) })
    expect(zh.json.retMap.article.title).not.toBe(article.title)
  })

  it('gives a video its playable file and poster, and procurement its attachments', async () => {
    const video = await menuByPath(t, '/ibrNews/video')
    const v = (await t.post('/api/article/list', { page: page(1, 1), menuId: video.id })).json.retMap.articleList[0]
    const detail = (await t.post('/api/article/detail', { id: v.id })).json.retMap.article
    expect(detail.video.type).toMatch(/^video\//)
    expect(detail.video.poster).toMatch(/^\/file\/image\//)
    const file = await t.inject({ method: 'GET', url: detail.video.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toMatch(/^video\//)

    const proc = await menuByPath(t, '/ibrNews/procurement')
    const p = (await t.post('/api/article/list', { page: page(1, 1), menuId: proc.id })).json.retMap.articleList[0]
    const pd = (await t.post('/api/article/detail', { id: p.id })).json.retMap.article
    expect(pd.attachments.length).toBeGreaterThan(0)
    expect(pd.attachments[0]).toMatchObject({ type: 'application/pdf' })
    expect(pd.deadline).toMatch(/^\d{4}-\d\d-\d\d$/)
  })

  it('falls back to Chinese field by field where English is empty', async () => {
    const row = await t.deps.db
      .selectFrom('article')
      .select(['id', 'title_zh'])
      .where('kind', '=', 'notice')
      .where('title_en', '=', '')
      .executeTakeFirst()
    expect(row).toBeDefined()
    const res = await t.post('/api/article/detail', { id: row!.id, lang: 'en' })
    expect(res.json.retMap.article.title).toBe(row!.title_zh)
  })

  it('answers notFound for unknown and unpublished items, badRequest for bad ids, and writes nothing', async () => {
    const before = await writableCounts(t.deps)
    expectFailure(await t.post('/api/article/detail', { id: 99999999 }), 404, 'notFound')
    const { db } = t.deps
    const draft = await db
      .insertInto('article')
      .values({ kind: 'news', title_zh: '草稿', status: 'draft' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expectFailure(await t.post('/api/article/detail', { id: draft.id }), 404, 'notFound')
    const future = await db
      .insertInto('article')
      .values({ kind: 'news', title_zh: '未来', publish_at: new Date(Date.now() + 86400_000) })
      .returning('id')
      .executeTakeFirstOrThrow()
    expectFailure(await t.post('/api/article/detail', { id: future.id }), 404, 'notFound')
    for (const id of ['../../etc/passwd', -3, 'x', null, true])
      expectFailure(await t.post('/api/article/detail', { id }), 400, 'badRequest')
    expect(await writableCounts(t.deps)).toEqual(before)
  })
})
