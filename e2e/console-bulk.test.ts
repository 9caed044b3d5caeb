/**
 * Actions on several rows of the console's content list, in Chromium on the real server: an editor's
 * two items in review are picked by a reviewer from the list and approved at once; the result says
 * both were done, the screen passes axe, and both are on the public site. Both languages, both widths.
 * The items are made by the test through the staff API; the demo accounts (the README's) make them.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { api, baseUrl, checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser } from './support/browser.js'

import { SIGNED_OUT, signIn, staffCall } from './support/console-page.js'

const browser = useBrowser()

const TEXT = {
  zh: {
    select: (title: string) => `选择“${title}”`,
    selected: '已选 2 项',
    approve: '审核通过',
    summary: '审核通过：完成 2 项，未执行 0 项',
  },
  en: {
    select: (title: string) => `Select “${title}”`,
    selected: '2 selected',
    approve: 'Approve',
    summary: 'Approve: 2 done, 0 refused',
  },
} as const

interface Made {
  section: { id: number; detailType: string }
  items: { id: number; zh: string; en: string }[]
}

/** Two news items in both languages, written and submitted for review by the demo editor. */
async function twoInReview(page: Page, token: string): Promise<Made> {
  const { sections } = await staffCall<{ sections: { id: number; detailType: string; write: boolean }[] }>(
    page,
    '/api/staff/section/options',
    {},
  )
  const section = sections.find((s) => s.write && s.detailType.endsWith('news'))
  expect(section, 'the editor may write in a news section').toBeTruthy()
  const items: Made['items'] = []
  for (const n of [1, 2]) {
    const zh = `批量审核 ${token} 第${n}条`
    const en = `Bulk review ${token} no. ${n}`
    const saved = await staffCall<{ id: number; version: number }>(page, '/api/staff/article/save', {
      kind: 'news',
      menuIds: [section!.id],
      zh: { title: zh, body: '<p>批量审核的正文。</p>' },
      en: { title: en, body: '<p>A body approved in bulk.</p>' },
    })
    await staffCall(page, '/api/staff/article/submit', { id: saved.id, version: saved.version })
    items.push({ id: saved.id, zh, en })
  }
  return { section: section!, items }
}

describe('approving content in bulk', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 375] as const) {
      test(`a reviewer picks two items in review and approves them at once, ${lang} at ${width} px; they are on the public site`, async () => {
        const text = TEXT[lang]
        const token = `${lang}${width}x${Date.now().toString(36)}`
        const editor = await openPage(browser(), { lang, width, path: '/console/articles', expectedFailures: SIGNED_OUT })
        await signIn(editor.page, lang, 'editor')
        const made = await twoInReview(editor.page, token)
        await editor.context.clearCookies()
        await editor.page.close()

        const { page } = await openPage(browser(), {
          lang,
          width,
          path: `/console/articles?search=${encodeURIComponent(token)}`,
          expectedFailures: SIGNED_OUT,
        })
        await signIn(page, lang, 'reviewer')
        for (const item of made.items) await page.getByRole('checkbox', { name: text.select(item[lang]) }).check()
        await page.getByRole('status').filter({ hasText: text.selected }).waitFor()
        await settle(page)
        const found = (await checkA11y(page)).map((v) => `selected: ${v}`)
        await page.getByRole('button', { name: text.approve, exact: true }).click()
        await page.getByRole('status').filter({ hasText: text.summary }).waitFor()
        for (const item of made.items) await page.getByRole('listitem').filter({ hasText: item[lang] }).waitFor()
        // The list asks again for its rows: checked once they have come back, no longer picked.
        await expect.poll(() => page.locator('table[aria-busy]').count()).toBe(0)
        for (const item of made.items) expect(await page.getByRole('checkbox', { name: text.select(item[lang]) }).isChecked()).toBe(false)
        await settle(page)
        found.push(...(await checkA11y(page)).map((v) => `result: ${v}`))
        await screenshot(page, `console-bulk-approve-${lang}-${width}`)
        expect(found).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        expectNoConsoleErrors(page)

        const listed = (
          await api<{ articleList: { title: string }[] }>(baseUrl(), '/api/article/list', {
            lang,
            menuId: made.section.id,
            page: JSON.stringify({ pageNum: 1, pageSize: 50 }),
          })
        ).articleList.map((item) => item.title)
        for (const item of made.items) expect(listed).toContain(item[lang])
        const visitor = await openPage(browser(), { lang, width, path: `/#/detail/${made.section.detailType}/${made.items[1]!.id}` })
        await visitor.page.getByRole('heading', { level: 1, name: made.items[1]![lang] }).waitFor()
        await visitor.page.close()
      })
    }
  }
})
