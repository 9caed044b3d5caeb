// PostgreSQL pass: the keyword filter's statement timeout is the server's.
import { ArticleListRet } from '@ibr/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertArticle } from '../../test/article-factory.js'
import { ago, keywordSection, keywordSections, syncIndex } from '../../test/keyword-sections.js'
import { expectShape } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { prefixQuery } from '../search/index.js'
import { articleKeywordRepository, isStatementTimeout } from './article-keyword-repository.js'
import { articleService } from './article-service.js'
import { KEYWORD_BOUND, keywordPage, newestMatches, type KeywordBound } from './keyword-list.js'

/**
 * A section list's keyword filter within its bound: past what the index may read, or the time it
 * may take, a list still answers with the newest matches and an approximate total.
 */
let t: TestApp
let sections: number[] = []

beforeAll(async () => {
  t = await createTestApp()
  sections = await keywordSections(t)
})
afterAll(async () => {
  await t.close()
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
    const menuId = await keywordSection(t, '关键词戊', 'Keyword E', 914)
    // Three items of every four, newest to oldest, hold the word: 113 of 150.
    for (let i = 0; i < 150; i++) {
      const title = i % 4 === 3 ? `Lab news ${i}` : `Dendrite study ${i}`
      await insertArticle(t, { menuId, publishAt: ago(i * 10), title, values: { title_en: title } })
    }
    await syncIndex(t)
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
