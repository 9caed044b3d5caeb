/**
 * The home page: banners, news, research, highlights and the academic calendar,
 * checked against what the API answers, in both languages at both widths, with axe.
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
  scrollThrough,
  useBrowser,
  WIDTHS,
} from './support/browser.js'

const browser = useBrowser()

interface Card {
  id: number
  title: string
  templateList: string[]
  outLink: string | null
}
const homeNews = async (lang: 'zh' | 'en', type: string) =>
  (await api<{ articleList: Card[] }>(baseUrl(), '/api/home/news', { lang, type })).articleList

describe.each(LANGS)('home in %s', (lang) => {
  test.each(WIDTHS)('at %i px: every block shows what the API holds, links open new tabs, axe is clean', async (width) => {
    const [latest, research, style] = await Promise.all([homeNews(lang, 'latest'), homeNews(lang, 'research'), homeNews(lang, 'style')])
    const { page } = await openPage(browser(), { lang, width, path: '/#/home' })
    await page.locator('[data-home-news]').first().waitFor()
    await page.locator('[data-home-highlight]').first().waitFor()
    await scrollThrough(page)
    await screenshot(page, `home-${lang}-${width}`)

    // News: one featured plus three, all opening the featured item's first template in a new tab.
    const type = latest[0]!.templateList[0]
    const news = page.locator('[data-home-news]')
    expect(await news.count()).toBe(4)
    for (const [index, item] of latest.entries()) {
      const link = news.nth(index)
      expect(await link.innerText()).toContain(item.title)
      expect(await link.getAttribute('href')).toBe(`#/detail/${type}/${item.id}`)
      expect(await link.getAttribute('target')).toBe('_blank')
    }
    const research4 = page.locator('[data-home-research]')
    expect(await research4.count()).toBe(4)
    for (const [index, item] of research.entries()) {
      expect(await research4.nth(index).innerText()).toContain(item.title)
      expect(await research4.nth(index).getAttribute('href')).toBe(`#/detail/researchAchievementpaper/${item.id}`)
      expect(await research4.nth(index).getAttribute('target')).toBe('_blank')
    }
    const highlights = page.locator('[data-home-highlight]')
    expect(await highlights.count()).toBe(6)
    for (const [index, item] of style.entries()) {
      expect(await highlights.nth(index).innerText()).toContain(item.title)
      expect(await highlights.nth(index).getAttribute('href')).toBe(item.outLink)
      expect(await highlights.nth(index).getAttribute('target')).toBe('_blank')
    }
    // 1+2 then 2+1: the large tile is left in the first row and right in the second.
    const boxes = await Promise.all([0, 1, 2, 3, 4, 5].map(async (i) => (await highlights.nth(i).boundingBox())!))
    expect(boxes[0]!.width * boxes[0]!.height).toBeGreaterThan(boxes[1]!.width * boxes[1]!.height * 1.5)
    expect(boxes[5]!.width * boxes[5]!.height).toBeGreaterThan(boxes[3]!.width * boxes[3]!.height * 1.5)
    if (width === 1280) {
      expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x)
      expect(boxes[5]!.x).toBeGreaterThan(boxes[3]!.x)
    }

    // "More" links: news and papers everywhere, the academic list on mobile only.
    const more = await page
      .locator('[data-page=home]')
      .locator(`a[href$="/ibrNews/news"], a[href$="/researchAchievement/paper"], a[href$="/ibrNews/academic"]`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(more).toContain('#/ibrNews/news')
    expect(more).toContain('#/researchAchievement/paper')
    expect(more.includes('#/ibrNews/academic')).toBe(width === 375)

    expect(await checkA11y(page)).toEqual([])
    expectNoConsoleErrors(page)
  })
})

describe('first view', () => {
  test.each(WIDTHS)('at %i px no script is requested until the banner written into the page is on screen', async (width) => {
    const { page } = await openPage(browser(), { lang: 'zh', width, path: '/#/home' })
    await page.getByRole('region', { name: '首页焦点图' }).waitFor()
    const { firstPaint, scripts } = await page.evaluate(
      () =>
        new Promise<{ firstPaint: { url: string; time: number } | undefined; scripts: { name: string; start: number }[] }>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect()
            const first = list.getEntries()[0] as LargestContentfulPaint | undefined
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
              .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }))
            resolve({ firstPaint: first && { url: first.url, time: first.startTime }, scripts })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    // The page's first largest paint is the banner, painted from the HTML alone. The entry is in the
    // page (allowed by its hash), so every script is asked for after that paint: React's chunk, and
    // the entry's file once (the app imports the language from it), no later than the app's chunk.
    expect(firstPaint?.url).toMatch(/\/file\/image\/[\w-]+\?w=\d+$/)
    expect(scripts.some((s) => s.name.startsWith('/assets/react-runtime-'))).toBe(true)
    for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(firstPaint!.time)
    const entry = scripts.filter((s) => /^\/assets\/index-[\w-]+\.js$/.test(s.name))
    const app = scripts.find((s) => /^\/assets\/main-[\w-]+\.js$/.test(s.name))
    expect(entry).toHaveLength(1)
    expect(entry[0]!.start).toBeLessThanOrEqual(app!.start)
    expectNoConsoleErrors(page)
  })
})

describe('banner carousel', () => {
  test('seven banners with dots, previous/next and pause; the first loads eagerly with high priority', async () => {
    const images = (await api<{ imageList: { title: string }[] }>(baseUrl(), '/api/image/url', { lang: 'en' })).imageList
    const { page } = await openPage(browser(), { lang: 'en', width: 1280, path: '/#/home' })
    const region = page.getByRole('region', { name: 'Featured' })
    await region.waitFor()
    const dots = region.getByRole('button', { name: /^Slide \d+$/ })
    expect(await dots.count()).toBe(7)
    expect(images).toHaveLength(7)
    const first = region.locator('img').first()
    expect(await first.getAttribute('loading')).toBe('eager')
    expect(await first.getAttribute('fetchpriority')).toBe('high')
    expect(await first.getAttribute('width')).toBeTruthy()
    expect(await region.locator('img').nth(1).getAttribute('loading')).toBe('lazy')
    expect(await first.getAttribute('srcset')).toMatch(/\?w=\d+ \d+w/)

    const active = () => dots.evaluateAll((all) => all.findIndex((d) => d.getAttribute('aria-current') === 'true'))
    // Hovering pauses autoplay, so the clicks below are the only movement.
    await region.hover()
    const start = await active()
    await region.getByRole('button', { name: 'Next slide' }).click()
    expect(await active()).toBe((start + 1) % 7)
    await region.getByRole('button', { name: 'Previous slide' }).click()
    await region.getByRole('button', { name: 'Previous slide' }).click()
    expect(await active()).toBe((start + 6) % 7)
    await dots.nth(4).click()
    expect(await active()).toBe(4)
    // Only the shown slide is exposed: its image's alt is the banner's title.
    expect(await region.locator('img:not([aria-hidden="true"] img)').count()).toBeGreaterThan(0)
    await region.getByRole('button', { name: 'Pause the slideshow' }).click()
    expect(await region.getByRole('button', { name: 'Play the slideshow' }).count()).toBe(1)
    expectNoConsoleErrors(page)
  })

  test('autoplay advances on its own, and not at all when reduced motion is asked for', async () => {
    const slideDots = (page: Page) => page.getByRole('region', { name: '首页焦点图' }).getByRole('button', { name: /^第 \d+ 张$/ })
    const active = (page: Page) => slideDots(page).evaluateAll((all) => all.findIndex((x) => x.getAttribute('aria-current') === 'true'))
    const still = (await openPage(browser(), { lang: 'zh', width: 1280, path: '/#/home', reducedMotion: true })).page
    const moving = (await openPage(browser(), { lang: 'zh', width: 1280, path: '/#/home' })).page
    await Promise.all([slideDots(still).first().waitFor(), slideDots(moving).first().waitFor()])
    await moving.mouse.move(5, 790)
    expect(await still.getByRole('button', { name: '暂停轮播' }).count()).toBe(0)
    // Both pages have been open as long as the moving one took to advance: the still one has not.
    await expect.poll(() => active(moving), { timeout: 12_000 }).toBeGreaterThan(0)
    expect(await active(still)).toBe(0)
  })

  test('a swipe on a touch screen changes the slide', async () => {
    const { page } = await openPage(browser(), { lang: 'zh', width: 375, path: '/#/home', reducedMotion: true })
    const region = page.getByRole('region', { name: '首页焦点图' })
    await region.waitFor()
    const dots = region.getByRole('button', { name: /^第 \d+ 张$/ })
    const box = (await region.boundingBox())!
    const y = box.y + box.height / 2
    const swipe = async (from: number, to: number) => {
      for (const [type, x] of [
        ['pointerdown', from],
        ['pointermove', (from + to) / 2],
        ['pointermove', to],
        ['pointerup', to],
      ] as const) {
        // On the slide, inside the swipe area; the events bubble to it as a finger's would.
        await region
          .locator('img')
          .first()
          .dispatchEvent(type, { pointerType: 'touch', isPrimary: true, pointerId: 1, clientX: x, clientY: y, bubbles: true })
      }
    }
    await swipe(300, 100)
    await expect.poll(() => dots.evaluateAll((all) => all.findIndex((x) => x.getAttribute('aria-current') === 'true'))).toBe(1)
    await swipe(100, 300)
    await expect.poll(() => dots.evaluateAll((all) => all.findIndex((x) => x.getAttribute('aria-current') === 'true'))).toBe(0)
  })
})
