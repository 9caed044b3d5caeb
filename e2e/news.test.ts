/**
 * The news section: notices, general news, videos, academic events and
 * procurement, in both languages at both widths. Every list is compared with what the test itself
 * asks the API for: page 1, page 2, a keyword search, the video categories; a video plays in the
 * page; events show time and venue; procurement shows deadlines, closed marks and files; axe.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  checkA11y,
  expectNoConsoleErrors,
  LANGS,
  openPage,
  screenshot,
  useBrowser,
  useSeededServer,
  WIDTHS,
  type Lang,
} from './support/browser.js'
import { insertArticle, storedFile } from './support/factories.js'

const browser = useBrowser()
/** A word in the titles of the two items the test adds to each list, and of nothing in the demo. */
const MADE_WORD = { zh: '测试专用词', en: 'zyxwe2e' }
const site = useSeededServer(async (query) => {
  const video = { videoId: await storedFile(query, 'video'), pictureId: await storedFile(query, 'image') }
  const extra: Record<string, object> = {
    notice: { kind: 'notice' },
    news: { kind: 'news' },
    video: { kind: 'video', ...video },
    academic: { kind: 'event', eventTime: '2025-05-06T15:00:00+08:00', location: { zh: '测试报告厅', en: 'E2E hall' } },
    procurement: { kind: 'procurement', deadline: '2020-01-31' },
  }
  const made: Record<string, number[]> = {}
  for (const [template, fields] of Object.entries(extra)) {
    made[template] = []
    for (const n of [1, 2])
      made[template].push(
        await insertArticle(query, {
          kind: 'news',
          templates: [template],
          title: { zh: `${MADE_WORD.zh}条目${n}`, en: `${MADE_WORD.en} item ${n}` },
          body: { zh: `<p>测试条目${n}。</p>`, en: `<p>Test item ${n}.</p>` },
          // Older than the demo's items: the first pages stay as they were.
          secondsAgo: 400 * 86_400 + n,
          ...fields,
        }),
      )
  }
  return made
}, 'e2e-news-server.log')
const baseUrl = () => site.baseUrl()

interface Item {
  id: number
  title: string
  pinned: boolean
  source: string
  category: string | null
  picture: string | null
  deadline: string | null
  closed: boolean
  eventTime: string | null
  location: string | null
  hasVideo: boolean
  templateList: string[]
}
interface ListRet {
  articleList: Item[]
  total: number
}
interface Attachment {
  name: string
  url: string
}
interface DetailRet {
  article: { video: { url: string; type: string; poster: string | null } | null; attachments: Attachment[] }
}
interface Entry {
  id: number
  name: string
  path: string
  listTemplate: string
  children: Entry[]
}

/** Items per page of each list, as the page asks for them (features/news/news-page.tsx). */
const PAGE_SIZES: Record<string, number> = { notice: 10, news: 8, video: 6, academic: 10, procurement: 6 }
const CLOSED = { zh: '已截止', en: 'Closed' }
const OPEN = { zh: '进行中', en: 'Open' }
const NO_DATA = { zh: '暂无数据', en: 'No data' }

const list = (lang: Lang, menuId: number, pageNum: number, pageSize: number, search: Record<string, unknown> = {}) =>
  api<ListRet>(baseUrl(), '/api/article/list', {
    lang,
    menuId,
    page: JSON.stringify({ pageNum, pageSize }),
    search: JSON.stringify({ keyword: '', category: '', ...search }),
  })
const detail = (lang: Lang, id: number) => api<DetailRet>(baseUrl(), '/api/article/detail', { lang, id })
const poll = <T>(fn: () => Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, message })

