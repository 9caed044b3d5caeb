/**
 * The papers page, in both languages at both widths: each paper with its authors,
 * journal, year, DOI and PubMed links, compared with what the test asks the API for; paging, search,
 * the four research areas and the year filter; axe.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  baseUrl,
  checkA11y,
  expectNoConsoleErrors,
  LANGS,
  openPage,
  screenshot,
  useBrowser,
  WIDTHS,
  type Lang,
} from './support/browser.js'

const browser = useBrowser()

interface Paper {
  id: number
  title: string
  pinned: boolean
  authors: string | null
  journal: string | null
  year: number | null
  doi: string | null
  pmid: string | null
  researchArea: string | null
}
interface ListRet {
  articleList: Paper[]
  total: number
}
interface Entry {
  id: number
  name: string
  path: string
  listTemplate: string
  children: Entry[]
}

/** Papers per page, as the page asks for them (features/research/research-page.tsx). */
const PAGE_SIZE = 10
const AREAS = ['principles', 'disorders', 'methods', 'computation']
const NO_DATA = { zh: '暂无数据', en: 'No data' }

const list = (lang: Lang, menuId: number, pageNum: number, search: Record<string, unknown> = {}, pageSize = PAGE_SIZE) =>
  api<ListRet>(baseUrl(), '/api/article/list', {
    lang,
    menuId,
    page: JSON.stringify({ pageNum, pageSize }),
    search: JSON.stringify({ keyword: '', category: '', ...search }),
  })
const poll = <T>(fn: () => Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, message })

const rows = (page: Page) => page.locator('[data-list] [data-article]')
const shownIds = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-article'))))

/** The rows are the API's papers in its order, each shown as a full reference with its links. */
async function expectPapers(page: Page, papers: Paper[], what: string) {
  await poll(() => shownIds(page), what).toEqual(papers.map((p) => p.id))
  for (const paper of papers) {
    const row = page.locator(`[data-list] [data-article="${paper.id}"]`)
    const text = (await row.textContent()) ?? ''
    for (const field of [paper.title, paper.authors, paper.journal, String(paper.year)])
      expect(text, `${what}: ${paper.id}`).toContain(field)
    expect(await row.getAttribute('data-pinned'), `${what}: pinned mark of ${paper.id}`).toBe(paper.pinned ? 'true' : null)
    const title = row.locator('a').first()
    expect(await title.getAttribute('href')).toBe(`#/detail/researchAchievementpaper/${paper.id}`)
    expect(await title.getAttribute('target')).toBe('_blank')
    const doi = row.locator('a[data-doi]')
    expect(await doi.getAttribute('href')).toBe(`https://doi.org/${paper.doi}`)
    expect(await doi.getAttribute('target')).toBe('_blank')
    const pubmed = row.locator('a[data-pubmed]')
    expect(await pubmed.getAttribute('href')).toBe(`https://pubmed.ncbi.nlm.nih.gov/${paper.pmid}/`)
    expect(await pubmed.getAttribute('target')).toBe('_blank')
  }
}

async function search(page: Page, keyword: string) {
  const input = page.locator('[data-list] [data-search] input')
  await input.fill(keyword)
  await input.press('Enter')
}

/**
 * A word of a title that finds some papers but not every one of this page. A list's keyword is
 * looked up in the search index, which a job brings up to date soon after the server starts: tried
 * until one is found.
 */
async function narrowingKeyword(lang: Lang, menuId: number, papers: Paper[]) {
  let found: Awaited<ReturnType<typeof narrowingKeywordNow>>
  await expect.poll(async () => (found = await narrowingKeywordNow(lang, menuId, papers)) !== undefined, { timeout: 60_000 }).toBe(true)
  return found!
}

