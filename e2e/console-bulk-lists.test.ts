/**
 * Acting on several rows of the help desk, the media library and the registrations, in Chromium on a
 * server of this file's own: reports assigned and resolved at once; two files deleted at once, the one
 * still used in an article refused with that article named; registrations accepted at once. Each
 * result is listed per item, the screen passes axe, and what the server holds afterwards is checked.
 * Both languages, both widths.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  checkA11y,
  expectNoConsoleErrors,
  openPage,
  screenshot,
  settle,
  useBrowser,
  useSeededServer,
  type Lang,
} from './support/browser.js'
import { libraryPicture, SIGNED_OUT, signIn, staffCall } from './support/console-page.js'

const browser = useBrowser()
const RUNS = [
  ['zh', 1280],
  ['zh', 375],
  ['en', 1280],
  ['en', 375],
] as const
const tag = (lang: Lang, width: number) => `bulk${lang}${width}`

const TEXT = {
  zh: {
    select: (name: string) => `选择“${name}”`,
    assign: '指派',
    resolve: '标记为已解决',
    remove: '删除',
    accept: '通过',
    summary: (action: string, done: number, refused: number) => `${action}：完成 ${done} 项，未执行 ${refused} 项`,
  },
  en: {
    select: (name: string) => `Select “${name}”`,
    assign: 'Assign',
    resolve: 'Mark resolved',
    remove: 'Delete',
    accept: 'Accept',
    summary: (action: string, done: number, refused: number) => `${action}: ${done} done, ${refused} refused`,
  },
} as const

const server = useSeededServer(async (query) => {
  const [conference] = await query<{ id: number; menu_id: number }>(`select id, menu_id from meeting where token = 'meeting2024'`)
  const codes: Record<string, string[]> = {}
  for (const [lang, width] of RUNS) {
    const word = tag(lang, width)
    for (const n of [1, 2]) {
      await query(
        `insert into fault_report (ticket, reporter, contact, place, category, description, lang)
         values ($1, 'Ann Lee', 'ann.lee@example.org', 'B 305', 'network', $2, 'en')`,
        [`F-20261129-${lang.toUpperCase()}${String(width).slice(0, 1)}${n}`, `Socket ${n} gives no address (${word})`],
      )
      const code = `M24-${lang.toUpperCase()}${width}${n}`
      await query(
        `insert into registration (meeting_id, email, confirm_code, fields, lang, state, fee)
         values ($1, $2, $3, $4, $5, 'pending', 0)`,
        [conference!.id, `${word}-${n}@example.org`, code, JSON.stringify({ name: `${word} person ${n}` }), lang],
      )
      ;(codes[word] ??= []).push(code)
    }
  }
  return { conference: conference!.menu_id, codes }
}, 'console-bulk-lists')

async function checked(page: Page, found: string[], when: string) {
  // A list asked again dims its rows meanwhile: checked once they are back.
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0)
  await settle(page)
  found.push(...(await checkA11y(page)).map((v) => `${when}: ${v}`))
}

async function finish(page: Page, found: string[], name: string) {
  await screenshot(page, name)
  expect(found).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  expectNoConsoleErrors(page)
}

describe('the help desk in bulk', () => {
  for (const [lang, width] of RUNS) {
    test(`an administrator assigns two reports to themselves, then resolves both, ${lang} at ${width} px`, async () => {
      const text = TEXT[lang]
      const word = tag(lang, width)
      const { page } = await openPage(
        browser(),
        { lang, width, path: `/console/helpdesk?search=${word}`, expectedFailures: SIGNED_OUT },
        server.baseUrl(),
      )
      await signIn(page, lang, 'admin')
      const boxes = page.getByRole('checkbox', { name: new RegExp(`^${text.select('').slice(0, -1)}F-20261129`) })
      await expect.poll(() => boxes.count()).toBe(2)
      for (const box of await boxes.all()) await box.check()
      const found: string[] = []
      await checked(page, found, 'selected')
      await page.getByRole('button', { name: text.assign, exact: true }).click()
      const dialog = page.getByRole('alertdialog')
      await dialog.waitFor()
      await checked(page, found, 'assign dialog')
      await dialog.getByRole('button', { name: text.assign, exact: true }).click()
      await page
        .getByRole('status')
        .filter({ hasText: text.summary(text.assign, 2, 0) })
        .waitFor()
      await expect.poll(() => page.locator('table[aria-busy]').count()).toBe(0)
      for (const box of await boxes.all()) await box.check()
      await page.getByRole('button', { name: text.resolve, exact: true }).click()
      await page
        .getByRole('status')
        .filter({ hasText: text.summary(text.resolve, 2, 0) })
        .waitFor()
      await checked(page, found, 'result')
      const me = await staffCall<{ user: { id: number } }>(page, '/api/staff/auth/me', {})
      const { list } = await staffCall<{ list: { ticket: string; state: string; assignee: { id: number } | null }[] }>(
        page,
        '/api/staff/helpdesk/list',
        { search: word, state: 'resolved' },
      )
      expect(list.map((r) => [r.state, r.assignee?.id])).toEqual([
        ['resolved', me.user.id],
        ['resolved', me.user.id],
      ])
      await finish(page, found, `console-bulk-helpdesk-${lang}-${width}`)
    })
  }
})

describe('the media library in bulk', () => {
  for (const [lang, width] of RUNS) {
    test(`an editor deletes two files at once; the one used in an article is kept, named there, ${lang} at ${width} px`, async () => {
      const text = TEXT[lang]
      const word = tag(lang, width)
      const { page } = await openPage(browser(), { lang, width, path: '/console/media', expectedFailures: SIGNED_OUT }, server.baseUrl())
      await signIn(page, lang, 'editor')
      const unused = await libraryPicture(page, null, `${word}-unused.png`)
      const used = await libraryPicture(page, null, `${word}-used.png`)
      const { file } = await staffCall<{ file: { url: string } }>(page, '/api/staff/media/get', { id: used })
      const { sections } = await staffCall<{ sections: { id: number; write: boolean; detailType: string }[] }>(
        page,
        '/api/staff/section/options',
        {},
      )
      const section = sections.find((s) => s.write && s.detailType.endsWith('news'))!
      const title = { zh: `使用图片的稿件 ${word}`, en: `A draft using the picture ${word}` }
      await staffCall(page, '/api/staff/article/save', {
        kind: 'news',
        menuIds: [section.id],
        zh: { title: title.zh, body: `<p><img src="${file.url}" alt="图"></p>` },
        en: { title: title.en, body: `<p><img src="${file.url}" alt="picture"></p>` },
      })
      await page.goto(`${server.baseUrl()}/console/media?search=${word}`)
      const tiles = page.getByRole('row').filter({ hasText: word })
      await expect.poll(() => tiles.count()).toBe(2)
      // The tile's checkbox is drawn by its label (the input itself is visually hidden, as React Aria makes it).
      for (const tile of await tiles.all()) await tile.locator('label').click()
      await expect.poll(() => tiles.getByRole('checkbox', { checked: true }).count()).toBe(2)
      const found: string[] = []
      await checked(page, found, 'selected')
      await page.getByRole('button', { name: text.remove, exact: true }).click()
      const dialog = page.getByRole('alertdialog')
      await dialog.getByRole('button', { name: text.remove, exact: true }).click()
      await page
        .getByRole('status')
        .filter({ hasText: text.summary(text.remove, 1, 1) })
        .waitFor()
      await page
        .getByRole('listitem')
        .filter({ hasText: `${word}-used.png` })
        .filter({ hasText: title[lang] })
        .waitFor()
      await checked(page, found, 'result')
      const left = await staffCall<{ list: { id: string }[] }>(page, '/api/staff/media/list', { search: word })
      expect(left.list.map((f) => f.id)).toEqual([used])
      expect(unused).not.toBe(used)
      await finish(page, found, `console-bulk-media-${lang}-${width}`)
    })
  }
})

describe('registrations in bulk', () => {
  for (const [lang, width] of RUNS) {
    test(`an administrator accepts two registrations at once, ${lang} at ${width} px`, async () => {
      const text = TEXT[lang]
      const word = tag(lang, width)
      const { conference, codes } = server.made()
      const { page } = await openPage(
        browser(),
        { lang, width, path: `/console/registrations?conference=${conference}&search=${word}`, expectedFailures: SIGNED_OUT },
        server.baseUrl(),
      )
      await signIn(page, lang, 'admin')
      for (const code of codes[word]!) {
        await page.getByRole('checkbox', { name: new RegExp(`${code} ${word} person`) }).check()
      }
      const found: string[] = []
      await checked(page, found, 'selected')
      await page.getByRole('button', { name: text.accept, exact: true }).click()
      await page
        .getByRole('status')
        .filter({ hasText: text.summary(text.accept, 2, 0) })
        .waitFor()
      await checked(page, found, 'result')
      const { list } = await staffCall<{ list: { confirmCode: string; state: string }[] }>(page, '/api/staff/registration/list', {
        menuId: conference,
        search: word,
      })
      expect(list.map((r) => r.state)).toEqual(['accepted', 'accepted'])
      await finish(page, found, `console-bulk-registrations-${lang}-${width}`)
    })
  }
})
