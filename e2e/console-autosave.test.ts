/**
 * The editor's working copy kept on the server, in Chromium on the real server: typed text is saved
 * after a pause ("a copy of these changes was kept on the server at 10:42"), offered back in a fresh browser (no storage) to the same account,
 * restored there, and never listed as a revision. Both languages at both widths, with axe.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { baseUrl, checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser } from './support/browser.js'

import { SIGNED_OUT, signIn, staffCall } from './support/console-page.js'

const browser = useBrowser()

const TEXT = {
  zh: {
    title: '标题（英文）',
    // The time; a note follows when the copy pushed out older ones of this account (other tests type as admin too).
    saved: /^这些修改的副本已于 \d{2}:\d{2} 暂存在服务器上/,
    offer: /^您有 .+ 未保存的修改。$/,
    restore: '恢复这些修改',
  },
  en: {
    title: 'Title (English)',
    saved: /^A copy of these changes was kept on the server at \d{2}:\d{2}/,
    offer: /^You have unsaved changes from .+\.$/,
    restore: 'Restore these changes',
  },
} as const

const revisionCount = async (page: Page, id: number) =>
  (await staffCall<{ list: unknown[] }>(page, '/api/staff/article/revisions', { id })).list.length

describe('the working copy kept on the server', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 375] as const) {
      test(`typed in one browser, saved after a pause, restored in a fresh one; ${lang} at ${width} px`, async () => {
        const text = TEXT[lang]
        const first = await openPage(browser(), { lang, width, path: '/console/articles', expectedFailures: SIGNED_OUT })
        await signIn(first.page, lang, 'admin')
        const made = await staffCall<{ id: number }>(first.page, '/api/staff/article/save', {
          kind: 'news',
          zh: { title: '自动保存测试', body: '<p>正文。</p>' },
          en: { title: 'Autosave test', body: '<p>Body.</p>' },
        })
        const revisions = await revisionCount(first.page, made.id)
        const typed = `Typed on the first computer ${lang} ${width}`

        await first.page.goto(`${baseUrl()}/console/articles/${made.id}`)
        await first.page.getByRole('textbox', { name: text.title }).fill(typed)
        const status = first.page.getByRole('status').filter({ hasText: text.saved })
        await status.waitFor({ timeout: 15_000 })
        expect(await status.getAttribute('aria-live')).toBe('polite')
        await settle(first.page)
        const found = (await checkA11y(first.page)).map((v) => `editor: ${v}`)
        await screenshot(first.page, `console-autosave-saved-${lang}-${width}`)
        expect(await revisionCount(first.page, made.id)).toBe(revisions)
        expectNoConsoleErrors(first.page)
        await first.close()

        const second = await openPage(browser(), {
          lang,
          width,
          path: `/console/articles/${made.id}`,
          expectedFailures: SIGNED_OUT,
        })
        // A fresh browser: only the language choice openPage sets, no copy kept by the first one.
        expect(await second.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ibr.console.unsaved')))).toEqual([])
        await signIn(second.page, lang, 'admin')
        const offer = second.page.getByText(text.offer)
        await offer.waitFor({ timeout: 15_000 })
        const title = second.page.getByRole('textbox', { name: text.title })
        expect(await title.inputValue()).toBe('Autosave test')
        await settle(second.page)
        found.push(...(await checkA11y(second.page)).map((v) => `offer: ${v}`))
        await screenshot(second.page, `console-autosave-offer-${lang}-${width}`)
        await second.page.getByRole('button', { name: text.restore }).click()
        expect(await title.inputValue()).toBe(typed)
        expect(await revisionCount(second.page, made.id)).toBe(revisions)
        expect(found).toEqual([])
        expectNoConsoleErrors(second.page)
        await second.close()
      })
    }
  }
})
