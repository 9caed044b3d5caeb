/**
 * What test files use: one Chromium per test file, pages of the site in a language and a width
 * with their errors collected, axe checks, screenshots and API calls.
 *
 *   const browser = useBrowser()
 *   test('home', async () => {
 *     const { page } = await openPage(browser(), { lang: 'en', width: 375, path: '/#/home' })
 *     expect(await checkA11y(page)).toEqual([])
 *     expectNoConsoleErrors(page)
 *   })
 *   const { menuList } = await api(baseUrl(), '/api/menu/list', { type: 'top', lang: 'en' })
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import './context.js'
import { withSeededServer } from './factories.js'
import type { Query } from './database.js'
import * as tools from './page-tools.js'

export { BROWSER_TIMEZONE, checkA11y, launchBrowser, LANGS, pageErrors, screenshot, scrollThrough, settle, WIDTHS } from './page-tools.js'
export { api } from './server.js'
export type { A11yOptions, Lang, OpenedPage, OpenPageOptions, Width } from './page-tools.js'

/**
 * The address of this file's site server from the global setup: the one of the worker slot it runs
 * in (VITEST_POOL_ID counts slots from 1), which no file running at the same time shares.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls')
  const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1
  return urls[slot % urls.length]!
}

const openContexts = new Set<BrowserContext>()

/**
 * Launches Chromium before the file's tests and closes it after them; every context opened by
 * openPage during a test is closed after that test. Call at the top of a test file.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await tools.launchBrowser()
  })
  afterEach(async () => {
    await Promise.all([...openContexts].map((c) => c.close().catch(() => {})))
    openContexts.clear()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is launched in beforeAll; use it inside tests and hooks')
    return browser
  }
}

/** openPage of page-tools on the site server of this run (or `at`); the context is closed after the test. */
export async function openPage(browser: Browser, options: tools.OpenPageOptions, at = baseUrl()): Promise<tools.OpenedPage> {
  const opened = await tools.openPage(browser, at, options)
  openContexts.add(opened.context)
  return opened
}

/** Fails, listing them, when the page had console errors, page errors or failed requests of the site. */
export function expectNoConsoleErrors(page: Page): void {
  expect(tools.pageErrors(page), `errors on ${page.url()}`).toEqual([])
}

/**
 * A site server of the test file's own, on the demo plus what `make` wrote (factories.ts), started
 * before the file's tests and stopped after them: data a test builds never reaches other files'
 * server, and no cached answer predates it. Use inside tests and hooks.
 */
export function useSeededServer<T>(make: (query: Query) => Promise<T>, logName: string): { baseUrl: () => string; made: () => T } {
  let seeded: Awaited<ReturnType<typeof withSeededServer<T>>> | undefined
  beforeAll(async () => {
    seeded = await withSeededServer(make, { logName })
  }, 300_000)
  afterAll(async () => {
    await seeded?.stop()
  })
  const get = () => {
    if (!seeded) throw new Error('useSeededServer(): the server starts in beforeAll; use it inside tests and hooks')
    return seeded
  }
  return { baseUrl: () => get().server.baseUrl, made: () => get().made }
}
