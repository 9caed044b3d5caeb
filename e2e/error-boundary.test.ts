/**
 * A page whose code is gone since a new version was deployed: the site reloads
 * once to get the new version, and when the chunk is still missing shows the error panel, in the
 * page's language, with a retry and the way home, instead of a blank page.
 */
import { describe, expect, test } from 'vitest'
import { api, baseUrl, expectNoConsoleErrors, openPage, screenshot, useBrowser } from './support/browser.js'

const browser = useBrowser()

interface Entry {
  listTemplate: string
  path: string
  children: Entry[]
}

describe('a lazy page whose chunk fails to load', () => {
  test('reloads the page once, then shows the error panel with a way home', async () => {
    const menu = (await api<{ menuList: Entry[] }>(baseUrl(), '/api/menu/list', { lang: 'en', type: 'top' })).menuList
    const about = menu.find((e) => e.children.some((c) => c.listTemplate === 'leaderIndex'))!
    const chunk = /\/assets\/about-page-[\w-]+\.js$/
    const { page } = await openPage(browser(), {
      lang: 'en',
      width: 375,
      path: '/#/home',
      expectedFailures: [chunk],
      expectedConsole: [/dynamically imported module/],
    })
    await page.getByRole('heading', { name: 'Academic calendar' }).waitFor()

    let loads = 0
    page.on('load', () => loads++)
    // Which page loads asked for the chunk (the browser may ask twice in one: preload and import).
    const askedIn = new Set<number>()
    await page.route(chunk, (route) => {
      askedIn.add(loads)
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' })
    })

    await page.evaluate((path) => (location.hash = `#${path}`), about.children[0]!.path)
    const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Something went wrong' }) })
    await panel.waitFor()
    expect(loads, 'one reload').toBe(1)
    expect([...askedIn], 'asked before and after the reload').toEqual([0, 1])
    expect(await panel.getByText('The site has just been updated').count()).toBe(1)
    expect(await panel.getByRole('button', { name: 'Try again' }).count()).toBe(1)
    await screenshot(page, 'error-panel-en-375')

    // The site's frame stays usable: the way home leads home.
    await panel.getByRole('link', { name: 'Back to the home page' }).click()
    await page.getByRole('heading', { name: 'Academic calendar' }).waitFor()
    expect(await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).count()).toBe(0)
    expect(loads, 'no further reload').toBe(1)
    expectNoConsoleErrors(page)
  })
})
