/**
 * The request wrapper seen from the page: the loading bar while calls are pending,
 * error toasts for refused calls and for no answer, and HTTP 401 leading to the single-sign-on login.
 */
import { describe, expect, test } from 'vitest'
import { openPage, useBrowser } from './support/browser.js'

const browser = useBrowser()

describe('requests', () => {
  test('the loading bar shows while a call is pending and goes when it answers', async () => {
    const { page } = await openPage(browser(), { lang: 'zh', width: 1280, path: '/#/no-such-page' })
    await page.locator('[data-page="not-found"]').waitFor()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/home/news', async (route) => {
      await held
      await route.continue()
    })
    await page.evaluate(() => (location.hash = '#/home'))
    const bar = page.locator('[data-loading-bar]')
    await bar.waitFor({ state: 'visible' })
    expect(await bar.getAttribute('role')).toBe('progressbar')
    release()
    await bar.waitFor({ state: 'detached' })
    await page.locator('[data-home-news]').first().waitFor()
  })

  test('a refused call shows the server message as an error toast; no answer shows "error !"', async () => {
    const { page } = await openPage(browser(), {
      lang: 'en',
      width: 1280,
      path: '/#/no-such-page',
      expectedFailures: ['/api/home/news', '/api/calendar/month/list'],
      expectedConsole: [/Failed to load resource/],
    })
    await page.locator('[data-page="not-found"]').waitFor()
    await page.route('**/api/home/news', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'systemErr', msg: 'Test failure message' }),
      }),
    )
    await page.route('**/api/calendar/month/list', (route) => route.abort('connectionrefused'))
    await page.evaluate(() => (location.hash = '#/home'))
    const toasts = page.locator('[role="alert"] [data-toast="error"]')
    await expect
      .poll(() => toasts.allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('Test failure message'), expect.stringContaining('error !')]))
    // Three home blocks failed with the same message: it is shown once.
    expect((await toasts.allTextContents()).filter((t) => t.includes('Test failure message'))).toHaveLength(1)
    // Each block says it has nothing rather than spinning forever.
    await expect.poll(() => page.getByText('No data').count()).toBeGreaterThanOrEqual(3)
  })

  test('HTTP 401 sends the browser to the single-sign-on login with the site address as service', async () => {
    const { page } = await openPage(browser(), {
      lang: 'zh',
      width: 1280,
      path: '/#/no-such-page',
      expectedFailures: ['/api/home/news'],
      expectedConsole: [/Failed to load resource/],
    })
    await page.locator('[data-page="not-found"]').waitFor()
    const settings = JSON.parse((await page.locator('#site-settings').textContent())!) as { ssoLoginUrl: string }
    await page.route('https://sso.example.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>login</title>' }),
    )
    await page.route('**/api/home/news', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 'loginExpired', msg: 'expired' }) }),
    )
    const site = page.url().replace(/#.*$/, '#/home')
    await page.evaluate(() => (location.hash = '#/home'))
    const logins: string[] = []
    page.on(
      'request',
      (request) => request.isNavigationRequest() && request.url().startsWith(settings.ssoLoginUrl) && logins.push(request.url()),
    )
    await page.waitForURL((url) => url.href.startsWith(settings.ssoLoginUrl), { waitUntil: 'commit' })
    expect(new URL(page.url()).searchParams.get('service')).toBe(site)
    // Three home blocks were refused together: the browser still went to the login page once.
    await page.waitForLoadState('load')
    expect(logins).toHaveLength(1)
  })
})
