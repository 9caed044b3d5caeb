/**
 * Times in the console and on the site are the institute's (the server's SITE_TIMEZONE, here the
 * default Asia/Shanghai), whatever zone the browser is in: staff in New York type a conference's
 * registration deadline and an event's time as Beijing clocks read, the field says so, the server
 * stores the instant that names, and the public pages show the same wall-clock time with the zone.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { checkA11y, expectNoConsoleErrors, openPage, screenshot, useBrowser, useSeededServer, type Lang } from './support/browser.js'
import { api } from './support/server.js'
import { sectionId, staffApi } from './support/staff-api.js'

const browser = useBrowser()
// A server of its own: the conferences and events published here must not reach other files' pages.
const server = useSeededServer(async () => ({}), 'console-time-zone')
const SIGNED_OUT = ['/api/staff/auth/me']
const AWAY = 'America/New_York'
const ZONE_HELP = { zh: '中国标准时间', en: 'China Standard Time' } as const
const TEXT = {
  zh: {
    username: '用户名',
    password: '密码',
    submit: '登录',
    signOut: '退出登录',
    save: '保存',
    saved: '已保存。',
    deadline: '报名截止时间',
    time: '活动时间',
    registration: '报名设置',
  },
  en: {
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    signOut: 'Sign out',
    save: 'Save',
    saved: 'Saved.',
    deadline: 'Registration closes',
    time: 'Time',
    registration: 'Registration',
  },
} as const

async function signIn(page: Page, lang: Lang) {
  const text = TEXT[lang]
  await page.getByLabel(text.username, { exact: true }).fill('admin')
  await page.getByLabel(text.password, { exact: true }).fill('demo-password-admin')
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  await page.getByRole('button', { name: text.signOut }).waitFor({ timeout: 15_000 })
}

/** The description the field's input points to. */
const helpOf = (input: Locator) =>
  input.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? '')

