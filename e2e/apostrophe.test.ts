/**
 * English text on the site and in the console sets ’ in a Latin font: Chinese fonts draw it full-width,
 * which left a wide gap in "site’s". Measured in the page's own body font, as a fraction of its size.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { openPage, useBrowser } from './support/browser.js'

const browser = useBrowser()

/** The width of a character in the body's font, in ems. */
const widthOf = (page: Page, char: string, selector: string) =>
  page.evaluate(
    ({ char, selector }) => {
      const span = document.createElement('span')
      span.textContent = char
      document.querySelector(selector)!.append(span)
      const width = span.getBoundingClientRect().width / parseFloat(getComputedStyle(span).fontSize)
      span.remove()
      return width
    },
    { char, selector },
  )

describe('the apostrophe in English', () => {
  for (const width of [1280, 375] as const) {
    test(`is as narrow as a comma on the site and in the console, not a Chinese full-width quote (${width} px)`, async () => {
      for (const [path, selector] of [
        ['/#/home', 'body'],
        ['/console/', 'body'],
      ] as const) {
        const { page } = await openPage(browser(), { lang: 'en', width, path, expectedFailures: ['/api/staff/auth/me'] })
        await page.locator('#root *').first().waitFor()
        expect(await widthOf(page, '’', selector), path).toBeLessThan(0.4)
        expect(await widthOf(page, '“', selector), path).toBeLessThan(0.6)
      }
      // Chinese pages keep the Chinese quote forms.
      const zh = await openPage(browser(), { lang: 'zh', width, path: '/#/home' })
      await zh.page.locator('#root *').first().waitFor()
      expect(await widthOf(zh.page, '’', 'body')).toBeGreaterThan(0.8)
    })
  }
})
