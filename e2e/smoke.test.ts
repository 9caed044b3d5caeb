/**
 * The site opens at / in both languages and both widths: it lands on #/home, says its language in
 * <html lang>, and nothing goes wrong in the console or the network on the way.
 */
import { describe, expect, test } from 'vitest'
import { expectNoConsoleErrors, LANGS, openPage, screenshot, settle, useBrowser, WIDTHS } from './support/browser.js'

const browser = useBrowser()

describe.each(LANGS)('/ in %s', (lang) => {
  test.each(WIDTHS)('at %i px: lands on #/home in its language, without errors', async (width) => {
    const { page } = await openPage(browser(), { lang, width, path: '/' })
    // The site redirects to #/home and sets <html lang> once its script has run.
    const landed = page.waitForURL(/#\/home$/, { timeout: 15_000 }).catch(() => {})
    const localised = page
      .waitForFunction((lang) => document.documentElement.lang.startsWith(lang), lang, { timeout: 15_000 })
      .catch(() => {})
    await Promise.all([landed, localised])
    await settle(page)
    // Taken before the assertions, so a failing run has its picture too.
    await screenshot(page, `smoke-${lang}-${width}`)

    // Soft: a failing run reports all three at once.
    expect.soft(page.url(), 'where / lands').toMatch(/#\/home$/)
    expect.soft(await page.evaluate(() => document.documentElement.lang), '<html lang>').toMatch(new RegExp(`^${lang}`))
    expectNoConsoleErrors(page)
  })
})
