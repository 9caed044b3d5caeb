/**
 * Site search in Chromium: from the header's box on a desktop and from the mobile menu on
 * a phone, in both languages: suggestions after two characters chosen with the keyboard, the results
 * page with the matches marked, axe on it.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { checkA11y, expectNoConsoleErrors, openPage, screenshot, useBrowser, useSeededServer, type Lang } from './support/browser.js'
import { insertArticle, insertFacility } from './support/factories.js'

const browser = useBrowser()
const WORD = { zh: '蝾螈再生', en: 'axolotl' } as const
const TITLE = { zh: '蝾螈再生研究取得突破', en: 'Axolotl regeneration breakthrough' } as const

/** More items holding one word than a first page counts before it leaves older ones uncounted (20: this page and the next). */
const MANY = 32
const FACILITY = { zh: '活体成像平台', en: 'Intravital imaging core' } as const

const server = useSeededServer(async (query) => {
  await insertArticle(query, {
    kind: 'news',
    title: TITLE,
    templates: ['news'],
    body: { zh: '<p>研究人员发现蝾螈再生的关键信号。</p>', en: '<p>Researchers found the key signal of axolotl regeneration.</p>' },
  })
  for (let n = 1; n <= MANY; n++) {
    await insertArticle(query, {
      kind: 'news',
      title: { zh: `水螅研讨会 ${n}`, en: `Hydra seminar ${n}` },
      templates: ['news'],
      body: { zh: '<p>水螅的再生。</p>', en: '<p>Hydra regeneration.</p>' },
    })
  }
  const facility = await insertFacility(query, FACILITY, {
    zh: '<p>提供双光子显微成像。</p>',
    en: '<p>Offers zephyrine two-photon imaging of awake animals.</p>',
  })
  return { facility }
}, 'search')

/** The index is brought up to date by a job soon after the server starts: wait for it, as a person would retry. */
async function waitForIndex(lang: Lang, q: string = WORD[lang]) {
  await expect
    .poll(
      async () => {
        const res = await fetch(`${server.baseUrl()}/api/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ lang, q }),
        })
        return ((await res.json()) as { retMap?: { total: number } }).retMap?.total ?? 0
      },
      { timeout: 90_000, interval: 1000 },
    )
    .toBeGreaterThan(0)
}

async function searchFrom(page: Page, lang: Lang, box: ReturnType<Page['locator']>) {
  const input = box.getByRole('combobox')
  await input.fill(WORD[lang])
  const option = box.getByRole('option', { name: TITLE[lang] })
  await option.waitFor()
  expect(await input.getAttribute('aria-expanded')).toBe('true')
  // The keyboard reaches the suggestion, Escape closes the list, Enter opens the results page.
  await input.press('ArrowDown')
  expect(await input.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'))
  await input.press('Escape')
  expect(await input.getAttribute('aria-expanded')).toBe('false')
  await input.press('Enter')
  await expect.poll(() => page.url()).toContain(`#/search?q=`)
}

describe.each(['zh', 'en'] as const)('search in %s', (lang) => {
  test('from the header on a desktop: suggestions, then results with the matches marked', async () => {
    await waitForIndex(lang)
    const { page } = await openPage(browser(), { lang, width: 1280, path: '/#/home' }, server.baseUrl())
    await searchFrom(page, lang, page.locator('header [data-site-search]'))
    const results = page.locator('[data-search-results] li')
    await results.first().waitFor()
    expect(await results.first().getByRole('link').textContent()).toBe(TITLE[lang])
    expect(await results.first().locator('mark').first().textContent()).toMatch(lang === 'zh' ? /蝾螈|再生/ : /axolotl/i)
    expect(await checkA11y(page, { alsoReport: ['landmark-unique'] })).toEqual([])
    await screenshot(page, `search-results-${lang}-1280`)

    // A suggestion chosen with the keyboard opens the item itself.
    const box = page.locator('header [data-site-search]')
    await box.getByRole('combobox').fill(WORD[lang])
    await box.getByRole('option', { name: TITLE[lang] }).waitFor()
    await box.getByRole('combobox').press('ArrowDown')
    await box.getByRole('combobox').press('Enter')
    await expect.poll(() => page.locator('#detail-title').textContent()).toBe(TITLE[lang])
    expectNoConsoleErrors(page)
  })

  test('from the mobile menu on a phone', async () => {
    await waitForIndex(lang)
    const { page } = await openPage(browser(), { lang, width: 375, path: '/#/home' }, server.baseUrl())
    await page.locator('[data-menu-toggle]').click()
    const menu = page.locator('[data-mobile-menu]')
    await expect.poll(() => menu.isVisible()).toBe(true)
    await searchFrom(page, lang, menu.locator('[data-site-search]'))
    await expect.poll(() => menu.isVisible()).toBe(false)
    await page.locator('[data-search-results] li').first().waitFor()
    expect(await checkA11y(page, { alsoReport: ['landmark-unique'] })).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, `search-results-${lang}-375`)
    expectNoConsoleErrors(page)
  })
})

test('a misspelt name is corrected: the results of the correction, and the page says so', async () => {
  await waitForIndex('en')
  const { page } = await openPage(browser(), { lang: 'en', width: 1280, path: '/#/search?q=axoltol' }, server.baseUrl())
  const corrected = page.locator('[data-search-corrected]')
  await corrected.waitFor()
  expect(await corrected.textContent()).toContain('showing results for “axolotl”')
  expect(await page.locator('[data-search-results] li').first().getByRole('link').textContent()).toBe(TITLE.en)
  expectNoConsoleErrors(page)
})

test('a common word: more than the results counted, the most recent first, and the pages go on', async () => {
  await waitForIndex('en')
  const { page } = await openPage(browser(), { lang: 'en', width: 375, path: '/#/search?q=hydra' }, server.baseUrl())
  const count = page.locator('[role=status]', { hasText: 'results' })
  await count.waitFor()
  expect(await count.textContent()).toMatch(/^At least \d+ results found; the most recent first$/)
  const pager = page.getByRole('navigation', { name: /Page 1 of \d+\+/ })
  await pager.locator('[data-page-next]').click()
  await expect.poll(() => page.url()).toContain('page=2')
  await page.getByRole('navigation', { name: /Page 2 of \d+\+/ }).waitFor()
  expect(await page.locator('[data-search-results] li').count()).toBe(10)
  expect(await checkA11y(page, { alsoReport: ['landmark-unique'] })).toEqual([])
  await screenshot(page, 'search-more-en-375')
  expectNoConsoleErrors(page)
})

test('a core facility found by a word of its introduction opens, in view, on the facility page', async () => {
  await waitForIndex('en', 'zephyrine')
  const { page } = await openPage(browser(), { lang: 'en', width: 1280, path: '/#/search?q=zephyrine' }, server.baseUrl())
  const result = page.locator('[data-search-results] li').first()
  await result.waitFor()
  expect(await result.getByRole('link').textContent()).toBe(FACILITY.en)
  expect(await result.textContent()).toContain('Core facility')
  await result.getByRole('link').click()
  const id = server.made().facility
  await expect.poll(() => page.url()).toContain(`/coreFacility?facility=${id}`)
  const card = page.locator(`[data-facility="${id}"]`)
  await card.locator(`[data-facility-details="${id}"]`).waitFor()
  expect(await card.locator('[data-facility-toggle]').getAttribute('aria-expanded')).toBe('true')
  const top = (await card.boundingBox())!.y
  expect(top).toBeGreaterThanOrEqual(0)
  expect(top).toBeLessThan(page.viewportSize()!.height)
  expectNoConsoleErrors(page)
})
