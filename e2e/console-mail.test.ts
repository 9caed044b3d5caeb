/**
 * The console's mail screen in Chromium on a server of this file's own: an administrator
 * reads a message, its HTML shown in a frame where its script does not run, and sends a failed one
 * again; with no SMTP server set the site keeps it in the outbox. Axe in both languages at both widths.
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
/** Chromium says so when the sandboxed frame refuses the message's script: what the test wants. */
const SCRIPT_BLOCKED = [/Blocked script execution in 'about:srcdoc'/]
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'

const server = useSeededServer(async (query) => {
  const insert = async (values: Record<string, unknown>) =>
    (
      await query<{ id: number }>(
        `insert into mail_message (recipient, subject, text, html, lang, attachments, kind, status, attempts, last_error, sent_at)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11) returning id`,
        [
          values.recipient,
          values.subject,
          values.text,
          values.html ?? null,
          values.lang,
          JSON.stringify(values.attachments ?? []),
          'registration.received',
          values.status,
          values.attempts,
          values.lastError ?? null,
          values.status === 'sent' ? new Date() : null,
        ],
      )
    )[0]!.id
  await insert({
    recipient: 'li.si@example.org',
    subject: 'Registration received',
    text: 'Dear Li Si,\n',
    lang: 'en',
    status: 'sent',
    attempts: 1,
  })
  const failed = await insert({
    recipient: 'wang.wu@example.org',
    subject: '报名已收到：脑科学前沿国际研讨会',
    text: '王五，您好：\n\n我们已收到您的报名。\n',
    html: '<h1>王五，您好</h1><p>我们已收到您的报名。</p><script>parent.postMessage("ran", "*"); alert("ran")</script>',
    lang: 'zh',
    attachments: [{ filename: '研讨会.ics', contentType: 'text/calendar', size: ICS.length, content: Buffer.from(ICS).toString('base64') }],
    status: 'failed',
    attempts: 8,
    lastError: 'Message failed: 550 Mailbox unavailable',
  })
  return { failed }
}, 'console-mail')

const TEXT = {
  zh: { username: '用户名', password: '密码', submit: '登录', signOut: '退出登录', resend: '重新发送', outbox: '在发件箱中' },
  en: {
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    signOut: 'Sign out',
    resend: 'Send again',
    outbox: 'In the outbox',
  },
} as const

async function signInAsAdmin(page: Page, lang: Lang) {
  const text = TEXT[lang]
  await page.getByLabel(text.username, { exact: true }).fill('admin')
  await page.getByLabel(text.password, { exact: true }).fill('demo-password-admin')
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  await page.getByRole('button', { name: text.signOut }).waitFor({ timeout: 15_000 })
}

describe('the mail screen', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 375] as const) {
      test(`a failed message opened, ${lang} at ${width} px: its HTML does not run, no serious axe violation`, async () => {
        const path = `/console/mail?message=${server.made().failed}`
        const { page } = await openPage(
          browser(),
          { lang, width, path, expectedFailures: SIGNED_OUT, expectedConsole: SCRIPT_BLOCKED },
          server.baseUrl(),
        )
        const ran: string[] = []
        page.on('dialog', (dialog) => {
          ran.push(dialog.message())
          void dialog.dismiss()
        })
        await page.exposeFunction('reportMessage', (data: string) => ran.push(data))
        await page.evaluate(() =>
          window.addEventListener('message', (e) =>
            (window as unknown as { reportMessage(data: string): void }).reportMessage(String(e.data)),
          ),
        )
        await signInAsAdmin(page, lang)
        // Beside the list on a wide screen, a sheet over it on a phone.
        const panel = page.getByRole(width === 375 ? 'dialog' : 'region', { name: '报名已收到：脑科学前沿国际研讨会' })
        await panel.waitFor()
        await expect.poll(() => panel.locator('iframe').count()).toBe(1)
        await settle(page)
        expect(await panel.getByText('研讨会.ics').count()).toBe(1)
        expect(await panel.getByText('Message failed: 550 Mailbox unavailable').count()).toBe(1)
        // The frame shows the HTML (its heading is there) but is a sandbox: the script never ran.
        const frame = page.frameLocator('iframe')
        await expect.poll(() => frame.getByRole('heading', { name: '王五，您好' }).count()).toBe(1)
        expect(ran).toEqual([])
        expect(await checkA11y(page, { alsoReport: ['landmark-unique'] })).toEqual([])
        await screenshot(page, `console-mail-${lang}-${width}`)
        expectNoConsoleErrors(page)
      })
    }
  }

  test('sends a failed message again; with no SMTP server it lands in the outbox', async () => {
    const path = `/console/mail?message=${server.made().failed}`
    const { page } = await openPage(
      browser(),
      { lang: 'en', width: 1280, path, expectedFailures: SIGNED_OUT, expectedConsole: SCRIPT_BLOCKED },
      server.baseUrl(),
    )
    await signInAsAdmin(page, 'en')
    const panel = page.getByRole('region', { name: '报名已收到：脑科学前沿国际研讨会' })
    await panel.getByRole('button', { name: TEXT.en.resend }).click()
    await page.getByText('The message to wang.wu@example.org is queued to be sent again').waitFor()
    // The server's worker takes the job at once; the list read again says where it stands.
    await expect
      .poll(
        async () => {
          await page.reload()
          await panel.waitFor()
          return panel.getByText(TEXT.en.outbox, { exact: true }).count()
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1)
    expect(await panel.getByRole('button', { name: TEXT.en.resend }).count()).toBe(0)
    expectNoConsoleErrors(page)
  })
})
