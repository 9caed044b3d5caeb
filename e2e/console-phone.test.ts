/**
 * The console's lists on a phone (375 px) and a desktop (1280 px), in Chromium on a server of this
 * file's own, both languages: the content list, the accounts, the help desk and a conference's
 * registrations fit the screen (no sideways scrolling of the page or of a table), every row's name and
 * state are in view, the filters fold behind one "Filters (n)" button under a search box that stays,
 * a help-desk report opens as a sheet over the list with focus in it, and the editor's bar that stays
 * at the window's top is one row. Axe on every screen; screenshots of each.
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
import { SIGNED_OUT, signIn, staffCall } from './support/console-page.js'

const browser = useBrowser()
const TICKET = 'F-20261201-PH0N'
const LONG_EMAIL = 'a.rather.long.address.of.a.registrant@neuroscience-department.example.org'

const server = useSeededServer(async (query) => {
  await query(
    `insert into fault_report (ticket, reporter, contact, place, category, description, lang)
     values ($1, 'Ann Lee', 'ann.lee@example.org', 'B 305', 'network', $2, 'en')`,
    [TICKET, 'The network socket in B 305 gives no address since this morning.'],
  )
  const [conference] = await query<{ id: number; menu_id: number }>(`select id, menu_id from meeting order by id limit 1`)
  await query(
    `insert into registration (meeting_id, email, confirm_code, fields, lang, state, fee)
     values ($1, $2, 'PHONE-1', $3, 'en', 'pending', 0)`,
    [conference!.id, LONG_EMAIL, JSON.stringify({ name: 'Phone Test Registrant' })],
  )
  return { conference: conference!.menu_id }
}, 'console-phone')

const TEXT = {
  zh: { filters: /^筛选条件(（\d+）)?$/, kind: '类型', close: '关闭', bar: '内容操作', more: '更多操作' },
  en: { filters: /^Filters( \(\d+\))?$/, kind: 'Kind', close: 'Close', bar: 'Item actions', more: 'More actions' },
} as const

/**
 * What does not fit a screen: the page wider than the window; on a phone also a table wider than its
 * box, and rows whose name or state (the cells of those columns) are missing or reach past the edges.
 */
