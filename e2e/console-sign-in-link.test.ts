/**
 * The sign-in link in Chromium, on a server of this file's own with PUBLIC_URL at itself: a person the
 * throttle keeps out asks for a link on the sign-in page, the mail (kept in the outbox: no SMTP server
 * is set) holds it, and opening it signs them in. The link's page passes axe in both languages.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '../bench/server-process.js'
import { checkA11y, expectNoConsoleErrors, openPage, screenshot, useBrowser } from './support/browser.js'
import { withSeededServer } from './support/factories.js'
import { staffApi } from './support/staff-api.js'

const browser = useBrowser()
let site: Awaited<ReturnType<typeof withSeededServer<void>>> | undefined
const at = () => site!.server.baseUrl

const PERSON = { username: 'linked-person', name: 'Linked Person', email: 'linked.person@institute.example' }

beforeAll(async () => {
  const port = await freePort()
  site = await withSeededServer(
    async (query) => {
      // No password that could ever match: this person signs in by the link alone.
      const [row] = await query<{ id: number }>(
        `insert into staff_user (username, name, source, password_hash, email) values ($1, $2, 'local', null, $3) returning id`,
        [PERSON.username, PERSON.name, PERSON.email],
      )
      await query(`insert into staff_role (user_id, code) values ($1, 10)`, [row!.id])
    },
    { port, logName: 'e2e-console-sign-in-link.log', env: { PUBLIC_URL: `http://127.0.0.1:${port}` } },
  )
}, 300_000)
afterAll(async () => {
  await site?.stop()
})

/** The link in the newest mail to the person, as the outbox (read by an administrator) holds it. */
async function linkInMail(): Promise<string> {
  // The demo administrator is only the reader here: the mail and the account are this file's own.
  const admin = await staffApi(at(), 'admin')
  const mailed = async () => {
    const { list } = await admin.post<{ list: { to: string; text: string }[] }>('/api/staff/mail/outbox', { page: 1, pageSize: 20 })
    return list.find((m) => m.to === PERSON.email)?.text ?? ''
  }
  await expect.poll(mailed).toContain('/console/sign-in-link#token=')
  return /(http:\/\/\S+\/console\/sign-in-link#token=[A-Za-z0-9_-]+)/.exec(await mailed())![1]!
}

describe('a sign-in link', () => {
  test('is offered once the throttle answers, arrives by mail, and signs the person in', async () => {
    const { page } = await openPage(
      browser(),
      { lang: 'en', width: 1280, path: '/console/', expectedFailures: ['/api/staff/auth/me', '/api/staff/auth/login'] },
      at(),
    )
    await page.getByLabel('User name', { exact: true }).fill(PERSON.username)
    // Five wrong passwords from this browser's address: the next attempt waits.
    for (let i = 0; i < 5; i++) {
      const status = await page.evaluate(
        async ([username, password]) =>
          (
            await fetch('/api/staff/auth/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username, password }),
            })
          ).status,
        [PERSON.username, `wrong guess ${i}`],
      )
      expect(status).toBe(401)
    }
    await page.getByLabel('Password', { exact: true }).fill('one more guess')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
    await page.getByText('If the account has an e-mail address, a sign-in link is on its way there.').waitFor()
    await screenshot(page, 'console-sign-in-link-offer-en')

    const link = await linkInMail()
    expect(link.startsWith(`${at()}/console/sign-in-link#token=`)).toBe(true)
    await page.goto(link)
    await page.getByRole('heading', { name: 'Sign in with a link' }).waitFor()
    expect(await checkA11y(page)).toEqual([])
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 })
    expect(await page.getByRole('banner').innerText()).toContain(PERSON.name)
    // The token left the address (and the history) once used.
    expect(new URL(page.url()).hash).toBe('')
    expectNoConsoleErrors(page)
  })

  test('its page passes axe in Chinese on a phone, and a spent link says so', async () => {
    const { page } = await openPage(
      browser(),
      {
        lang: 'zh',
        width: 375,
        path: '/console/sign-in-link#token=spent-or-never-sent',
        expectedFailures: ['/api/staff/auth/sign-in-link/use'],
      },
      at(),
    )
    await page.getByRole('heading', { name: '使用登录链接' }).waitFor()
    expect(await checkA11y(page)).toEqual([])
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('此登录链接已失效')
    await screenshot(page, 'console-sign-in-link-spent-375')
    expect(await checkA11y(page)).toEqual([])
    expectNoConsoleErrors(page)
  })
})