const rows = (page: Page) => page.locator('[data-list] [data-article]')
const shownIds = (page: Page) => rows(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-article'))))

/** The rows are exactly the API's items, in its order, each with its title and pinned mark. */
async function expectShown(page: Page, items: Item[], what: string) {
  await poll(() => shownIds(page), what).toEqual(items.map((i) => i.id))
  const shown = await rows(page).evaluateAll((els) =>
    els.map((e) => ({ text: e.textContent ?? '', pinned: e.hasAttribute('data-pinned') })),
  )
  items.forEach((item, i) => {
    expect(shown[i]!.text, what).toContain(item.title)
    expect(shown[i]!.pinned, `${what}: pinned mark of ${item.id}`).toBe(item.pinned)
  })
}

async function search(page: Page, keyword: string) {
  const input = page.locator('[data-list] [data-search] input')
  await input.fill(keyword)
  await input.press('Enter')
}

async function newsEntries(lang: Lang) {
  const menu = (await api<{ menuList: Entry[] }>(baseUrl(), '/api/menu/list', { lang, type: 'top' })).menuList
  const news = menu.find((e) => /News$/.test(e.path))!
  const byTemplate = Object.fromEntries(news.children.map((c) => [c.listTemplate, c]))
  for (const template of Object.keys(PAGE_SIZES)) expect(byTemplate[template], template).toBeTruthy()
  return byTemplate as Record<string, Entry>
}

/** Goes to a child of the section and waits for its first page, as the API lists it. */
async function visit(page: Page, lang: Lang, entry: Entry) {
  await page.evaluate((path) => (location.hash = `#${path}`), entry.path)
  await poll(() => page.locator('#page-title').textContent()).toBe(entry.name)
  const first = (await list(lang, entry.id, 1, PAGE_SIZES[entry.listTemplate]!)).articleList
  expect(first.length, `${entry.path} has items`).toBeGreaterThan(0)
  await expectShown(page, first, `${entry.path} page 1`)
  return first
}

/** Page 2 shows page 2's items; a keyword from a title narrows the list to the API's answer. */
async function pagingAndSearch(page: Page, lang: Lang, entry: Entry, first: Item[]) {
  const size = PAGE_SIZES[entry.listTemplate]!
  const second = (await list(lang, entry.id, 2, size)).articleList
  expect(second.length, `${entry.path} has a second page`).toBeGreaterThan(0)
  await page.locator('[data-list] [data-page-next]').click()
  await expectShown(page, second, `${entry.path} page 2`)
  // The word of the test's two items narrows the list to them.
  const keyword = MADE_WORD[lang]
  // A list's keyword is looked up in the search index, which a job brings up to date soon after the server starts.
  await expect.poll(async () => (await list(lang, entry.id, 1, size, { keyword })).articleList.length, { timeout: 60_000 }).toBe(2)
  const found = (await list(lang, entry.id, 1, size, { keyword })).articleList
  expect(found, `${entry.path} search "${keyword}" finds the two items the test added`).toHaveLength(2)
  expect(found.map((i) => i.id).sort(), `${entry.path} search "${keyword}"`).toEqual([...site.made()[entry.listTemplate]!].sort())
  expect(first.some((i) => !found.some((f) => f.id === i.id))).toBe(true)
  await search(page, keyword)
  await expectShown(page, found, `${entry.path} search "${keyword}"`)
  // A search that finds nothing says so.
  await search(page, 'zqxjvw')
  await poll(() => rows(page).count(), `${entry.path} nothing found`).toBe(0)
  expect(await page.locator('[data-list]').textContent()).toContain(NO_DATA[lang])
  await search(page, '')
  await expectShown(page, first, `${entry.path} search cleared`)
}

describe.each(LANGS)('news section in %s', (lang) => {
  test.each(WIDTHS)('at %i px: every list as the API has it, paging, search, filters, the player, events, procurement', async (width) => {
    const entries = await newsEntries(lang)
    const { page } = await openPage(browser(), { lang, width, path: `/#${entries.notice!.path}` }, baseUrl())
    const name = (template: string) => `news-${template}-${lang}-${width}`
    const noSideways = async (what: string) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what}: no sideways scroll`).toBeLessThanOrEqual(width)

    // Notices: the issuing office under each title.
    const notices = await visit(page, lang, entries.notice!)
    for (const item of notices.filter((i) => i.source))
      expect(await page.locator(`[data-article="${item.id}"] [data-meta="source"]`).textContent()).toContain(item.source)
    await screenshot(page, name('notice'))
    if (width === 1280) expect(await checkA11y(page)).toEqual([])
    await pagingAndSearch(page, lang, entries.notice!, notices)

    // General news: cards with their pictures, each opening its story in a new tab.
    const news = await visit(page, lang, entries.news!)
    for (const item of news) {
      const card = page.locator(`[data-article="${item.id}"]`)
      expect(await card.locator('img').count()).toBe(item.picture ? 1 : 0)
      expect(await card.locator('a').getAttribute('href')).toBe(`#/detail/${item.templateList[0]}/${item.id}`)
      expect(await card.locator('a').getAttribute('target')).toBe('_blank')
    }
    await screenshot(page, name('news'))
    if (width === 1280) expect(await checkA11y(page)).toEqual([])
    await pagingAndSearch(page, lang, entries.news!, news)
    await noSideways('news')

    // Academic events: when and where.
    const events = await visit(page, lang, entries.academic!)
    for (const item of events) {
      const text = await page.locator(`[data-article="${item.id}"]`).textContent()
      expect(text).toContain(item.eventTime)
      expect(text).toContain(item.location)
    }
    await pagingAndSearch(page, lang, entries.academic!, events)

    // Procurement: deadline, open or closed in words, and the files of each announcement.
    const tenders = await visit(page, lang, entries.procurement!)
    expect(
      tenders.some((i) => i.closed),
      'the demo has a closed announcement',
    ).toBe(true)
    for (const item of tenders) {
      const row = page.locator(`[data-article="${item.id}"]`)
      expect(await row.locator('[data-meta="deadline"]').textContent()).toContain(item.deadline)
      expect(await row.locator('[data-closed]').textContent()).toBe(item.closed ? CLOSED[lang] : OPEN[lang])
      const files = (await detail(lang, item.id)).article.attachments
      await poll(() => row.locator('[data-attachments] a').allTextContents(), `files of ${item.id}`).toEqual(files.map((f) => f.name))
      expect(await row.locator('[data-attachments] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        files.map((f) => f.url),
      )
    }
    await screenshot(page, name('procurement'))
    if (width === 1280) expect(await checkA11y(page)).toEqual([])
    await pagingAndSearch(page, lang, entries.procurement!, tenders)
    await noSideways('procurement')

    // Videos: each category shows the API's answer for it, then all again.
    const video = entries.video!
    const videos = await visit(page, lang, video)
    for (const category of ['lecture', 'labTour', '']) {
      const expected = (await list(lang, video.id, 1, PAGE_SIZES.video!, { category })).articleList
      await page.locator(`[data-list] [data-filter-value="${category}"]`).click()
      await expectShown(page, expected, `videos of "${category}"`)
      if (category) expect(expected.every((i) => i.category === category)).toBe(true)
      expect(await page.locator(`[data-list] [data-filter-value="${category}"]`).getAttribute('aria-pressed')).toBe('true')
    }
    await pagingAndSearch(page, lang, video, videos)
    await noSideways('videos')
    expectNoConsoleErrors(page)
  })

  test.each(WIDTHS)("at %i px: a video plays in the page, with its poster and the browser's controls", async (width) => {
    const entries = await newsEntries(lang)
    const video = entries.video!
    const { page } = await openPage(browser(), { lang, width, path: `/#${video.path}` }, baseUrl())
    const first = await visit(page, lang, video)
    for (const item of first) {
      const card = page.locator(`[data-article="${item.id}"]`)
      expect(await card.locator('img').count(), `poster of ${item.id}`).toBe(item.picture ? 1 : 0)
      const title = card.locator('h2 a')
      expect(await title.getAttribute('href')).toBe(`#/detail/${item.templateList[0]}/${item.id}`)
      expect(await title.getAttribute('target')).toBe('_blank')
    }
    const chosen = first.find((i) => i.hasVideo)!
    const source = (await detail(lang, chosen.id)).article.video!
    const play = page.locator(`[data-video-play="${chosen.id}"]`)
    await play.click()
    const player = page.locator(`[data-video-player="${chosen.id}"] video`)
    await player.waitFor()
    expect(await player.getAttribute('controls')).not.toBeNull()
    expect(await player.getAttribute('preload')).toBe('metadata')
    expect(await player.getAttribute('poster')).toContain(source.poster)
    await poll(() => player.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain(source.url)
    await poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0)
    // It was asked to play: time moves on.
    await poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0)
    // The focus is on the player, whose native controls answer the keyboard; closing gives it back.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('VIDEO')
    expect(await play.getAttribute('aria-current')).toBe('true')
    await screenshot(page, `news-video-playing-${lang}-${width}`)
    if (width === 1280) expect(await checkA11y(page)).toEqual([])
    await page.locator('[data-video-close]').click()
    expect(await page.locator('[data-video-player]').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-video-play'))).toBe(String(chosen.id))
    await page.keyboard.press('Enter')
    await page.locator(`[data-video-player="${chosen.id}"] video`).waitFor()
    expectNoConsoleErrors(page)
  })
})
