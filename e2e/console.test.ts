/**
 * The staff console in Chromium on the real server: each demo account signs in, sees
 * only the navigation it may use, and signs out; a session lost mid-work comes back to the same
 * screen with its filters after signing in again; every screen passes axe in both languages at both
 * widths. The demo accounts are what this tests (the README documents them), not demo content.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { baseUrl, checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser, type Lang } from './support/browser.js'

const browser = useBrowser()
/** The console asks `me` first: 401 before signing in and after signing out is its normal answer. */
const SIGNED_OUT = ['/api/staff/auth/me']

const TEXT = {
  zh: {
    username: '用户名',
    password: '密码',
    submit: '登录',
    signOut: '退出登录',
    nav: '工作台导航',
    menu: '菜单',
    items: {
      dashboard: '概览',
      articles: '全部条目',
      media: '媒体库',
      siteMenu: '栏目',
      homePage: '首页',
      users: '用户管理',
      superUsers: '超级管理员',
      audit: '操作日志',
      helpdesk: '服务台',
      mail: '邮件',
      account: '我的账号',
      teams: '研究团队',
      facilities: '公共平台',
      siteSettings: '页头与页脚',
      conferences: '会议管理',
      registrations: '会议报名',
      checkin: '会议签到',
      faq: '常见问题',
      quickLinks: '快速链接',
      links: '失效链接',
      statistics: '访问统计',
      retention: '数据保留',
    },
  },
  en: {
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    signOut: 'Sign out',
    nav: 'Console',
    menu: 'Menu',
    items: {
      dashboard: 'Dashboard',
      articles: 'All items',
      media: 'Media library',
      siteMenu: 'Site menu',
      homePage: 'Home page',
      users: 'Users',
      superUsers: 'Super users',
      audit: 'Audit log',
      helpdesk: 'Help desk',
      mail: 'Mail',
      account: 'My account',
      teams: 'Teams',
      facilities: 'Core facilities',
      siteSettings: 'Site header & footer',
      conferences: 'Conferences',
      registrations: 'Registrations',
      checkin: 'Check-in',
      faq: 'FAQ',
      quickLinks: 'Quick links',
      links: 'Broken links',
      statistics: 'Statistics',
      retention: 'Retention',
    },
  },
} as const

type Item = keyof (typeof TEXT)['en']['items']

/** The demo accounts (README) and what each may use. */
const ACCOUNTS: { username: string; name: string; role: Record<Lang, string>; nav: Item[] }[] = [
  {
    username: 'admin',
    name: 'Demo Administrator',
    role: { zh: '超级管理员', en: 'Super user' },
    nav: [
      'dashboard',
      'articles',
      'media',
      'teams',
      'facilities',
      'faq',
      'quickLinks',
      'links',
      'statistics',
      'siteMenu',
      'homePage',
      'siteSettings',
      'conferences',
      'registrations',
      'checkin',
      'retention',
      'users',
      'superUsers',
      'helpdesk',
      'mail',
      'audit',
      'account',
    ],
  },
  {
    username: 'editor',
    name: 'Demo Editor',
    role: { zh: '编辑', en: 'Editor' },
    // Editor of the news section only: it holds no team, core facility or conference.
    nav: ['dashboard', 'articles', 'media', 'links', 'statistics', 'account'],
  },
  {
    username: 'reviewer',
    name: 'Demo Reviewer',
    role: { zh: '审核人', en: 'Reviewer' },
    nav: ['dashboard', 'articles', 'media', 'teams', 'facilities', 'links', 'statistics', 'homePage', 'conferences', 'account'],
  },
  {
    username: 'teamadmin',
    name: 'Demo Team Administrator',
    role: { zh: '课题组管理员', en: 'Group administrator' },
    nav: ['dashboard', 'teams', 'account'],
  },
]

async function signIn(page: Page, lang: Lang, username: string) {
  const text = TEXT[lang]
  await page.getByLabel(text.username, { exact: true }).fill(username)
  await page.getByLabel(text.password, { exact: true }).fill(`demo-password-${username}`)
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  await page.getByRole('button', { name: text.signOut }).waitFor({ timeout: 15_000 })
}

async function navItems(page: Page, lang: Lang): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: TEXT[lang].nav })
  await nav.waitFor()
  return nav.getByRole('link').allInnerTexts()
}

