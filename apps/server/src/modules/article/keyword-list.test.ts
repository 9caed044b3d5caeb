// PostgreSQL pass: the keyword filter's statement timeout is the server's.
import { ArticleListRet } from '@ibr/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitize } from '../../lib/sanitize.js'
import { insertArticle } from '../../test/article-factory.js'
import { legacyKeywordList } from '../../test/legacy-keyword-list.js'
import { expectShape } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { prefixQuery, syncSearch } from '../search/search-service.js'
import { articleKeywordRepository, isStatementTimeout } from './article-keyword-repository.js'
import { articleService } from './article-service.js'
import { KEYWORD_BOUND, keywordPage, newestMatches, type KeywordBound } from './keyword-list.js'

/**
 * A section list's keyword filter reads the search index. On data like the site's (Chinese and
 * English titles, subtitles and bodies, several sections and categories, pins, items of every age)
 * it must list what the former `LIKE` over `search_text` listed, in the same order, with the same
 * total; where the two differ by design (docs/search-and-sharing.md, "Section lists"), the
 * difference is stated here.
 */
let t: TestApp
const sections: number[] = []
const DAY = 86_400_000
const ago = (days: number) => new Date(Date.now() - days * DAY - 60_000)

const sync = async () => {
  await syncSearch(t.deps.db, t.app.services.menu, t.deps.config.timeZone, t.deps.config.product)
}

interface Filter {
  keyword: string
  category?: string
  year?: number
}

/** The new filter through the API, and the former one on the same data. */
async function both(menuId: number, filter: Filter, pageNum = 1, pageSize = 50) {
  const res = await t.post('/api/article/list', {
    lang: 'en',
    menuId,
    page: JSON.stringify({ pageNum, pageSize }),
    search: JSON.stringify({ category: '', ...filter }),
  })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  expectShape(ArticleListRet, res.json.retMap)
  const ret = res.json.retMap as ArticleListRet
  const old = await legacyKeywordList(t.deps.db, menuId, filter, { offset: (pageNum - 1) * pageSize, limit: pageSize })
  return { now: { ids: ret.articleList.map((a) => a.id), total: ret.total, capped: ret.totalCapped }, old }
}

const html = (text: string) => sanitize(`<p>${text}</p>`)

beforeAll(async () => {
  t = await createTestApp()
  // Sections of their own, so nothing the demo content holds decides what the lists show.
  const rows = await t.deps.db
    .insertInto('menu')
    .values([
      { name_zh: '关键词甲', name_en: 'Keyword A', list_template: 'ibrNewsnews', sort: 910 },
      { name_zh: '关键词乙', name_en: 'Keyword B', list_template: 'ibrNewsnews', sort: 911 },
      { name_zh: '关键词丙', name_en: 'Keyword C', list_template: 'ibrNewsnews', sort: 912 },
    ])
    .returning('id')
    .execute()
  sections.push(...rows.map((r) => r.id))
  t.app.services.menu.invalidate()
  const [a, b, c] = sections as [number, number, number]

  const item = (menuId: number, days: number, title: string, values: Record<string, unknown>) =>
    insertArticle(t, { menuId, publishAt: ago(days), title, values })
  // Section A: items of every age group, both languages, keywords in titles, subtitles and bodies.
  await item(a, 0, '神经元放电的新发现', {
    title_en: 'Neurons fire in a new pattern',
    body_zh: html('研究团队记录了海马体中神经元的放电。'),
    body_en: html('The team recorded neurons in the hippocampus.'),
    category: 'postdocNotice',
  })
  await item(a, 5, '突触可塑性研究进展', {
    title_en: 'Progress on Synaptic Plasticity',
    sub_title_en: 'A review of synaptic plasticity',
    body_zh: html('可塑性是学习的基础。'),
    body_en: html('Learning rests on it.'),
    category: 'policies',
  })
  await item(a, 20, '视觉皮层的信息处理', {
    title_en: 'Processing in the visual cortex',
    body_zh: html('大脑皮层中的神经环路处理视觉信息。'),
    body_en: html('Neural circuits of the cortex handle what we see.'),
    category: 'postdocNotice',
  })
  await item(a, 70, '脑科学公开课', {
    title_en: 'Open lecture on brain science',
    body_zh: html('面向公众的脑科学讲座。'),
    body_en: html('Neuroscience for everyone, with neural imaging shown live.'),
  })
  await item(a, 200, '学术年会召开', {
    title_en: 'Annual meeting held',
    body_zh: html('会议讨论了神经发育。'),
    body_en: html('The meeting discussed neural development and NEURONS.'),
    category: 'policies',
  })
  await item(a, 800, '早年的神经科学报道', {
    title_en: 'An early report on neuroscience',
    sub_title_zh: '突触可塑性的早期工作',
    body_en: html('Old work on the hippocampus.'),
  })
  await item(a, 2000, '十年前的旧闻', {
    title_en: 'News from long ago',
    body_zh: html('那时的神经研究刚刚起步。'),
    body_en: html('Neuron research was young.'),
  })
  // Pinned: first whatever its age.
  const pinned = await item(a, 400, '置顶：神经环路专题', {
    title_en: 'Pinned: neural circuits',
    body_en: html('Everything about neural circuits.'),
  })
  await t.deps.db.updateTable('article_menu').set({ pinned: true }).where('article_id', '=', pinned.id).execute()
  // Not public: a draft and one whose window has closed.
  await item(a, 1, '草稿：神经元', { title_en: 'Draft: neurons', status: 'draft' })
  await item(a, 3, '已下线：神经元', { title_en: 'Expired: neurons', unpublish_at: ago(1) })
  // Listed in A and in B.
  const shared = await item(b, 10, '两个栏目的神经元报道', { title_en: 'Neurons in two sections', category: 'policies' })
  await t.deps.db
    .insertInto('article_menu')
    .values({ article_id: shared.id, menu_id: a, publish_at: ago(10) })
    .execute()
  // Section B and C: the same words elsewhere must not leak into A's list.
  await item(b, 2, '另一栏目的突触可塑性', { title_en: 'Synaptic plasticity elsewhere', body_en: html('Neurons again.') })
  await item(c, 30, '论文：神经环路', {
    kind: 'paper',
    title_en: 'Paper: neural circuits of memory',
    pub_year: 2024,
    research_area: 'methods',
  })
  await item(c, 40, '论文：皮层', { kind: 'paper', title_en: 'Paper: cortex', pub_year: 2023, research_area: 'methods' })
  await sync()
})
afterAll(async () => {
  await t.close()
})

