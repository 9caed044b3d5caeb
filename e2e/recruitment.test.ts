/**
 * The job postings, in both languages at both widths: each posting with its
 * category, deadline and state compared with what the test asks the API for, closed ones marked in
 * words; paging, search and every category filter; axe.
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

interface Job {
  id: number
  title: string
  pinned: boolean
  category: string | null
  deadline: string | null
  closed: boolean
  templateList: string[]
}
interface ListRet {
  articleList: Job[]
  total: number
}
interface Entry {
  id: number
  name: string
  path: string
  listTemplate: string
  children: Entry[]
}

/** Postings per page, as the page asks for them (features/recruitment/recruitment-page.tsx). */
const PAGE_SIZE = 10
const FILTERS = ['pi', 'postdoc', 'lab', 'facility', 'all']
const CLOSED = { zh: '已截止', en: 'Closed' }
const OPEN = { zh: '招聘中', en: 'Open' }

const list = (lang: Lang, menuId: number, pageNum: number, search: Record<string, unknown> = {}) =>
  api<ListRet>(baseUrl(), '/api/article/list', {
    lang,
    menuId,
    page: JSON.stringify({ pageNum, pageSize: PAGE_SIZE }),
    search: JSON.stringify({ keyword: '', category: 'all', ...search }),
  })
const poll = <T>(fn: () => Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, message })

const rows = (page: Page) => page.locator('[data-list] [data-article]')
const shownIds = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-article'))))

/** The rows are the API's postings in its order, each with its title, deadline and open/closed mark. */
async function expectJobs(page: Page, lang: Lang, jobs: Job[], what: string) {
  await poll(() => shownIds(page), what).toEqual(jobs.map((j) => j.id))
  for (const job of jobs) {
    const row = page.locator(`[data-list] [data-article="${job.id}"]`)
    expect(await row.textContent(), `${what}: ${job.id}`).toContain(job.title)
    expect(await row.getAttribute('data-pinned')).toBe(job.pinned ? 'true' : null)
    expect(await row.locator('[data-deadline]').textContent()).toContain(job.deadline)
    expect(await row.locator('[data-status]').textContent(), `${what}: state of ${job.id}`).toBe(job.closed ? CLOSED[lang] : OPEN[lang])
    const title = row.locator('a').first()
    expect(await title.getAttribute('href')).toBe(`#/detail/${job.templateList[0]}/${job.id}`)
    expect(await title.getAttribute('target')).toBe('_blank')
  }
}

async function search(page: Page, keyword: string) {
  const input = page.locator('[data-list] [data-search] input')
  await input.fill(keyword)
  await input.press('Enter')
}

/**
 * A word of a title that finds some postings but not every one of this page. A list's keyword is
 * looked up in the search index, which a job brings up to date soon after the server starts: tried
 * until one is found.
 */
async function narrowingKeyword(lang: Lang, menuId: number, jobs: Job[]) {
  let found: Awaited<ReturnType<typeof narrowingKeywordNow>>
  await expect.poll(async () => (found = await narrowingKeywordNow(lang, menuId, jobs)) !== undefined, { timeout: 60_000 }).toBe(true)
  return found!
}

async function narrowingKeywordNow(lang: Lang, menuId: number, jobs: Job[]) {
  const words = (title: string) =>
    lang === 'en'
      ? title.split(/[^A-Za-z]+/).filter((w) => w.length >= 6)
      : [0, 2, 4].map((at) => title.slice(at, at + 2)).filter((w) => w.length === 2 && !/[\s\p{P}\d]/u.test(w))
  for (const job of [...jobs].reverse()) {
    for (const keyword of words(job.title).slice(0, 3)) {
      const found = await list(lang, menuId, 1, { keyword })
      if (found.total > 0 && jobs.some((j) => !found.articleList.some((f) => f.id === j.id))) return { keyword, found: found.articleList }
    }
  }
  return undefined
}

describe.each(LANGS)('job postings in %s', (lang) => {
  test.each(WIDTHS)('at %i px: postings with deadlines and closed marks, paging, search, every category', async (width) => {
    const menu = (await api<{ menuList: Entry[] }>(baseUrl(), '/api/menu/list', { lang, type: 'top' })).menuList
    const entry = menu.find((e) => /Recruitment$/.test(e.path))!.children.find((c) => c.listTemplate === 'recruitInfo')!
    const { page } = await openPage(browser(), { lang, width, path: `/#${entry.path}` })
    await poll(() => page.locator('#page-title').textContent()).toBe(entry.name)

    const first = (await list(lang, entry.id, 1)).articleList
    expect(first.length).toBe(PAGE_SIZE)
    expect(first.some((j) => j.closed) && first.some((j) => !j.closed), 'the first page has open and closed postings').toBe(true)
    await expectJobs(page, lang, first, 'page 1')
    expect(await page.locator('[data-list] [data-filter-value="all"]').getAttribute('aria-pressed')).toBe('true')
    await screenshot(page, `recruitment-${lang}-${width}`)
    if (width === 1280) expect(await checkA11y(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(width)

    await page.locator('[data-list] [data-page-next]').click()
    await expectJobs(page, lang, (await list(lang, entry.id, 2)).articleList, 'page 2')

    const { keyword, found } = await narrowingKeyword(lang, entry.id, first)
    await search(page, keyword)
    await expectJobs(page, lang, found, `search "${keyword}"`)
    await search(page, '')
    await expectJobs(page, lang, first, 'search cleared')

    for (const category of FILTERS) {
      const jobs = (await list(lang, entry.id, 1, { category })).articleList
      expect(jobs.length, category).toBeGreaterThan(0)
      await page.locator(`[data-list] [data-filter-value="${category}"]`).click()
      await expectJobs(page, lang, jobs, `category ${category}`)
      if (category !== 'all')
        expect(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-category')))).toEqual(jobs.map(() => category))
    }
    expectNoConsoleErrors(page)
  })
})
