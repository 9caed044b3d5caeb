/**
 * Single sign-on in the browser: a server of this file's own with CAS_URL pointing at the
 * in-repo fake CAS 3.0 server and PUBLIC_URL at itself. Staff go from the console's sign-in page to
 * CAS and back, see only what their role allows, and sign out at CAS too; someone CAS knows but the
 * console does not gets the bilingual "no access yet" page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeCas, type FakeCas } from '../apps/server/src/test/fake-cas.js'
import { freePort } from '../bench/server-process.js'
import { checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser } from './support/browser.js'
import { withSeededServer } from './support/factories.js'

const browser = useBrowser()
let cas: FakeCas
let site: Awaited<ReturnType<typeof withSeededServer<void>>> | undefined
const at = () => site!.server.baseUrl

/** CAS accounts made for this file, one per kind of person, and what each may use. */
const PEOPLE = [
  {
    username: 'cas-chief',
    name: 'CAS Chief',
    nav: [
      'Dashboard',
      'All items',
      'Media library',
      'Teams',
      'Core facilities',
      'FAQ',
      'Quick links',
      'Broken links',
      'Statistics',
      'Site menu',
      'Home page',
      'Site header & footer',
      'Conferences',
      'Registrations',
      'Check-in',
      'Retention',
      'Users',
      'Super users',
      'Help desk',
      'Mail',
      'Audit log',
      'My account',
    ],
  },
  { username: 'cas-writer', name: 'CAS Writer', nav: ['Dashboard', 'My account'] },
  { username: 'cas-checker', name: 'CAS Checker', nav: ['Dashboard', 'My account'] },
  { username: 'cas-lead', name: 'CAS Team Lead', nav: ['Dashboard', 'Teams', 'My account'] },
] as const

beforeAll(async () => {
  cas = await startFakeCas({
    users: Object.fromEntries([...PEOPLE.map((p) => [p.username, { displayName: p.name }]), ['stranger', { displayName: 'A Stranger' }]]),
  })
  const port = await freePort()
  site = await withSeededServer(
    async (query) => {
      const add = async (username: string, name: string, userType = '') =>
        (
          await query<{ id: number }>(
            `insert into staff_user (username, name, source, user_type) values ($1, $2, 'cas', $3) returning id`,
            [username, name, userType],
          )
        )[0]!.id
      const chief = await add('cas-chief', 'CAS Chief', '99')
      await query(`insert into staff_role (user_id, code) values ($1, 999999)`, [chief])
      const writer = await add('cas-writer', 'CAS Writer')
      await query(`insert into staff_role (user_id, code) values ($1, 10)`, [writer])
      const checker = await add('cas-checker', 'CAS Checker')
      await query(`insert into staff_role (user_id, code) values ($1, 21)`, [checker])
      const lead = await add('cas-lead', 'CAS Team Lead')
      await query(`update team set group_admin_id = $1 where id = (select min(id) from team)`, [lead])
    },
    { port, logName: 'e2e-console-cas.log', env: { CAS_URL: cas.url, PUBLIC_URL: `http://127.0.0.1:${port}` } },
  )
}, 300_000)
afterAll(async () => {
  await site?.stop()
  await cas?.close()
})

/** The console asks `me` first: 401 before signing in is its normal answer. */
const SIGNED_OUT = ['/api/staff/auth/me']

describe('signing in by CAS', () => {
  for (const person of PEOPLE) {
    test(`${person.username} goes to CAS and back, sees only what they may use, and signs out at CAS too`, async () => {
      const { page } = await openPage(browser(), { lang: 'en', width: 1280, path: '/console/', expectedFailures: SIGNED_OUT }, at())
      await page
        .getByRole('button', { name: 'Sign in with single sign-on' })
        .or(page.getByRole('link', { name: 'Sign in with single sign-on' }))
        .click()
      // The fake CAS asks who signs in, as a real one asks for a password.
      await page.getByRole('button', { name: person.username, exact: true }).click()
      await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 })
      // Back in the console; a group administrator lands on their own team's page.
      expect(new URL(page.url()).pathname).toMatch(person.username === 'cas-lead' ? /^\/console\/records\/team\/\d+$/ : /^\/console\/$/)
      await settle(page)
      const nav = page.getByRole('navigation', { name: 'Console' })
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([...person.nav])
      expect(await page.getByRole('banner').innerText()).toContain(person.name)
      await screenshot(page, `console-cas-${person.username}`)

      await page.getByRole('button', { name: 'Sign out' }).click()
      // Signed out here, then at CAS, which sends the browser back to the site.
      await page.waitForURL((url) => url.origin === at() && !url.pathname.startsWith('/console'), { timeout: 15_000 })
      const me = await page.evaluate(
        async () =>
          (await fetch('/api/staff/auth/me', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
      )
      expect(me).toBe(401)
    })
  }

  test('someone CAS knows but the console does not sees a bilingual page saying so, with a way to try again', async () => {
    const { page } = await openPage(
      browser(),
      { lang: 'zh', width: 375, path: '/console/', expectedFailures: [...SIGNED_OUT, '/api/staff/auth/cas'] },
      at(),
    )
    await page
      .getByRole('button', { name: '使用统一身份认证登录' })
      .or(page.getByRole('link', { name: '使用统一身份认证登录' }))
      .click()
    await page.getByRole('button', { name: 'stranger', exact: true }).click()
    await page.waitForURL(/\/api\/staff\/auth\/cas\?/)
    const text = await page.locator('main').innerText()
    expect(text).toContain('还没有管理后台的访问权限')
    expect(text).toContain('no access to the console yet')
    await screenshot(page, 'console-cas-no-access-375')
    expect(await checkA11y(page)).toEqual([])
    const retry = page.getByRole('link', { name: '重新登录' })
    expect(await retry.getAttribute('href')).toBe('/api/staff/auth/cas?next=%2Fconsole%2F')
    expectNoConsoleErrors(page)
  })
})