describe('the keyword filter of a section list, from the search index', () => {
  it('lists what LIKE listed, in its order and with its total, for Chinese and English keywords', async () => {
    const [a, b, c] = sections as [number, number, number]
    const cases: [number, Filter][] = [
      [a, { keyword: 'neuro' }], // the start of neurons, neuroscience, neural…
      [a, { keyword: 'NEURON' }], // any case
      [a, { keyword: 'Synaptic Plasticity' }], // two words, together
      [a, { keyword: 'plasticity' }], // in an English subtitle only
      [a, { keyword: 'hippocampus' }], // in English bodies only
      [a, { keyword: '神经' }], // a Chinese word of two characters, also the start of 神经元
      [a, { keyword: '可塑性' }], // in a Chinese body and a Chinese subtitle
      [a, { keyword: '皮层' }],
      [a, { keyword: '神经', category: 'policies' }],
      [a, { keyword: 'neural', category: 'postdocNotice' }],
      [b, { keyword: 'neurons' }],
      [c, { keyword: 'paper', year: 2024 }],
      [c, { keyword: '论文', category: 'methods' }],
      [a, { keyword: 'nothing-like-this' }],
    ]
    for (const [menuId, filter] of cases) {
      const { now, old } = await both(menuId, filter)
      expect(now, JSON.stringify(filter)).toEqual({ ids: old.ids, total: old.total, capped: false })
    }
    // The pin comes first, whatever its age; items of every age group follow, newest first.
    const { now } = await both(a, { keyword: 'neural' })
    expect(now.ids.length).toBeGreaterThan(3)
  })

  it('pages through the matches the same way', async () => {
    const [a] = sections as [number]
    for (const keyword of ['neuro', '神经']) {
      for (let pageNum = 1; pageNum <= 5; pageNum++) {
        const { now, old } = await both(a, { keyword }, pageNum, 2)
        expect(now, `${keyword} page ${pageNum}`).toEqual({ ids: old.ids, total: old.total, capped: false })
      }
    }
  })

  it('finds words from their start, not text inside a word, and every word of the keyword anywhere', async () => {
    const [a] = sections as [number]
    // Inside a word: "ural" of neural, "eurons" of neurons. LIKE found them; a search box finds words.
    for (const keyword of ['ural', 'eurons']) {
      const { now, old } = await both(a, { keyword })
      expect(old.total).toBeGreaterThan(0)
      expect(now).toEqual({ ids: [], total: 0, capped: false })
    }
    // One Chinese character finds the words that begin with it (脑 of 脑科学), not every word
    // holding it (大脑): LIKE found both.
    const brain = await both(a, { keyword: '脑' })
    expect(brain.now.ids.length).toBeGreaterThan(0)
    expect(brain.old.ids).toEqual(expect.arrayContaining(brain.now.ids))
    expect(brain.old.total).toBeGreaterThan(brain.now.total)
    // Two words apart: LIKE wanted them side by side; now each must be there.
    const apart = await both(a, { keyword: 'neuroscience live' })
    expect(apart.old.total).toBe(0)
    expect(apart.now.total).toBe(1)
  })

  it('finds an item once the search index has it (the sync runs when published content changes)', async () => {
    const [a] = sections as [number]
    const fresh = await insertArticle(t, { menuId: a, title: '新到的神经元报道', values: { title_en: 'Fresh neurons' } })
    expect((await both(a, { keyword: 'fresh' })).now.ids).toEqual([])
    await sync()
    expect((await both(a, { keyword: 'fresh' })).now.ids).toEqual([fresh.id])
  })
})

