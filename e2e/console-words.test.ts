/**
 * Words staff read instead of codes, in Chromium on a server of this file's own, in both languages
 * at 1280 and 375 px, axe-clean: the audit log tells changes in the console's language (states by
 * name, a conference by its name, right plurals, automatic jobs as such); a refused password says
 * why at the field; a new conference's time zone is chosen by name and its address name suggested.
 */
import { describe, expect, test } from 'vitest'
import { checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser, useSeededServer } from './support/browser.js'
import { SIGNED_OUT, signIn } from './support/console-page.js'

const browser = useBrowser()
/** A refused password is a 400 the console answers at the field: the failure this file asks for. */
const REFUSED = [...SIGNED_OUT, '/api/staff/auth/password']

const server = useSeededServer(async (query) => {
  const [meeting] = await query<{ id: number; title_zh: string; title_en: string }>(
    'select id, title_zh, title_en from meeting order by id desc limit 1',
  )
  const line = (username: string, action: string, entity: string, entityId: string | null, summary: string) =>
    query(`insert into audit_log (user_id, username, action, entity, entity_id, address, summary) values (null, $1, $2, $3, $4, $5, $6)`, [
      username,
      action,
      entity,
      entityId,
      username === 'retention' ? 'scheduled job' : '203.0.113.7',
      summary,
    ])
  await line('admin', 'registrationDecide', 'registration', '17', 'state rejected → accepted')
  await line('admin', 'registrationExport', 'conference', String(meeting!.id), 'csv; meeting2024; 1 registrations (selected), 0 files')
  await line(
    'retention',
    'registrationPurge',
    'conference',
    String(meeting!.id),
    'meeting2022; ended 2022-05-12; kept 365 days; removed 12 registrations, 1 files (2048 bytes)',
  )
  return { meeting: meeting! }
}, 'console-words')

const TEXT = {
  zh: {
    decided: '状态：未通过 → 已通过',
    exported: '：导出 CSV，1 条报名（所选），0 个文件',
    automatic: '系统自动',
    current: '当前密码',
    new: '新密码',
    again: '再次输入新密码',
    change: '修改密码',
    repeated: '这个密码由重复的字符组成',
    create: '新建会议',
    titleZh: '中文标题',
    titleEn: '英文标题',
    start: '开始日期',
    zone: '时区',
    token: '网址名称',
    zoneName: '中国标准时间',
  },
  en: {
    decided: 'State: Rejected → Accepted',
    exported: ': CSV export, 1 registration (selected), 0 files',
    automatic: 'Automatic',
    current: 'Current password',
    new: 'New password',
    again: 'New password again',
    change: 'Change password',
    repeated: 'This password repeats the same characters',
    create: 'New conference',
    titleZh: 'Chinese title',
    titleEn: 'English title',
    start: 'First day',
    zone: 'Time zone',
    token: 'Name in the web address',
    zoneName: 'China Standard Time',
  },
} as const

describe('words instead of codes', () => {
  for (const lang of ['zh', 'en'] as const) {
    const text = TEXT[lang]
    for (const width of [1280, 375] as const) {
      test(`the audit log in ${lang} at ${width} px tells changes in the console's language`, async () => {
        const { page } = await openPage(browser(), { lang, width, path: '/console/audit', expectedFailures: SIGNED_OUT }, server.baseUrl())
        await signIn(page, lang, 'admin')
        await page.getByText(text.decided, { exact: true }).waitFor()
        const conference = server.made().meeting[lang === 'zh' ? 'title_zh' : 'title_en']
        // The conference's name comes with its own answer, after the log's lines.
        await expect.poll(() => page.getByText(`${conference}${text.exported}`, { exact: true }).count()).toBe(1)
        expect(await page.getByText(text.automatic, { exact: true }).count()).toBeGreaterThan(0)
        // No English phrase of codes and no bare conference number left in the table.
        const table = await page.locator('main').innerText()
        expect(table).not.toMatch(/state rejected|registrations \(selected\)|meeting2024|scheduled job/)
        await settle(page)
        expect(await checkA11y(page)).toEqual([])
        await screenshot(page, `console-words-audit-${lang}-${width}`)
        expectNoConsoleErrors(page)
      })
    }
  }
  // These write audit lines of their own, so they run after the audit log's tests: their lines would
  // push what those look for off the log's first page.
  for (const lang of ['zh', 'en'] as const) {
    const text = TEXT[lang]
    test(`a refused password says why at the field, and a new conference's zone and address are chosen in words (${lang})`, async () => {
      const { page } = await openPage(
        browser(),
        { lang, width: 375, path: '/console/account', expectedFailures: REFUSED },
        server.baseUrl(),
      )
      await signIn(page, lang, 'admin')
      await page.getByLabel(text.current, { exact: true }).fill('demo-password-admin')
      await page.getByLabel(text.new, { exact: true }).fill('aaaaaaaaaa')
      await page.getByLabel(text.again, { exact: true }).fill('aaaaaaaaaa')
      await page.getByRole('button', { name: text.change, exact: true }).click()
      const field = page.getByLabel(text.new, { exact: true })
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true')
      expect(await page.getByText(text.repeated).count()).toBe(1)
      await settle(page)
      expect(await checkA11y(page)).toEqual([])
      await screenshot(page, `console-words-password-${lang}-375`)

      await page.goto(`${server.baseUrl()}/console/conferences`)
      await page.getByText(text.create, { exact: true }).click()
      const zone = page.getByLabel(text.zone, { exact: true })
      expect(await zone.locator('option:checked').innerText()).toMatch(new RegExp(`^${text.zoneName} · Shanghai`))
      expect(await zone.inputValue()).toBe('Asia/Shanghai')
      await page.getByLabel(text.titleZh, { exact: true }).fill('2031 脑科学年会')
      await page.getByLabel(text.titleEn, { exact: true }).fill('Brain Science Meeting')
      await page.getByLabel(text.start, { exact: true }).fill('2031-05-10')
      expect(await page.getByLabel(text.token, { exact: true }).inputValue()).toBe('meeting2031')
      await settle(page)
      expect(await checkA11y(page)).toEqual([])
      await screenshot(page, `console-words-conference-${lang}-375`)
      expectNoConsoleErrors(page)
    })
  }
})
