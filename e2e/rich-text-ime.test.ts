/**
 * Chinese input-method composition in the rich-text editor, driven as an input method
 * drives Chromium: Input.imeSetComposition with the growing pinyin, then Input.insertText with the
 * chosen characters, through the DevTools protocol. No character may be lost or doubled, and the
 * caret must stay where the composition ended: the controlled editor must not set its content again
 * while the page re-renders on every change.
 *
 * It runs on the article editor of the built console (the Chinese body is the first editor on the
 * page). RICH_TEXT_PAGE names another page holding the editor, for trying the component on a
 * branch that does not have the article editor yet.
 */
import type { CDPSession, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { expectNoConsoleErrors, openPage, screenshot, useBrowser } from './support/browser.js'

const EDITOR_PAGE = process.env.RICH_TEXT_PAGE ?? '/console/articles/new?kind=news'

const browser = useBrowser()

async function signInAsEditor(page: Page) {
  await page.getByLabel('用户名', { exact: true }).fill('editor')
  await page.getByLabel('密码', { exact: true }).fill('demo-password-editor')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await page.getByRole('button', { name: '退出登录' }).waitFor({ timeout: 15_000 })
}

/** The editor's text and the caret's offset in it, read from the page (what the person sees). */
function readEditor(page: Page): Promise<{ text: string; caret: number | null }> {
  return page.evaluate(() => {
    const editable = document.querySelector('.ProseMirror')!
    const selection = window.getSelection()
    if (!selection || selection.rangeCount === 0 || !editable.contains(selection.anchorNode)) {
      return { text: editable.textContent ?? '', caret: null }
    }
    const before = document.createRange()
    before.setStart(editable, 0)
    before.setEnd(selection.anchorNode!, selection.anchorOffset)
    return { text: editable.textContent ?? '', caret: before.toString().length }
  })
}

/** Types `pinyin` a letter at a time as the input method's composition, then commits `chosen`. */
async function compose(cdp: CDPSession, pinyin: string, chosen: string) {
  for (let end = 1; end <= pinyin.length; end++) {
    const text = pinyin.slice(0, end)
    await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length })
  }
  await cdp.send('Input.insertText', { text: chosen })
}

describe('Chinese input-method composition in the rich-text editor', () => {
  test('keeps every character once, and the caret after the last composed one, at the end and in the middle', async () => {
    const { page } = await openPage(browser(), { lang: 'zh', width: 1280, path: EDITOR_PAGE, expectedFailures: ['/api/staff/auth/me'] })
    await signInAsEditor(page)
    const editable = page.locator('.ProseMirror').first()
    await editable.waitFor({ timeout: 15_000 })
    await editable.click()
    const cdp = await page.context().newCDPSession(page)

    await compose(cdp, 'ni hao', '你好')
    await expect.poll(() => readEditor(page)).toEqual({ text: '你好', caret: 2 })

    await compose(cdp, 'shi jie', '世界')
    await expect.poll(() => readEditor(page)).toEqual({ text: '你好世界', caret: 4 })

    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => readEditor(page)).toEqual({ text: '你好世界', caret: 2 })
    await compose(cdp, 'da jia', '大家')
    await expect.poll(() => readEditor(page)).toEqual({ text: '你好大家世界', caret: 4 })

    // Typing straight on after a composition goes where the caret is.
    await page.keyboard.type('，')
    await expect.poll(() => readEditor(page)).toEqual({ text: '你好大家，世界', caret: 5 })

    // A composition the person abandons (Escape in the input method) leaves nothing behind.
    await cdp.send('Input.imeSetComposition', { text: 'x', selectionStart: 1, selectionEnd: 1 })
    await cdp.send('Input.imeSetComposition', { text: '', selectionStart: 0, selectionEnd: 0 })
    await expect.poll(() => readEditor(page)).toEqual({ text: '你好大家，世界', caret: 5 })

    await screenshot(page, 'rich-text-ime-zh')
    expectNoConsoleErrors(page)
  })
})