describe('the bound of a keyword list', () => {
  /** The first page of a section's list for a keyword, through a service with this bound. */
  async function listed(bound: KeywordBound, menuId: number, keyword: string, pageNum = 1, pageSize = 2) {
    const service = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 0, bound)
    const section = (await t.app.services.menu.tree()).get(menuId)!
    const ret = await service.list(section, { keyword }, pageNum, pageSize, 'en')
    return { ids: ret.articleList.map((a) => a.id), total: ret.total, approx: ret.totalApprox ?? false }
  }
  const unbounded = { timeoutMs: 10_000, scanMax: 20_000 }

  it('answers the newest matches with an approximate total, never a refusal, when the index would read more than its bound', async () => {
    const [a] = sections as [number]
    const exact = await listed(unbounded, a, 'neuro', 1, 3)
    expect(exact.approx).toBe(false)
    // One row of the index per age group at most: every group overflows, so the section is walked.
    const walked = await listed({ timeoutMs: 10_000, scanMax: 1 }, a, 'neuro', 1, 3)
    expect(walked.ids).toEqual(exact.ids)
    // Its first hundred matches are read ahead for the next pages: fewer than that, so counted exactly.
    expect(walked).toEqual(exact)
    // Further pages too, in the same order; the last page reaches the end, and its total is exact.
    for (let pageNum = 2; pageNum <= 3; pageNum++) {
      expect((await listed({ timeoutMs: 10_000, scanMax: 1 }, a, 'neuro', pageNum, 3)).ids).toEqual(
        (await listed(unbounded, a, 'neuro', pageNum, 3)).ids,
      )
    }
    expect(await listed({ timeoutMs: 10_000, scanMax: 1 }, a, 'neuro', 1, 50)).toEqual({
      ...(await listed(unbounded, a, 'neuro', 1, 50)),
      approx: false,
    })
    // A keyword matching one row of the index stays within it.
    const service = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 0, { timeoutMs: 10_000, scanMax: 1 })
    const one = await service.list(
      (await t.app.services.menu.tree()).get(a)!,
      { keyword: 'hippocampus', category: 'postdocNotice' },
      1,
      10,
      'en',
    )
    expect(one).toMatchObject({ total: 1, totalCapped: false })
    expect(one.totalApprox).toBeUndefined()
  })

  it('estimates the total of a common word from the share of matches among the placements walked', async () => {
    const [row] = await t.deps.db
      .insertInto('menu')
      .values({ name_zh: '关键词戊', name_en: 'Keyword E', list_template: 'ibrNewsnews', sort: 914 })
      .returning('id')
      .execute()
    t.app.services.menu.invalidate()
    const menuId = row!.id
    // Three items of every four, newest to oldest, hold the word: 113 of 150.
    for (let i = 0; i < 150; i++) {
      const title = i % 4 === 3 ? `Lab news ${i}` : `Dendrite study ${i}`
      await insertArticle(t, { menuId, publishAt: ago(i * 10), title, values: { title_en: title } })
    }
    await sync()
    const exact = await listed(unbounded, menuId, 'dendrite', 1, 4)
    expect(exact).toMatchObject({ total: 113, approx: false })
    // Read without the first matches ahead (a page past them), the walk stops at its page.
    const query = prefixQuery('dendrite')!
    const cut = await newestMatches(t.deps.db, { menuId, query, filter: {}, offset: 0, limit: 4 }, KEYWORD_BOUND)
    expect(cut.rows.map((r) => r.id)).toEqual(exact.ids)
    // 4 matches among the 5 newest placements, of 150: about 120.
    expect(cut).toMatchObject({ counted: 120, approximate: true, fresh: false })
    // Through the list, past the first hundred: an approximate total, marked so.
    const service = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 0, { timeoutMs: 10_000, scanMax: 1 })
    const section = (await t.app.services.menu.tree()).get(menuId)!
    const deep = await service.list(section, { keyword: 'dendrite' }, 11, 10, 'en')
    expect(deep.articleList.map((r) => r.id)).toEqual((await listed(unbounded, menuId, 'dendrite', 11, 10)).ids)
    // Matches 101 to 110 among the 146 newest placements: about 113.
    expect(deep).toMatchObject({ total: 113, totalApprox: true, totalCapped: false })
    // A page past the end: the walk has seen every match, and counts them.
    expect(await service.list(section, { keyword: 'dendrite' }, 13, 10, 'en')).toMatchObject({ articleList: [], total: 113 })
  })

  it('answers the matches its own bound let the walk find, the total approximate, when the walk runs out of placements', async () => {
    const menuId = sections[0]!
    const exact = await listed(unbounded, menuId, 'neuro', 1, 4)
    // The index read always overflows, and the walk may look at three placements: the pinned match and the two newest.
    const walked = await listed({ timeoutMs: 10_000, scanMax: 1, walkMax: 3 }, menuId, 'neuro', 1, 4)
    expect(walked.ids).toEqual(exact.ids.slice(0, walked.ids.length))
    expect(walked.ids.length).toBeGreaterThan(0)
    expect(walked.ids.length).toBeLessThan(4)
    expect(walked.approx).toBe(true)
    expect(walked.total).toBeGreaterThanOrEqual(walked.ids.length)
    // A page past what the walk may reach: no rows, still an answer.
    expect(await listed({ timeoutMs: 10_000, scanMax: 1, walkMax: 3 }, menuId, 'neuro', 3, 4)).toMatchObject({ ids: [], approx: true })
  })

  it('answers what it found, the total approximate, when the walk runs out of time', async () => {
    // No time at all: the index read stops before the page, and the walk before its first placement.
    expect(await listed({ timeoutMs: 0, scanMax: 20_000 }, sections[0]!, 'neuro', 1, 4)).toEqual({ ids: [], total: 0, approx: true })
  })

  it.runIf(process.env.DATABASE_URL)('cancels the walk’s statement at its own bound on PostgreSQL, not the pool’s', async () => {
    // The search index locked by another transaction: every read of it waits, until its statement is cancelled.
    const answer = await t.deps.db.transaction().execute(async (trx) => {
      await sql`lock table search_doc in access exclusive mode`.execute(trx)
      return listed({ timeoutMs: 50, scanMax: 20_000 }, sections[0]!, 'neuro', 1, 4)
    })
    expect(answer).toEqual({ ids: [], total: 0, approx: true })
  })

  // The embedded database has no statement timer: only the time checked between reads stops this one.
  it.skipIf(process.env.DATABASE_URL)('stops only the counting when the time runs out once the page is full', async () => {
    const [a] = sections as [number]
    const query = prefixQuery('neural')!
    const request = { menuId: a, query, filter: {}, offset: 0, limit: 1 }
    const exact = await keywordPage(t.deps.db, request, KEYWORD_BOUND)
    // The section's pinned match fills the page before any age group is read; then no time is left.
    const cut = await keywordPage(t.deps.db, request, { timeoutMs: 0, scanMax: 20_000 })
    expect(cut.rows.map((r) => r.id)).toEqual(exact.rows.map((r) => r.id))
    expect(cut).toMatchObject({ counted: 1, approximate: true, fresh: false })
    expect(exact.counted).toBeGreaterThan(1)
  })

  it.runIf(process.env.DATABASE_URL)('cancels a statement past the time bound on PostgreSQL, recognisably', async () => {
    const error = await t.deps.db
      .transaction()
      .execute(async (trx) => {
        await articleKeywordRepository(trx).boundStatements(20)
        await sql`select pg_sleep(1)`.execute(trx)
      })
      .catch((e: unknown) => e)
    expect(isStatementTimeout(error)).toBe(true)
  })

  it('answers a list past its time bound through the API with the newest matches, never 400', async () => {
    const bounded = await createTestApp({ LIST_KEYWORD_TIMEOUT_MS: '1' }, { sameDatabaseAs: t })
    try {
      const body = {
        lang: 'en',
        menuId: sections[0],
        page: JSON.stringify({ pageNum: 1, pageSize: 3 }),
        search: JSON.stringify({ keyword: 'neuro' }),
      }
      const res = await bounded.post('/api/article/list', body)
      expect(res.status, JSON.stringify(res.json)).toBe(200)
      expectShape(ArticleListRet, res.json.retMap)
      const exact = (await t.post('/api/article/list', body)).json.retMap as ArticleListRet
      expect((res.json.retMap as ArticleListRet).articleList.map((a) => a.id)).toEqual(exact.articleList.map((a) => a.id))
    } finally {
      await bounded.close()
    }
  })
})

