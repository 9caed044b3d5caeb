/**
 * Every route of the menu, in both languages at both widths: the page renders its
 * own title from the menu, names itself in the window title, and logs no error.
 */
import { describe, expect, test } from 'vitest'
import { api, baseUrl, expectNoConsoleErrors, LANGS, openPage, useBrowser, WIDTHS } from './support/browser.js'

const browser = useBrowser()

interface Entry {
  id: number
  name: string
  path: string
  children: Entry[]
}

/** The pages a visitor can land on: every leaf of the menu tree. */
function leaves(entries: Entry[]): Entry[] {
  return entries.flatMap((e) => (e.children.length ? leaves(e.children) : [e]))
}

describe.each(LANGS)('every menu route in %s', (lang) => {
  test.each(WIDTHS)('at %i px', async (width) => {
    const menu = (await api<{ menuList: Entry[] }>(baseUrl(), '/api/menu/list', { lang, type: 'top' })).menuList
    const pages = leaves(menu)
    expect(pages.length).toBeGreaterThanOrEqual(30)
    const { page } = await openPage(browser(), { lang, width, path: '/#/home' })
    for (const entry of pages) {
      await page.evaluate((path) => (location.hash = `#${path}`), entry.path)
      const title = page.locator('#page-title')
      await expect.poll(() => title.textContent(), { message: entry.path }).toBe(entry.name)
      await expect.poll(() => page.title(), { message: entry.path }).toContain(entry.name)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll on ${entry.path}`).toBeLessThanOrEqual(
        width,
      )
    }
    expectNoConsoleErrors(page)
  })
})
