/**
 * Importing papers in the console, in Chromium on the real server: on a phone-wide screen
 * and by keyboard alone, an administrator pastes BibTeX, previews it (a paper already on the site is
 * named and left unchecked), imports the rest as drafts; the dialog passes axe in both languages at
 * its text step and its preview step. The entries carry this run's own DOIs and titles.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { checkA11y, expectNoConsoleErrors, openPage, settle, useBrowser } from './support/browser.js'

const browser = useBrowser()
const SIGNED_OUT = ['/api/staff/auth/me']

const TEXT = {
  zh: {
    username: '用户名',
    password: '密码',
    submit: '登录',
    signOut: '退出登录',
    open: '导入论文',
    preview: '预览',
    table: '从文本中读到的记录',
    done: /已创建 1 篇论文草稿/,
  },
  en: {
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    signOut: 'Sign out',
    open: 'Import papers',
    preview: 'Preview',
    table: 'Entries read from the text',
    done: /Draft papers created: 1/,
  },
} as const

/** Presses Tab until the focused element's accessible name is `name` (what a keyboard user does). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return (el?.getAttribute('aria-label') ?? el?.innerText ?? '').trim()
    })
    if (focused === name) return
  }
  throw new Error(`Tab never reached ${name}`)
}

describe('importing papers', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`an administrator imports a BibTeX entry and skips a duplicate, by keyboard at 375 px, ${lang}: no serious axe violation`, async () => {
      const text = TEXT[lang]
      const mark = `${Date.now()}${lang}`
      const { page } = await openPage(browser(), { lang, width: 375, path: '/console/articles', expectedFailures: SIGNED_OUT })
      await page.getByLabel(text.username, { exact: true }).fill('admin')
      await page.getByLabel(text.password, { exact: true }).fill('demo-password-admin')
      await page.getByRole('button', { name: text.submit, exact: true }).click()
      await page.getByRole('button', { name: text.signOut }).waitFor({ timeout: 15_000 })
      const found: string[] = []

      await page.getByRole('button', { name: text.open }).focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      await settle(page)
      found.push(...(await checkA11y(page)).map((v) => `text step: ${v}`))
      const bib = [
        `@article{new${mark}, title={Sparse coding in the M{\\"u}ller circuit ${mark}}, author={Roe, Jane}, journal={Neuron}, year={2025}, doi={10.5555/e2e.${mark}}}`,
        `@article{again${mark}, title={Sparse coding in the Muller circuit ${mark}}, author={Roe, Jane}, journal={Neuron}, year={2025}, doi={10.5555/E2E.${mark}}}`,
      ].join('\n')
      await dialog.getByRole('textbox').focus()
      await page.keyboard.insertText(bib)
      await tabTo(page, text.preview)
      await page.keyboard.press('Enter')
      await dialog.getByRole('table', { name: text.table }).waitFor()
      await settle(page)
      found.push(...(await checkA11y(page)).map((v) => `preview step: ${v}`))
      // The second entry repeats the first's DOI: unchecked; the first is kept with its area guessed or chosen.
      const boxes = dialog.getByRole('checkbox', { name: new RegExp(mark) })
      expect(await boxes.count()).toBe(2)
      expect(await boxes.nth(0).isChecked()).toBe(true)
      expect(await boxes.nth(1).isChecked()).toBe(false)
      // No area word in the title: choose one with the keyboard.
      await dialog
        .getByRole('button', { name: /研究方向|Research area/ })
        .first()
        .focus()
      await page.keyboard.press('Enter')
      await page.getByRole('option').nth(1).waitFor()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      const importButton = dialog.getByRole('button', { name: /导入 1 篇论文|Import \(1\)/ })
      await importButton.focus()
      await page.keyboard.press('Enter')
      await page.getByText(text.done).waitFor()
      await dialog.waitFor({ state: 'detached' })
      // The page itself stays within the phone's width: only the preview scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      expect(found).toEqual([])
      expectNoConsoleErrors(page)
    })
  }
})