describe("a keyword's count and first matches kept while paging", () => {
  it('lists the pages it lists without it, keeps them until a change, and counts again when its count is too low', async () => {
    const [a] = sections as [number]
    const section = (await t.app.services.menu.tree()).get(a)!
    const kept = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 30)
    const plain = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 0)
    const list = async (service: typeof kept, pageNum: number) => {
      const ret = await service.list(section, { keyword: 'neuro' }, pageNum, 2, 'en')
      return { ids: ret.articleList.map((x) => x.id), total: ret.total, capped: ret.totalCapped }
    }
    for (let pageNum = 1; pageNum <= 5; pageNum++) expect(await list(kept, pageNum), `page ${pageNum}`).toEqual(await list(plain, pageNum))
    const total = (await list(plain, 1)).total

    // A new match: the kept first page and total stay (the index was not read again) until
    // published content or the search index changes.
    const before = await list(kept, 1)
    const fresh = await insertArticle(t, { menuId: a, title: '又一个神经元', values: { title_en: 'Another neuron' } })
    await sync()
    expect(await list(kept, 1)).toEqual(before)
    const now = await list(plain, 1)
    expect(now.ids).toContain(fresh.id)
    expect(now.total).toBe(total + 1)
    kept.clearCounts()
    expect(await list(kept, 1)).toEqual(now)

    // A count lower than the matches already read is not trusted: the rest is counted.
    const query = prefixQuery('neuro')!
    const request = { menuId: a, query, filter: {}, offset: 0, limit: 2 }
    expect(await keywordPage(t.deps.db, { ...request, known: 0 }, KEYWORD_BOUND)).toMatchObject({ counted: total + 1, fresh: true })
    expect(await keywordPage(t.deps.db, { ...request, known: 500 }, KEYWORD_BOUND)).toMatchObject({ counted: 500, fresh: false })
    // The first matches, read for the next pages, hold the page in its place.
    const withHead = await keywordPage(t.deps.db, { ...request, offset: 2, head: 4 }, KEYWORD_BOUND)
    const alone = await keywordPage(t.deps.db, { ...request, offset: 2 }, KEYWORD_BOUND)
    expect(withHead.head).toHaveLength(4)
    expect(withHead.head!.slice(2)).toEqual(alone.rows.map((r) => r.id))
    expect(withHead.rows).toEqual(alone.rows)
  })
})

describe('the first matches read ahead for the next pages', () => {
  it('never make a page refused that alone stays within the bound', async () => {
    const [row] = await t.deps.db
      .insertInto('menu')
      .values({ name_zh: '关键词丁', name_en: 'Keyword D', list_template: 'ibrNewsnews', sort: 913 })
      .returning('id')
      .execute()
    t.app.services.menu.invalidate()
    const menuId = row!.id
    // Three recent matches (two index rows each, one per language) fill a page of two; the older
    // ones are more than the bound lets one age group match.
    for (const days of [0, 0, 1])
      await insertArticle(t, { menuId, publishAt: ago(days), title: 'Axolotl regeneration', values: { title_en: 'Axolotl regeneration' } })
    for (let i = 0; i < 8; i++)
      await insertArticle(t, { menuId, publishAt: ago(500 + i), title: 'Axolotl limbs', values: { title_en: 'Axolotl limbs' } })
    await sync()
    const section = (await t.app.services.menu.tree()).get(menuId)!
    const service = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 30, { timeoutMs: 10_000, scanMax: 8 })
    const page = await service.list(section, { keyword: 'axolotl' }, 1, 2, 'en')
    expect(page.articleList).toHaveLength(2)
    expect(page.total).toBe(11)
  })
})
