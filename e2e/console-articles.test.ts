/**
 * The console's content screens in Chromium on the real server: the list, a new item's
 * editor and a saved item's editor (with its outdated field and its revisions) pass axe in both
 * languages at both widths; an editor writes an item in both languages in the editor and submits it,
 * a reviewer approves it, and it is on the public site. The items are made by these tests, through
 * the staff API or the screens; the demo accounts (the README's) are who makes them.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { api, baseUrl, checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser, type Lang } from './support/browser.js'
import { libraryPicture, SIGNED_OUT, signIn, staffCall, TEXT } from './support/console-page.js'

const browser = useBrowser()

/** A news item in both languages whose Chinese title changed after the English one: the English title is outdated. */
async function outdatedItem(page: Page): Promise<number> {
  const made = await staffCall<{ id: number; version: number }>(page, '/api/staff/article/save', {
    kind: 'news',
    zh: { title: '脑科学周活动预告', body: '<p>本周举办系列讲座。</p>' },
    en: { title: 'Brain science week', body: '<p>A week of lectures.</p>' },
  })
  await staffCall(page, '/api/staff/article/save', { id: made.id, version: made.version, zh: { title: '脑科学周活动安排' } })
  return made.id
}

describe('accessibility of the content screens', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 375] as const) {
      test(`the list, a new item and a saved item with its revisions, ${lang} at ${width} px: no serious axe violation`, async () => {
        const { page } = await openPage(browser(), { lang, width, path: '/console/articles', expectedFailures: SIGNED_OUT })
        await signIn(page, lang, 'admin')
        const id = await outdatedItem(page)
        const found: string[] = []
        for (const path of [
          '/console/articles',
          '/console/articles?langState=outdated',
          '/console/articles/new?kind=event',
          `/console/articles/${id}`,
        ]) {
          await page.goto(`${baseUrl()}${path}`)
          await page.getByRole('heading', { level: 1 }).waitFor()
          // On a phone the list's filter form is folded away: the table is what shows there.
          await page.locator('form:visible, table:visible').first().waitFor()
          await settle(page)
          found.push(...(await checkA11y(page)).map((v) => `${path}: ${v}`))
        }
        // Scrolled down a long item, its actions stay pinned at the window's top, with nothing above them.
        const actions = page.getByRole('group', { name: lang === 'zh' ? '内容操作' : 'Item actions' })
        await page.mouse.wheel(0, 1500)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
        await expect.poll(async () => (await actions.boundingBox())?.y).toBe(0)
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.getByRole('button', { name: TEXT[lang].revisions }).click()
        await page.locator('dl').first().waitFor()
        await settle(page)
        found.push(...(await checkA11y(page)).map((v) => `revisions: ${v}`))
        await screenshot(page, `console-article-${lang}-${width}`)
        expect(found).toEqual([])
        expectNoConsoleErrors(page)
      })
    }
  }
})

describe('an item from the editor to the public site', () => {
  test('an editor writes it in both languages with a picture and submits it; a reviewer approves it; home, list and detail show it in both languages', async () => {
    const { page, context } = await openPage(browser(), {
      lang: 'en',
      width: 1280,
      path: '/console/articles',
      expectedFailures: SIGNED_OUT,
    })
    await signIn(page, 'en', 'editor')
    const sections = await staffCall<{ sections: { id: number; name: string; detailType: string; write: boolean }[] }>(
      page,
      '/api/staff/section/options',
      {},
    )
    const news = sections.sections.find((s) => s.write && s.detailType.endsWith('news'))
    expect(news, 'the editor may write in a news section').toBeTruthy()
    await page.getByRole('button', { name: 'New item' }).click()
    await page.getByRole('menuitem', { name: 'News' }).click()
    const title = `Console test ${Date.now()}`
    await page.getByRole('textbox', { name: 'Title (Chinese)' }).fill(`控制台测试 ${title.slice(-6)}`)
    await page.getByRole('textbox', { name: 'Title (English)' }).fill(title)
    await page.getByRole('textbox', { name: 'Body (Chinese)' }).fill('中文正文。')
    await page.getByRole('textbox', { name: 'Body (English)' }).fill('The English body.')
    const picture = await libraryPicture(page, { altZh: '控制台测试图片', altEn: 'Console test picture' })
    await page.getByRole('button', { name: 'Choose (Picture)' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose an image' })
    await picker.getByRole('row', { name: 'console-test.png' }).first().click()
    await picker.getByRole('button', { name: 'Use this file' }).click()
    await picker.waitFor({ state: 'detached' })
    await page.getByRole('group', { name: 'Picture', exact: true }).getByText('console-test.png').waitFor()
    const sectionsGroup = page.getByRole('group', { name: 'Sections' })
    await sectionsGroup.locator('label', { has: page.locator(`input[value="${news!.id}"]`) }).click()
    await page.keyboard.press('Control+s')
    await page.waitForURL(/\/console\/articles\/\d+$/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).locator('..').innerText()).toContain('English: In review')
    expectNoConsoleErrors(page)

    await context.clearCookies()
    const reviewer = await openPage(browser(), { lang: 'en', width: 1280, path: `/console/articles/${id}`, expectedFailures: SIGNED_OUT })
    await signIn(reviewer.page, 'en', 'reviewer')
    await reviewer.page.getByRole('button', { name: 'Approve' }).click()
    const dialog = reviewer.page.getByRole('dialog', { name: 'Approve and publish' })
    expect(await dialog.getByRole('checkbox').count()).toBe(2)
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => reviewer.page.getByRole('heading', { level: 1 }).locator('..').innerText()).toContain('English: Published')
    expectNoConsoleErrors(reviewer.page)

    const titles = async (lang: Lang) =>
      (
        await api<{ articleList: { title: string }[] }>(baseUrl(), '/api/article/list', {
          lang,
          menuId: news!.id,
          page: JSON.stringify({ pageNum: 1, pageSize: 20 }),
        })
      ).articleList.map((item) => item.title)
    expect(await titles('en')).toContain(title)
    expect(await titles('zh')).toContain(`控制台测试 ${title.slice(-6)}`)

    // The public pages themselves, as a visitor reads them in each language.
    const zhTitle = `控制台测试 ${title.slice(-6)}`
    for (const [lang, heading, body] of [
      ['en', title, 'The English body.'],
      ['zh', zhTitle, '中文正文。'],
    ] as const) {
      const visitor = await openPage(browser(), { lang, width: 375, path: '/#/home' })
      await visitor.page.getByRole('link', { name: heading }).first().waitFor()
      await visitor.page.close()
      const detail = await openPage(browser(), { lang, width: 1280, path: `/#/detail/${news!.detailType}/${id}` })
      await detail.page.getByRole('heading', { level: 1, name: heading }).waitFor()
      expect(await detail.page.locator('article').innerText()).toContain(body)
      expect(await detail.page.locator(`img[src^="/file/image/${picture}"]`).count()).toBeGreaterThan(0)
      await detail.page.close()
    }
  })
})