describe('times in the site’s zone, from a browser in New York', () => {
  test.each(['zh', 'en'] as const)(
    'the registration deadline typed in the console is the instant the public page shows (%s)',
    async (lang) => {
      const admin = await staffApi(server.baseUrl(), 'admin')
      const token = `meeting${3000 + (process.pid % 500)}${lang === 'zh' ? 1 : 2}`
      const { menuId } = await admin.post<{ menuId: number }>('/api/staff/conference/create', {
        token,
        zh: { title: '时区测试会议' },
        en: { title: 'Time zone test conference' },
        startDate: '2031-06-10',
        endDate: '2031-06-11',
        timeZone: 'Asia/Shanghai',
      })
      const { page } = await openPage(
        browser(),
        {
          lang,
          width: 1280,
          path: `/console/conferences/${menuId}`,
          timeZone: AWAY,
          expectedFailures: SIGNED_OUT,
        },
        server.baseUrl(),
      )
      await signIn(page, lang)
      await page.getByRole('tab', { name: TEXT[lang].registration }).click()
      const deadline = page.getByLabel(TEXT[lang].deadline, { exact: true })
      await deadline.fill('2031-06-01T18:30')
      expect(await helpOf(deadline)).toContain(ZONE_HELP[lang])
      await page.getByRole('button', { name: TEXT[lang].save, exact: true }).click()
      await page.getByRole('status').getByText(TEXT[lang].saved).waitFor()

      const { conference } = await admin.post<{ conference: { id: number; updatedAt: string; path: string; regDeadline: string } }>(
        '/api/staff/conference/get',
        { menuId },
      )
      // 18:30 in Beijing (UTC+8) is 10:30 UTC, not New York's 22:30 UTC.
      expect(new Date(conference.regDeadline).toISOString()).toBe('2031-06-01T10:30:00.000Z')
      await page.reload()
      await page.getByRole('tab', { name: TEXT[lang].registration }).click()
      expect(await page.getByLabel(TEXT[lang].deadline, { exact: true }).inputValue()).toBe('2031-06-01T18:30')
      expect(await checkA11y(page)).toEqual([])
      await screenshot(page, `console-time-zone-deadline-${lang}-1280`)
      expectNoConsoleErrors(page)

      const submitted = await admin.post<{ version: number }>('/api/staff/conference/submit', {
        id: conference.id,
        version: Number(conference.updatedAt),
      })
      await admin.post('/api/staff/conference/approve', { id: conference.id, version: submitted.version })
      for (const width of [1280, 375] as const) {
        const site = await openPage(browser(), { lang, width, path: `/#${conference.path}/apply`, timeZone: AWAY }, server.baseUrl())
        const notice = site.page.locator('[data-registration]')
        await expect.poll(() => notice.innerText()).toContain('2031-06-01 18:30 (Asia/Shanghai)')
        expectNoConsoleErrors(site.page)
      }
    },
  )

  test.each(['zh', 'en'] as const)('an event’s time typed in the editor is the instant the public page shows (%s)', async (lang) => {
    const admin = await staffApi(server.baseUrl(), 'admin')
    const academic = await sectionId(admin, 'academic')
    const saved = await admin.post<{ id: number }>('/api/staff/article/save', {
      kind: 'event',
      menuIds: [academic.id],
      zh: { title: '时区测试报告', body: '<p>报告。</p>', location: '时区报告厅' },
      en: { title: 'Time zone test talk', body: '<p>A talk.</p>', location: 'Time zone hall' },
    })
    const { page } = await openPage(
      browser(),
      {
        lang,
        width: 375,
        path: `/console/articles/${saved.id}`,
        timeZone: AWAY,
        expectedFailures: SIGNED_OUT,
      },
      server.baseUrl(),
    )
    await signIn(page, lang)
    const time = page.getByRole('textbox', { name: TEXT[lang].time, exact: true })
    await time.fill('2031-06-02T09:15')
    expect(await helpOf(time)).toContain(ZONE_HELP[lang])
    await page.keyboard.press('Control+s')
    await page.getByRole('status').getByText(TEXT[lang].saved).waitFor()

    const { article } = await admin.post<{ article: { version: number; doc: { eventTime: string } } }>('/api/staff/article/get', {
      id: saved.id,
    })
    expect(new Date(article.doc.eventTime).toISOString()).toBe('2031-06-02T01:15:00.000Z')
    await page.reload()
    expect(await time.inputValue()).toBe('2031-06-02T09:15')
    await screenshot(page, `console-time-zone-event-${lang}-375`)
    expectNoConsoleErrors(page)

    await admin.post('/api/staff/article/approve', { id: saved.id, version: article.version })
    const site = await openPage(
      browser(),
      { lang, width: 1280, path: `/#/detail/${academic.detailType}/${saved.id}`, timeZone: AWAY },
      server.baseUrl(),
    )
    await expect.poll(() => site.page.locator('[data-fact="time"]').innerText()).toContain('2031-06-02 09:15 (Asia/Shanghai)')
    expectNoConsoleErrors(site.page)
  })

  test.each(['zh', 'en'] as const)('a preview link’s end and a report’s times read as the site’s clock (%s)', async (lang) => {
    // What the site writes for an instant: the Beijing clock, in the page's language, zone named.
    const siteClock = (iso: string) =>
      new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
        timeZone: 'Asia/Shanghai',
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: 'h23',
      }).format(new Date(iso))
    const admin = await staffApi(server.baseUrl(), 'admin')
    const news = await sectionId(admin, 'news')
    const saved = await admin.post<{ id: number }>('/api/staff/article/save', {
      kind: 'news',
      menuIds: [news.id],
      zh: { title: '时区预览稿', body: '<p>草稿。</p>' },
      en: { title: 'Time zone preview draft', body: '<p>Draft.</p>' },
    })
    const link = await admin.post<{ url: string; expiresAt: string }>('/api/staff/article/preview-link', { id: saved.id })
    const preview = await openPage(
      browser(),
      {
        lang,
        width: 375,
        path: new URL(link.url).pathname + new URL(link.url).hash,
        timeZone: AWAY,
      },
      server.baseUrl(),
    )
    await expect.poll(() => preview.page.getByRole('note').first().innerText()).toContain(`${siteClock(link.expiresAt)} (Asia/Shanghai)`)
    expectNoConsoleErrors(preview.page)

    const { ticket, key } = await api<{ ticket: string; key: string }>(server.baseUrl(), '/api/service/feedback/submit', {
      lang,
      kind: 'feedback',
      content: 'Times on the status page, please.',
    })
    const status = await api<{ createdAt: string }>(server.baseUrl(), '/api/service/ticket/status', { lang, ticket, key })
    const report = await openPage(
      browser(),
      {
        lang,
        width: 1280,
        path: `/#/service/ticket/${ticket}/${key}`,
        timeZone: AWAY,
      },
      server.baseUrl(),
    )
    const received = report.page.locator(`time[datetime="${status.createdAt}"]`).first()
    await expect.poll(() => received.innerText()).toBe(`${siteClock(status.createdAt)} (Asia/Shanghai)`)
    expect(await checkA11y(report.page)).toEqual([])
    expectNoConsoleErrors(report.page)
  })
})