async function narrowingKeywordNow(lang: Lang, menuId: number, papers: Paper[]) {
  const words = (title: string) =>
    lang === 'en'
      ? title.split(/[^A-Za-z]+/).filter((w) => w.length >= 7)
      : [0, 2, 4, 6].map((at) => title.slice(at, at + 3)).filter((w) => w.length === 3 && !/[\s\p{P}\d]/u.test(w))
  for (const paper of [...papers].reverse()) {
    for (const keyword of words(paper.title).slice(0, 3)) {
      const found = await list(lang, menuId, 1, { keyword })
      if (found.total > 0 && papers.some((p) => !found.articleList.some((f) => f.id === p.id))) return { keyword, found: found.articleList }
    }
  }
  return undefined
}

describe.each(LANGS)('papers in %s', (lang) => {
  test.each(WIDTHS)('at %i px: references with their links, paging, search, areas and years', async (width) => {
    const menu = (await api<{ menuList: Entry[] }>(baseUrl(), '/api/menu/list', { lang, type: 'top' })).menuList
    const entry = menu.find((e) => e.path === '/researchAchievement')!.children.find((c) => c.listTemplate === 'paper')!
    const { page } = await openPage(browser(), { lang, width, path: `/#${entry.path}` })
    await poll(() => page.locator('#page-title').textContent()).toBe(entry.name)

    const first = (await list(lang, entry.id, 1)).articleList
    expect(first.length).toBe(PAGE_SIZE)
    await expectPapers(page, first, 'page 1')
    await screenshot(page, `research-paper-${lang}-${width}`)
    if (width === 1280) expect(await checkA11y(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(width)

    await page.locator('[data-list] [data-page-next]').click()
    await expectPapers(page, (await list(lang, entry.id, 2)).articleList, 'page 2')

    const { keyword, found } = await narrowingKeyword(lang, entry.id, first)
    await search(page, keyword)
    await expectPapers(page, found, `search "${keyword}"`)
    // A search that finds nothing says so.
    await search(page, 'zqxjvw')
    await poll(() => rows(page).count()).toBe(0)
    expect(await page.locator('[data-list]').textContent()).toContain(NO_DATA[lang])
    await search(page, '')
    await expectPapers(page, first, 'search cleared')

    // Each research area shows the API's answer for it, and only that area.
    for (const area of AREAS) {
      const papers = (await list(lang, entry.id, 1, { category: area })).articleList
      expect(papers.length, area).toBeGreaterThan(0)
      await page.locator(`[data-list] [data-filter-value="${area}"]`).click()
      await expectPapers(page, papers, `area ${area}`)
      expect(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-area')))).toEqual(papers.map(() => area))
    }
    await page.locator('[data-list] [data-filter-value=""]').click()
    await expectPapers(page, first, 'every area')

    // Two years the demo has papers in, among those offered: each shows that year's papers only.
    const offered = (
      await page.locator('[data-year-filter] option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    )
      .filter(Boolean)
      .map(Number)
    const all = (await list(lang, entry.id, 1, {}, 100)).articleList
    const years = [...new Set(all.map((p) => p.year!))].filter((y) => offered.includes(y)).sort((a, b) => b - a)
    expect(years.length, 'years with papers among those offered').toBeGreaterThan(1)
    for (const year of [years[0]!, years.at(-1)!]) {
      const papers = (await list(lang, entry.id, 1, { year })).articleList
      await page.locator('[data-year-filter]').selectOption(String(year))
      await expectPapers(page, papers, `year ${year}`)
      expect(papers.every((p) => p.year === year)).toBe(true)
    }
    // Area and year together.
    const year = years[0]!
    await page.locator('[data-year-filter]').selectOption(String(year))
    await expectPapers(page, (await list(lang, entry.id, 1, { year })).articleList, `year ${year} again`)
    const both = (await list(lang, entry.id, 1, { year, category: 'methods' })).articleList
    await page.locator('[data-list] [data-filter-value="methods"]').click()
    await expectPapers(page, both, `methods in ${year}`)
    await page.locator('[data-year-filter]').selectOption('')
    await expectPapers(page, (await list(lang, entry.id, 1, { category: 'methods' })).articleList, 'methods in every year')
    expectNoConsoleErrors(page)
  })
})
