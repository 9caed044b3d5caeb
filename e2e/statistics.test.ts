/**
 * Readers' figures in Chromium on a server of this file's own (its writes every second): a visit is
 * counted once (the root's redirect to home is not a second view), a reload is a view but not a new
 * visitor, a visit sending `DNT: 1` is not counted at all; then the console's Statistics screen in
 * both languages at both widths: the chart drawn, its tables readable, axe-clean, nothing cut off.
 * Each visitor is a browser of its own user agent, as two readers' browsers are.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser } from './support/browser.js'
import { signIn, SIGNED_OUT } from './support/console-page.js'
import { startSiteServer, type SiteServer } from './support/server.js'
import { staffApi, type StaffApi } from './support/staff-api.js'

const browser = useBrowser()
let server: SiteServer
let admin: StaffApi

beforeAll(async () => {
  server = await startSiteServer({ logName: 'statistics', env: { STATS_FLUSH_SECONDS: '1' } })
  admin = await staffApi(server.baseUrl, 'admin')
}, 300_000)
afterAll(async () => {
  await server?.stop()
})

interface Summary {
  days: { day: string; views: number; visitors: number }[]
  pages: { page: string; views: number; visitors: number }[]
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
const summary = () => admin.post<Summary>('/api/staff/stats/summary', { from: today(), to: today() })
const pageFigures = async (path: string) => {
  const found = (await summary()).pages.find((p) => p.page === path)
  return { views: found?.views ?? 0, visitors: found?.visitors ?? 0 }
}

let visitors = 0
/** A reader's browser: a user agent of its own, and any headers it sends with every request. */
async function reader(headers: Record<string, string> = {}): Promise<{ context: BrowserContext; page: Page }> {
  visitors += 1
  const context = await browser().newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 e2e-reader-${visitors}-${Date.now()}`,
    extraHTTPHeaders: headers,
    locale: 'zh-CN',
  })
  return { context, page: await context.newPage() }
}

/** Opens a site address and waits until its page view's beacon was answered. */
async function visit(page: Page, hash: string) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/stats/hit'))
  await page.goto(`${server.baseUrl}/#${hash}`)
  expect((await answered).status()).toBe(200)
}

describe("readers' figures from the browser", () => {
  test('a visit counts one view and one visitor; the root is home, not a page of its own; a reload is no new visitor', async () => {
    const before = await pageFigures('/home')
    const { context, page } = await reader()
    await visit(page, '/')
    await page.locator('[data-home-news]').first().waitFor()
    await expect
      .poll(() => pageFigures('/home'), { timeout: 15_000 })
      .toEqual({ ...before, views: before.views + 1, visitors: before.visitors + 1 })
    expect((await summary()).pages.some((p) => p.page === '/')).toBe(false)

    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/stats/hit'))
    await page.reload()
    await reloaded
    await expect.poll(() => pageFigures('/home'), { timeout: 15_000 }).toMatchObject({ views: before.views + 2 })
    expect(await pageFigures('/home')).toMatchObject({ visitors: before.visitors + 1 })
    await context.close()
  })

  test('a reader whose browser sends DNT: 1 is not counted at all', async () => {
    const before = await summary()
    const quiet = await reader({ DNT: '1' })
    await visit(quiet.page, '/privacy')
    await quiet.page.locator('[data-page="privacy"]').waitFor()
    // A reader counted after it: once their view is written, the refused one would have been too.
    const counted = await reader()
    await visit(counted.page, '/ibrNews/news')
    await expect
      .poll(async () => (await pageFigures('/ibrNews/news')).views, { timeout: 15_000 })
      .toBeGreaterThan(before.pages.find((p) => p.page === '/ibrNews/news')?.views ?? 0)
    const after = await summary()
    expect(after.pages.find((p) => p.page === '/privacy')).toBeUndefined()
    expect(after.days[0]!.visitors).toBe(before.days[0]!.visitors + 1)
    await quiet.context.close()
    await counted.context.close()
  })
})

