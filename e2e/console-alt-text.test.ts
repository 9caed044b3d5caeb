/**
 * Alt text asked where an image is used, not first refused at approval: an editor chooses a picture
 * without alt text, is told so by the file's name when saving and submitting (both still go through),
 * and gives it in the item; a reviewer meets an item whose picture still lacks it, is refused by the
 * file's name, gives it from the approval itself and approves. Both languages, both widths, axe.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  baseUrl,
  checkA11y,
  expectNoConsoleErrors,
  openPage,
  screenshot,
  settle,
  useBrowser,
  type Lang,
  type Width,
} from './support/browser.js'
import { libraryPicture, SIGNED_OUT, signIn, staffCall } from './support/console-page.js'
import { sectionId, staffApi } from './support/staff-api.js'

const browser = useBrowser()

const TEXT = {
  zh: {
    choosePicture: '选择 (图片)',
    pickerTitle: '选择图片',
    use: '使用此文件',
    save: '保存',
    submit: '提交审核',
    approve: '批准发布',
    approveTitle: '批准并发布',
    notice: '缺少替代文字的图片',
    altGroup: (name: string) => `${name} 的替代文字`,
    altZh: '替代文字（中文）',
    altEn: '替代文字（英文）',
    saveAlt: '保存替代文字',
    inReview: '待审核',
    published: '已发布',
    refused: (name: string) => `图片“${name}”缺少中英文替代文字`,
  },
  en: {
    choosePicture: 'Choose (Picture)',
    pickerTitle: 'Choose an image',
    use: 'Use this file',
    save: 'Save',
    submit: 'Submit for review',
    approve: 'Approve',
    approveTitle: 'Approve and publish',
    notice: 'Images without alt text',
    altGroup: (name: string) => `Alt text of ${name}`,
    altZh: 'Alt text (Chinese)',
    altEn: 'Alt text (English)',
    saveAlt: 'Save the alt text',
    inReview: 'In review',
    published: 'Published',
    refused: (name: string) => `Image "${name}" has no alt text in both languages`,
  },
} as const

/** The item's states as its heading says them. */
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).locator('..').innerText()

/** A news item in both languages, saved by the editor through the staff API. */
async function newsDraft(fields: Record<string, unknown> = {}) {
  const editor = await staffApi(baseUrl(), 'editor')
  const news = await sectionId(editor, 'news')
  const stamp = Date.now().toString(36)
  const saved = await editor.post<{ id: number; version: number }>('/api/staff/article/save', {
    kind: 'news',
    menuIds: [news.id],
    zh: { title: `替代文字测试 ${stamp}`, body: '<p>中文正文。</p>' },
    en: { title: `Alt text test ${stamp}`, body: '<p>The English body.</p>' },
    ...fields,
  })
  return { editor, saved }
}

/** Gives both alt texts in the group named for the file, and waits until nothing more is asked for it. */
async function giveAltText(page: Page, lang: Lang, scope: ReturnType<Page['locator']> | Page, name: string) {
  const text = TEXT[lang]
  const group = scope.getByRole('group', { name: text.altGroup(name) })
  await group.getByRole('textbox', { name: text.altZh }).fill('蓝底上的黄色方块')
  await group.getByRole('textbox', { name: text.altEn }).fill('A yellow square on blue')
  await group.getByRole('button', { name: text.saveAlt }).click()
  await group.waitFor({ state: 'detached' })
}

const CASES: { lang: Lang; width: Width }[] = [
  { lang: 'en', width: 1280 },
  { lang: 'zh', width: 375 },
]