describe('signing in as each demo account', () => {
  for (const [i, account] of ACCOUNTS.entries()) {
    const lang: Lang = i % 2 ? 'en' : 'zh'
    test(`${account.username} (${lang}) sees only what they may use, then signs out`, async () => {
      const { page } = await openPage(browser(), { lang, width: 1280, path: '/console/', expectedFailures: SIGNED_OUT })
      await signIn(page, lang, account.username)
      await settle(page)
      // Signing in does not navigate, so the network's quiet was reached before it: wait for the dashboard's reads too.
      await expect.poll(() => page.locator('main').getByRole('status').count()).toBe(0)
      await screenshot(page, `console-${account.username}-${lang}`)
      expect(await navItems(page, lang)).toEqual(account.nav.map((item) => TEXT[lang].items[item]))
      // The entries stand in named groups: each group a list named by its heading.
      const nav = page.getByRole('navigation', { name: TEXT[lang].nav })
      const groups = await nav.getByRole('heading').allInnerTexts()
      if (account.username === 'admin') {
        expect(groups.map((g) => g.toLowerCase())).toEqual(
          (lang === 'zh' ? ['内容', '网站', '会议', '人员', '管理'] : ['Content', 'Site', 'Conferences', 'People', 'Administration']).map(
            (g) => g.toLowerCase(),
          ),
        )
        expect(await nav.getByRole('list', { name: groups[0] }).getByRole('link').allInnerTexts()).toEqual(
          ['articles', 'media', 'teams', 'facilities', 'faq', 'quickLinks', 'links', 'statistics'].map(
            (item) => TEXT[lang].items[item as Item],
          ),
        )
      }
      const banner = page.getByRole('banner')
      await expect.poll(() => banner.innerText()).toContain(account.name)
      expect(await banner.innerText()).toContain(account.role[lang])

      await page.getByRole('button', { name: TEXT[lang].signOut }).click()
      await page.getByLabel(TEXT[lang].username, { exact: true }).waitFor()
      const me = await page.evaluate(
        async () =>
          (await fetch('/api/staff/auth/me', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
      )
      expect(me).toBe(401)
      expectNoConsoleErrors(page)
    })
  }

  test('a screen the person may not use says so, and is not in the navigation', async () => {
    const { page } = await openPage(browser(), { lang: 'en', width: 1280, path: '/console/audit', expectedFailures: SIGNED_OUT })
    await signIn(page, 'en', 'editor')
    await expect.poll(() => page.getByRole('main').innerText()).toContain('You may not do this')
    await screenshot(page, 'console-no-permission-en')
    expect(await navItems(page, 'en')).not.toContain('Audit log')
  })
})

describe('a session lost mid-work', () => {
  test('shows sign-in in place and comes back to the same screen with the same filters', async () => {
    const { page, context } = await openPage(browser(), {
      lang: 'en',
      width: 1280,
      path: '/console/users?search=demo',
      expectedFailures: ['/api/staff/'],
    })
    await signIn(page, 'en', 'admin')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Users')
    // The session ends behind the person's back (as an idle timeout or an administrator would end it).
    await context.clearCookies()
    await page.getByRole('link', { name: 'Audit log' }).click()
    await page.getByLabel('User name', { exact: true }).waitFor({ timeout: 15_000 })
    expect(new URL(page.url()).pathname).toBe('/console/audit')
    await signIn(page, 'en', 'admin')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Audit log')
    await page.goBack()
    await expect.poll(() => new URL(page.url()).search).toBe('?search=demo')
    await expect.poll(() => page.getByLabel('Search accounts').inputValue()).toBe('demo')
  })
})

/**
 * The parts of the menu and home-page screens that open on demand: a chosen menu entry's editor and
 * a banner's dialog. The demo's own tree and banners are what is looked at; nothing is changed.
 */
async function menuEntryAndBannerDialog(page: Page, lang: Lang, width: number): Promise<string[]> {
  const found: string[] = []
  await page.goto(`${baseUrl()}/console/menu`)
  const tree = page.getByRole('treegrid')
  await tree.getByRole('row').first().click()
  await page.locator('#menu-entry-title').waitFor()
  await settle(page)
  found.push(...(await checkA11y(page)).map((v) => `menu entry: ${v}`))
  await screenshot(page, `console-menu-entry-${lang}-${width}`)

  await page.goto(`${baseUrl()}/console/home-page`)
  await page.getByRole('grid').getByRole('row').first().waitFor()
  await settle(page)
  await screenshot(page, `console-home-page-${lang}-${width}`)
  await page
    .getByRole('button', { name: lang === 'zh' ? /^编辑焦点图/ : /^Edit the banner/ })
    .first()
    .click()
  await page.getByRole('dialog').waitFor()
  found.push(...(await checkA11y(page)).map((v) => `banner dialog: ${v}`))
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  return found
}

describe('accessibility', () => {
  const SCREENS = [
    '/console/',
    '/console/menu',
    '/console/home-page',
    '/console/users',
    '/console/super-users',
    '/console/audit',
    '/console/helpdesk',
    '/console/mail',
    '/console/account',
  ] as const
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 375] as const) {
      test(`sign-in and every screen of an administrator, ${lang} at ${width} px: no serious axe violation`, async () => {
        const { page } = await openPage(browser(), { lang, width, path: '/console/', expectedFailures: SIGNED_OUT })
        await page.getByLabel(TEXT[lang].username, { exact: true }).waitFor()
        const found: string[] = (await checkA11y(page)).map((v) => `sign-in: ${v}`)
        await signIn(page, lang, 'admin')
        const users = await page.evaluate(async () => {
          const me = await (
            await fetch('/api/staff/auth/me', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
          ).json()
          return me.retMap.user.id as number
        })
        for (const path of [...SCREENS, `/console/users/${users}`]) {
          await page.goto(`${baseUrl()}${path}`)
          await page.getByRole('heading', { level: 1 }).waitFor()
          await settle(page)
          found.push(...(await checkA11y(page)).map((v) => `${path}: ${v}`))
        }
        found.push(...(await menuEntryAndBannerDialog(page, lang, width)))
        if (width === 375) {
          await page.getByRole('button', { name: TEXT[lang].menu }).click()
          await page.getByRole('navigation', { name: TEXT[lang].nav }).getByRole('link').first().waitFor()
          found.push(...(await checkA11y(page)).map((v) => `open menu: ${v}`))
          await screenshot(page, `console-menu-${lang}-${width}`)
        }
        expect(found).toEqual([])
        expectNoConsoleErrors(page)
      })
    }
  }
})
