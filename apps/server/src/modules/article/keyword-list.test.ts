import { ArticleListRet } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertArticle } from '../../test/article-factory.js'
import { ago, keywordSection, keywordSections, syncIndex } from '../../test/keyword-sections.js'
import { legacyKeywordList } from '../../test/legacy-keyword-list.js'
import { expectShape } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { prefixQuery } from '../search/index.js'
import { articleService } from './article-service.js'
import { KEYWORD_BOUND, keywordPage } from './keyword-list.js'

/**
 * A section list's keyword filter reads the search index. On data like the site's (Chinese and
 * English titles, subtitles and bodies, several sections and categories, pins, items of every age)
 * it must list what the former `LIKE` over `search_text` listed, in the same order, with the same
 * total; where the two differ by design (docs/search-and-sharing.md, "Section lists"), the
 * difference is stated here. Its bound on a list's reads is in keyword-bound.test.ts.
 */
let t: TestApp
let sections: number[] = []

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

beforeAll(async () => {
  t = await createTestApp()
  sections = await keywordSections(t)
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
    await syncIndex(t)
    expect((await both(a, { keyword: 'fresh' })).now.ids).toEqual([fresh.id])
  })
})

/** What is counted and kept, not how fast: a bound no busy machine reaches, so no page turns approximate. */
const ROOMY = { ...KEYWORD_BOUND, timeoutMs: 10_000 }

describe("a keyword's count and first matches kept while paging", () => {
  it('lists the pages it lists without it, keeps them until a change, and counts again when its count is too low', async () => {
    const [a] = sections as [number]
    const section = (await t.app.services.menu.tree()).get(a)!
    const kept = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 30, ROOMY)
    const plain = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 0, ROOMY)
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
    await syncIndex(t)
    expect(await list(kept, 1)).toEqual(before)
    const now = await list(plain, 1)
    expect(now.ids).toContain(fresh.id)
    expect(now.total).toBe(total + 1)
    kept.clearCounts()
    expect(await list(kept, 1)).toEqual(now)

    // A count lower than the matches already read is not trusted: the rest is counted.
    const query = prefixQuery('neuro')!
    const request = { menuId: a, query, filter: {}, offset: 0, limit: 2 }
    expect(await keywordPage(t.deps.db, { ...request, known: 0 }, ROOMY)).toMatchObject({ counted: total + 1, fresh: true })
    expect(await keywordPage(t.deps.db, { ...request, known: 500 }, ROOMY)).toMatchObject({ counted: 500, fresh: false })
    // The first matches, read for the next pages, hold the page in its place.
    const withHead = await keywordPage(t.deps.db, { ...request, offset: 2, head: 4 }, ROOMY)
    const alone = await keywordPage(t.deps.db, { ...request, offset: 2 }, ROOMY)
    expect(withHead.head).toHaveLength(4)
    expect(withHead.head!.slice(2)).toEqual(alone.rows.map((r) => r.id))
    expect(withHead.rows).toEqual(alone.rows)
  })
})

describe('the first matches read ahead for the next pages', () => {
  it('never make a page refused that alone stays within the bound', async () => {
    const menuId = await keywordSection(t, '关键词丁', 'Keyword D', 913)
    // Three recent matches (two index rows each, one per language) fill a page of two; the older
    // ones are more than the bound lets one age group match.
    for (const days of [0, 0, 1])
      await insertArticle(t, { menuId, publishAt: ago(days), title: 'Axolotl regeneration', values: { title_en: 'Axolotl regeneration' } })
    for (let i = 0; i < 8; i++)
      await insertArticle(t, { menuId, publishAt: ago(500 + i), title: 'Axolotl limbs', values: { title_en: 'Axolotl limbs' } })
    await syncIndex(t)
    const section = (await t.app.services.menu.tree()).get(menuId)!
    const service = articleService(t.deps.db, t.app.services.menu, t.deps.config.timeZone, 30, { timeoutMs: 10_000, scanMax: 8 })
    const page = await service.list(section, { keyword: 'axolotl' }, 1, 2, 'en')
    expect(page.articleList).toHaveLength(2)
    expect(page.total).toBe(11)
  })
})