function misfits(page: Page, columns: readonly string[] | null) {
  return page.evaluate((columns) => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} px in ${root.clientWidth}`)
    if (!columns) return found
    for (const table of document.querySelectorAll('table')) {
      const box = table.parentElement!
      if (box.scrollWidth > box.clientWidth) found.push(`table ${box.scrollWidth} px in ${box.clientWidth}`)
    }
    const rows = [...document.querySelectorAll('tbody tr')].filter((row) => row.querySelector('[data-column]'))
    if (rows.length === 0) found.push('no rows')
    rows.forEach((row, index) => {
      for (const column of columns) {
        const box = row.querySelector(`[data-column="${column}"]`)?.getBoundingClientRect()
        if (!box || box.width === 0 || box.left < 0 || box.right > root.clientWidth) found.push(`row ${index + 1}: ${column} not in view`)
      }
    })
    return found
  }, columns)
}

async function checked(page: Page, found: string[], name: string, columns: readonly string[] | null, list = true) {
  // A list's rows first (the table is drawn after the page loads), then no answer on its way.
  if (list) await page.locator('tbody tr').first().waitFor()
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0)
  await settle(page)
  found.push(...(await misfits(page, columns)).map((problem) => `${name}: ${problem}`))
  found.push(...(await checkA11y(page)).map((violation) => `${name}: ${violation}`))
  await screenshot(page, name)
}

describe('the lists at a phone’s width and a desktop’s', () => {
  for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
    for (const width of [375, 1280] as const) {
      const phone = width === 375
      test(`${lang} at ${width} px: content, accounts, help desk and registrations fit, rows named with their state`, async () => {
        const { page } = await openPage(
          browser(),
          { lang, width, path: '/console/articles', expectedFailures: SIGNED_OUT },
          server.baseUrl(),
        )
        await signIn(page, lang, 'admin')
        const text = TEXT[lang]
        const item = await staffCall<{ id: number }>(page, '/api/staff/article/save', {
          kind: 'news',
          zh: { title: `手机列表测试 ${lang}${width}`, body: '<p>正文。</p>' },
          en: { title: `Phone list test ${lang}${width}`, body: '<p>Body.</p>' },
        })
        await staffCall(page, '/api/staff/user/create', {
          username: `phone${lang}${width}`,
          name: `Phone ${lang} ${width}`,
          source: 'local',
          roles: [],
          email: `${lang}${width}.${LONG_EMAIL}`,
        })
        const found: string[] = []
        const columns = (names: string[]) => (phone ? names : null)

        // The content list: on a phone the filters wait behind one button, the search box stays.
        await page.goto(`${server.baseUrl()}/console/articles`)
        await page.getByRole('table').locator('tbody tr').first().waitFor()
        const filters = page.getByRole('button', { name: text.filters })
        if (phone) {
          await expect.poll(() => page.getByRole('searchbox').first().isVisible()).toBe(true)
          expect(await filters.getAttribute('aria-expanded')).toBe('false')
          expect(await page.getByRole('button', { name: new RegExp(text.kind) }).count()).toBe(0)
        } else {
          expect(await filters.count()).toBe(0)
        }
        await checked(page, found, `console-phone-articles-${lang}-${width}`, columns(['title', 'states']))
        if (phone) {
          await filters.click()
          await page.getByRole('button', { name: new RegExp(text.kind) }).waitFor()
          await page.goto(`${server.baseUrl()}/console/articles?kind=news&status=draft`)
          await expect.poll(() => filters.textContent()).toMatch(/2/)
          await checked(page, found, `console-phone-articles-filtered-${lang}-${width}`, columns(['title', 'states']))
        }

        await page.goto(`${server.baseUrl()}/console/users`)
        await page.getByText(`${lang}${width}.${LONG_EMAIL}`).waitFor()
        await checked(page, found, `console-phone-users-${lang}-${width}`, columns(['username', 'active']))

        await page.goto(`${server.baseUrl()}/console/registrations?conference=${server.made().conference}`)
        await page.getByText(LONG_EMAIL, { exact: true }).waitFor()
        await checked(page, found, `console-phone-registrations-${lang}-${width}`, columns(['name', 'state']))
        await page.getByRole('link', { name: 'PHONE-1' }).click()
        const registration = page.getByRole(phone ? 'dialog' : 'region', { name: /PHONE-1/ })
        await registration.waitFor()
        await checked(page, found, `console-phone-registration-open-${lang}-${width}`, null)
        await registration.getByRole('button', { name: text.close, exact: true }).click()
        await registration.waitFor({ state: 'detached' })

        // A report opened from the list: a sheet over it on a phone, beside it on a desktop; in view either way.
        await page.goto(`${server.baseUrl()}/console/helpdesk`)
        await checked(page, found, `console-phone-helpdesk-${lang}-${width}`, columns(['ticket', 'state']))
        await page.getByRole('link', { name: TICKET }).click()
        const report = page.getByRole(phone ? 'dialog' : 'region', { name: TICKET })
        await report.getByText('since this morning', { exact: false }).waitFor()
        const box = (await report.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
        if (phone) {
          expect(box.y).toBe(0)
          await expect.poll(() => report.evaluate((sheet) => sheet.contains(document.activeElement))).toBe(true)
        }
        await checked(page, found, `console-phone-helpdesk-report-${lang}-${width}`, null)
        await report.getByRole('button', { name: text.close, exact: true }).click()
        await report.waitFor({ state: 'detached' })
        await page.getByRole('link', { name: TICKET }).waitFor()

        // The editor's bar that stays at the window's top: one row on a phone, the other actions in a menu.
        await page.goto(`${server.baseUrl()}/console/articles/${item.id}`)
        const bar = page.getByRole('group', { name: text.bar })
        await bar.waitFor()
        if (phone) {
          expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(56)
          expect(await bar.getByRole('button', { name: text.more }).count()).toBe(1)
        }
        await checked(page, found, `console-phone-editor-${lang}-${width}`, null, false)

        expect(found).toEqual([])
        expectNoConsoleErrors(page)
      })
    }
  }
})

describe('every other list at a phone’s width', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`${lang} at 375 px: the page and each table fit the screen, no serious axe violation`, async () => {
      const { page } = await openPage(
        browser(),
        { lang, width: 375, path: '/console/audit', expectedFailures: SIGNED_OUT },
        server.baseUrl(),
      )
      await signIn(page, lang, 'admin')
      const found: string[] = []
      for (const path of ['/audit', '/mail', '/super-users', '/retention', '/records/team', '/records/faq']) {
        await page.goto(`${server.baseUrl()}/console${path}`)
        await page.getByRole('table').waitFor()
        await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0)
        await settle(page)
        const wide = await page.evaluate(() =>
          [document.documentElement, ...[...document.querySelectorAll('table')].map((table) => table.parentElement!)]
            .filter((box) => box.scrollWidth > box.clientWidth)
            .map((box) => `${box.tagName.toLowerCase()} ${box.scrollWidth} px in ${box.clientWidth}`),
        )
        found.push(...wide.map((problem) => `${path}: ${problem}`))
        found.push(...(await checkA11y(page)).map((violation) => `${path}: ${violation}`))
        await screenshot(page, `console-phone${path.replaceAll('/', '-')}-${lang}-375`)
      }
      expect(found).toEqual([])
      expectNoConsoleErrors(page)
    })
  }
})