describe('the privacy note', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 375] as const) {
      test(`${lang} at ${width} px: linked from the footer, says how readers are counted, no serious axe violation`, async () => {
        const { page } = await openPage(browser(), { lang, width, path: '/#/home' }, server.baseUrl)
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: lang === 'zh' ? '隐私说明' : 'Privacy' })
          .click()
        const note = page.locator('[data-page="privacy"]')
        await note.getByRole('heading', { level: 1, name: lang === 'zh' ? '隐私说明' : 'Privacy' }).waitFor()
        await note.getByText(lang === 'zh' ? /每天随机生成的密钥/ : /random key made fresh every day/).waitFor()
        await note.getByText('Plausible', { exact: false }).first().waitFor()
        await settle(page)
        expect(await checkA11y(page)).toEqual([])
        await screenshot(page, `privacy-${lang}-${width}`)
        expectNoConsoleErrors(page)
      })
    }
  }
})

describe('the Statistics screen', () => {
  // A view of home of its own, so the screen has a page to list whichever tests ran before.
  beforeAll(async () => {
    const sent = await fetch(`${server.baseUrl}/api/stats/hit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'e2e-screen-reader' },
      body: JSON.stringify({ page: '/home', screen: 'tablet', referrer: 'partner.example.org', lang: 'en' }),
    })
    expect(sent.status).toBe(200)
    await vi.waitFor(
      async () => {
        if ((await pageFigures('/home')).views === 0) throw new Error('the view is not written yet')
      },
      { timeout: 15_000, interval: 200 },
    )
  })

  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 375] as const) {
      test(`${lang} at ${width} px: the chart and its tables, no serious axe violation`, async () => {
        const { page } = await openPage(
          browser(),
          { lang, width, path: '/console/statistics?range=7', expectedFailures: SIGNED_OUT },
          server.baseUrl,
        )
        await signIn(page, lang, 'admin')
        const heading = lang === 'zh' ? '访问统计' : 'Statistics'
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
        await page.locator('[data-chart="visits"] canvas').first().waitFor()
        await page.getByRole('img', { name: lang === 'zh' ? /折线图/ : /Line chart/ }).waitFor()
        // The chart's figures as a table a screen reader can read.
        await page.getByText(lang === 'zh' ? '以表格查看每日数据' : 'Show the figures per day as a table').click()
        const days = page.getByRole('table', { name: lang === 'zh' ? '每日浏览量和访客' : 'Page views and visitors per day' })
        await expect.poll(() => days.getByRole('row').count()).toBeGreaterThan(7)
        const pages = page.getByRole('table', { name: lang === 'zh' ? '热门页面' : 'Top pages' })
        await pages.getByText('/home', { exact: true }).waitFor()
        await page.getByRole('table', { name: lang === 'zh' ? '设备' : 'Devices' }).waitFor()
        await expect
          .poll(() => page.getByRole('button', { name: lang === 'zh' ? /^导出 CSV\s*：/ : /^Export CSV\s*: / }).count())
          .toBeGreaterThan(4)
        await settle(page)
        // Nothing wider than the screen: a phone scrolls down, never sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
          0,
        )
        expect(await checkA11y(page)).toEqual([])
        await screenshot(page, `console-statistics-${lang}-${width}`)
        expectNoConsoleErrors(page)
      })
    }
  }

  test('exports a table as CSV with a byte order mark, Chinese intact', async () => {
    const { page } = await openPage(
      browser(),
      { lang: 'zh', width: 1280, path: '/console/statistics?range=7', expectedFailures: SIGNED_OUT },
      server.baseUrl,
    )
    await signIn(page, 'zh', 'admin')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: /^导出 CSV\s*：\s*设备$/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^devices-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
    const stream = await file.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text.slice(1).split('\r\n')[0]).toBe('设备类别,浏览量')
    expectNoConsoleErrors(page)
  })
})