describe('an editor chooses a picture without alt text', () => {
  for (const { lang, width } of CASES) {
    test(`is told by its name at save and submit, gives it in the item, and the reviewer approves (${lang}, ${width} px)`, async () => {
      const text = TEXT[lang]
      const { saved } = await newsDraft()
      const { page, context } = await openPage(browser(), {
        lang,
        width,
        path: `/console/articles/${saved.id}`,
        expectedFailures: SIGNED_OUT,
      })
      await signIn(page, lang, 'editor')
      const name = `no-alt-${lang}-${Date.now().toString(36)}.png`
      await libraryPicture(page, null, name)

      await page.getByRole('button', { name: text.choosePicture }).click()
      const picker = page.getByRole('dialog', { name: text.pickerTitle })
      await picker.getByRole('row', { name }).click()
      // The picker asks for the alt text at once; the editor goes on without it.
      await picker.getByRole('group', { name: text.altGroup(name) }).waitFor()
      await picker.getByRole('button', { name: text.use }).click()
      await picker.waitFor({ state: 'detached' })

      const unsaved = await heading(page)
      await page.getByRole('button', { name: text.save, exact: true }).click()
      // Saved (a new version), and the image is named, not refused.
      await expect.poll(() => heading(page)).not.toBe(unsaved)
      const notice = page.getByRole('region', { name: text.notice })
      await notice.getByRole('group', { name: text.altGroup(name) }).waitFor()
      await settle(page)
      expect(await checkA11y(page)).toEqual([])
      await screenshot(page, `console-alt-notice-${lang}-${width}`)

      await page.getByRole('button', { name: text.submit }).click()
      await expect.poll(() => heading(page)).toContain(text.inReview)
      expect(await notice.innerText()).toContain(name)
      await giveAltText(page, lang, notice, name)
      await notice.waitFor({ state: 'detached' })
      expectNoConsoleErrors(page)

      await context.clearCookies()
      const reviewer = await openPage(browser(), { lang, width, path: `/console/articles/${saved.id}`, expectedFailures: SIGNED_OUT })
      await signIn(reviewer.page, lang, 'reviewer')
      await reviewer.page.getByRole('button', { name: text.approve, exact: true }).click()
      const dialog = reviewer.page.getByRole('dialog', { name: text.approveTitle })
      await dialog.getByRole('button', { name: text.approve, exact: true }).click()
      await expect.poll(() => heading(reviewer.page)).toContain(text.published)
      expectNoConsoleErrors(reviewer.page)
    })
  }
})

describe('a reviewer meets an item whose picture lacks alt text', () => {
  for (const { lang, width } of [
    { lang: 'zh', width: 1280 },
    { lang: 'en', width: 375 },
  ] as const) {
    test(`is refused by the file's name, gives it from the approval and approves (${lang}, ${width} px)`, async () => {
      const text = TEXT[lang]
      // The approval tried before the alt text is given is refused: that 400 is this test's point.
      const expectedFailures = [...SIGNED_OUT, '/api/staff/article/approve']
      const { page } = await openPage(browser(), { lang, width, path: '/console/articles', expectedFailures })
      await signIn(page, lang, 'reviewer')
      const name = `review-no-alt-${lang}-${Date.now().toString(36)}.png`
      const picture = await libraryPicture(page, null, name)
      const { editor, saved } = await newsDraft({ pictureId: picture })
      await editor.post('/api/staff/article/submit', { id: saved.id, version: saved.version })

      await page.goto(`${baseUrl()}/console/articles/${saved.id}`)
      await page.getByRole('button', { name: text.approve, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: text.approveTitle })
      await dialog.getByRole('region', { name: text.notice }).waitFor()
      // Approving anyway is refused, naming the file, not its id.
      await dialog.getByRole('button', { name: text.approve, exact: true }).click()
      await dialog.getByText(text.refused(name)).waitFor()
      expect(await dialog.innerText()).not.toContain(picture)
      await settle(page)
      expect(await checkA11y(page)).toEqual([])
      await screenshot(page, `console-alt-approve-${lang}-${width}`)

      await giveAltText(page, lang, dialog, name)
      await dialog.getByRole('button', { name: text.approve, exact: true }).click()
      await expect.poll(() => heading(page)).toContain(text.published)
      const file = await staffCall<{ file: { altZh: string; altEn: string } }>(page, '/api/staff/media/get', { id: picture })
      expect(file.file).toMatchObject({ altZh: '蓝底上的黄色方块', altEn: 'A yellow square on blue' })
      expectNoConsoleErrors(page)
    })
  }
})
