/**
 * The editor's link dialog in Chromium: adding a link to a new item's body (Enter in the address,
 * then the Apply button) puts the link in the body and sends no save, in both languages. The dialog's
 * form sits in a portal inside the editor's form, and React passes a portal's submit to its parents.
 */
import { describe, expect, test } from 'vitest'
import { expectNoConsoleErrors, openPage, useBrowser } from './support/browser.js'
import { SIGNED_OUT, signIn } from './support/console-page.js'

const browser = useBrowser()

const TEXTS = {
  zh: { body: '正文（英文）', link: '链接', address: '链接地址', apply: '确定', add: '添加链接' },
  en: { body: 'Body (English)', link: 'Link', address: 'Address', apply: 'Apply', add: 'Add link' },
} as const

describe('the link dialog in a new item', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`${lang}: adding links keeps them in the body and saves nothing`, async () => {
      const text = TEXTS[lang]
      const { page } = await openPage(browser(), { lang, width: 1280, path: '/console/articles', expectedFailures: SIGNED_OUT })
      await signIn(page, lang, 'editor')
      const saves: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/staff/article/save')) saves.push(request.url())
      })
      await page.goto(`${page.url().split('/console')[0]}/console/articles/new?kind=news`)
      const body = page.getByRole('textbox', { name: text.body })
      await body.click()
      await page.keyboard.type('Read the programme')
      await page.keyboard.press('Control+a')

      // Enter in the address field: the implicit submit of the dialog's form.
      await page.getByRole('toolbar', { name: text.body }).getByRole('button', { name: text.link, exact: true }).click()
      let dialog = page.getByRole('dialog', { name: text.add })
      await dialog.getByRole('textbox', { name: text.address }).fill('example.org/programme')
      await page.keyboard.press('Enter')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => body.locator('a[href="https://example.org/programme"]').count()).toBe(1)

      // The Apply button, on linked text inserted at the cursor.
      await body.press('End')
      await page.keyboard.type(' ')
      await page.getByRole('toolbar', { name: text.body }).getByRole('button', { name: text.link, exact: true }).click()
      dialog = page.getByRole('dialog', { name: text.add })
      await dialog.getByRole('textbox', { name: text.address }).fill('https://example.org/venue')
      await dialog.getByRole('button', { name: text.apply }).click()
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => body.locator('a[href="https://example.org/venue"]').count()).toBe(1)

      // Still the new item's editor: nothing was saved, nothing refused.
      expect(new URL(page.url()).pathname).toBe('/console/articles/new')
      expect(saves).toEqual([])
      expectNoConsoleErrors(page)
    })
  }
})
