/**
 * The help desk inbox in Chromium on a server of this file's own: an administrator opens a
 * fault report, takes it on, and replies by e-mail; the reply is in the mail outbox (no SMTP server
 * here). Axe on the open report in both languages at both widths.
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

const browser = useBrowser()
const SIGNED_OUT = ['/api/staff/auth/me']
const TICKET = 'F-20261125-HD7K'

const server = useSeededServer(async (query) => {
  await query(
    `insert into fault_report (ticket, reporter, contact, place, category, description, lang)
     values ($1, 'Ann Lee', 'ann.lee@example.org', 'B 305', 'network', $2, 'en')`,
    [TICKET, 'The network socket in B 305 gives no address since this morning.'],
  )
  return {}
}, 'console-helpdesk')

/** A 2 × 2 PNG, as a reporter's screenshot. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64')

/** A fault report with a screenshot, made as the public site makes it: the upload, then the form. */
async function reportWithScreenshot(baseUrl: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'screen.png')
  const uploaded = (await (await fetch(`${baseUrl}/file/commonUpload`, { method: 'POST', body: form })).json()) as {
    retMap: { fileId: string; token: string }
  }
  const submitted = await fetch(`${baseUrl}/api/service/fault/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      reporter: 'Ann Lee',
      contact: 'ann.lee@example.org',
      place: 'B 306',
      category: 'network',
      description: 'The screen shows no network, see the screenshot.',
      lang: 'en',
      screenshot: { fileId: uploaded.retMap.fileId, token: uploaded.retMap.token },
    }),
  })
  const answer = (await submitted.json()) as { code: string; retMap: { ticket: string } }
  expect(answer.code).toBe('success')
  return answer.retMap.ticket
}

/** How many pixels of the list's table are cut off at the right (0: it fits its box). */
const tableOverflow = (page: Page) =>
  page
    .locator('table')
    .first()
    .evaluate((table) => Math.max(0, table.scrollWidth - table.parentElement!.clientWidth))

const TEXT = {
  zh: { username: '用户名', password: '密码', submit: '登录', signOut: '退出登录' },
  en: { username: 'User name', password: 'Password', submit: 'Sign in', signOut: 'Sign out' },
} as const

async function signInAsAdmin(page: Page, lang: Lang) {
  const text = TEXT[lang]
  await page.getByLabel(text.username, { exact: true }).fill('admin')
  await page.getByLabel(text.password, { exact: true }).fill('demo-password-admin')
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  await page.getByRole('button', { name: text.signOut }).waitFor({ timeout: 15_000 })
}

describe('the help desk inbox', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 375] as const) {
      test(`a report opened beside the list, ${lang} at ${width} px: no serious axe violation`, async () => {
        const { page } = await openPage(
          browser(),
          { lang, width, path: `/console/helpdesk?ticket=${TICKET}`, expectedFailures: SIGNED_OUT },
          server.baseUrl(),
        )
        await signInAsAdmin(page, lang)
        // Beside the list on a wide screen; on a phone a sheet over it.
        const panel = page.getByRole(width === 375 ? 'dialog' : 'region', { name: TICKET })
        await panel.getByText('since this morning', { exact: false }).waitFor()
        await expect.poll(() => page.locator('a', { hasText: TICKET }).count()).toBe(1)
        await settle(page)
        // With the report open beside it on a wide screen, the list's columns fit: nothing cut off at the right.
        expect(await tableOverflow(page)).toBe(0)
        expect(await checkA11y(page, { alsoReport: ['landmark-unique'] })).toEqual([])
        await screenshot(page, `console-helpdesk-${lang}-${width}`)
        expectNoConsoleErrors(page)
      })
    }
  }

  test("shows the screenshot a reporter attached: the image loads under the console's policy", async () => {
    const ticket = await reportWithScreenshot(server.baseUrl())
    const { page } = await openPage(
      browser(),
      { lang: 'en', width: 1280, path: `/console/helpdesk?ticket=${ticket}`, expectedFailures: SIGNED_OUT },
      server.baseUrl(),
    )
    await signInAsAdmin(page, 'en')
    const image = page.getByRole('img', { name: new RegExp(ticket) })
    await image.waitFor()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2)
    expectNoConsoleErrors(page)
  })

  test('takes a report on and replies by e-mail; the reply waits in the outbox', async () => {
    const { page } = await openPage(
      browser(),
      { lang: 'en', width: 1280, path: `/console/helpdesk?ticket=${TICKET}`, expectedFailures: SIGNED_OUT },
      server.baseUrl(),
    )
    await signInAsAdmin(page, 'en')
    const panel = page.getByRole('region', { name: TICKET })
    await panel.getByRole('button', { name: /State/ }).click()
    await page.getByRole('option', { name: 'In progress' }).click()
    await panel.getByRole('button', { name: /Assigned to/ }).click()
    await page.getByRole('option', { name: 'Demo Administrator' }).click()
    await panel.getByRole('button', { name: 'Save' }).click()
    await page.getByText('The report was updated.').waitFor()

    await panel.getByRole('textbox', { name: 'Note or reply' }).fill('Please try the socket again: the switch port was replaced.')
    // React Aria's switch is a hidden input inside its label: the label is what a person clicks.
    await panel.getByText('Send to the reporter as a reply', { exact: true }).click()
    await panel.getByRole('button', { name: 'Send reply' }).click()
    await page.getByText('The reply to ann.lee@example.org was saved and is being sent.').waitFor()
    await expect.poll(() => panel.getByText('reply sent by e-mail', { exact: false }).count()).toBe(1)
    // Replying to a report being worked on waits for the reporter.
    await expect.poll(() => panel.getByRole('button', { name: /Waiting for reporter/ }).count()).toBe(1)

    await page.getByRole('link', { name: 'Mail', exact: true }).click()
    await expect
      .poll(
        async () => {
          await page.reload()
          // The list is read after the page: wait a moment for it before counting.
          return page
            .getByText(`Reply about your report ${TICKET}`)
            .waitFor({ timeout: 3000 })
            .then(
              () => 1,
              () => 0,
            )
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1)
    await page.getByRole('link', { name: `Reply about your report ${TICKET}` }).click()
    await page.getByRole('region', { name: `Reply about your report ${TICKET}` }).waitFor()
    expect(await tableOverflow(page)).toBe(0)
    await screenshot(page, 'console-helpdesk-reply-in-outbox')
    expectNoConsoleErrors(page)
  })
})
