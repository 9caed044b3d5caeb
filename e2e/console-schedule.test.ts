/**
 * A scheduled change in the console, in Chromium on a server of this file's own: a published news
 * item changed and approved for tomorrow 10:00 (the site's zone) stays on the public site as it was,
 * and its editor says which version is online and which goes online when, with the zone named in
 * words, in both languages at both widths, passing axe.
 */
import { describe, expect, test } from 'vitest'
import { checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser, useSeededServer } from './support/browser.js'
import { SIGNED_OUT, signIn } from './support/console-page.js'
import { api } from './support/server.js'
import { sectionId, staffApi } from './support/staff-api.js'

const browser = useBrowser()
const server = useSeededServer(async () => ({}), 'console-schedule')

/** Tomorrow at 10:00 in Beijing (the server's default SITE_TIMEZONE), as an instant, and its day as the console writes it. */
function tomorrowAtTen() {
  const beijing = new Date(Date.now() + 8 * 3_600_000)
  const day = new Date(Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate() + 1, 2))
  const zh = `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日`
  const en = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(day)
  return { at: day.toISOString(), zh, en }
}

describe('a change approved for later', () => {
  test('leaves the published version online and the editor says which version goes online when', async () => {
    const admin = await staffApi(server.baseUrl(), 'admin')
    const news = await sectionId(admin, 'news')
    const saved = await admin.post<{ id: number; version: number }>('/api/staff/article/save', {
      kind: 'news',
      menuIds: [news.id],
      zh: { title: '定时更新的新闻', body: '<p>第一版正文。</p>' },
      en: { title: 'News updated on a schedule', body: '<p>First text.</p>' },
    })
    const online = await admin.post<{ version: number }>('/api/staff/article/approve', { id: saved.id, version: saved.version })
    const when = tomorrowAtTen()
    const changed = await admin.post<{ version: number }>('/api/staff/article/save', {
      id: saved.id,
      version: online.version,
      en: { title: 'News updated tomorrow' },
      publishAt: when.at,
    })
    const waiting = await admin.post<{ version: number }>('/api/staff/article/approve', { id: saved.id, version: changed.version })

    const detail = await api<{ article: { title: string } }>(server.baseUrl(), '/api/article/detail', { id: saved.id, lang: 'en' })
    expect(detail.article.title).toBe('News updated on a schedule')

    const expected = {
      zh: `线上：第 ${online.version} 版；第 ${waiting.version} 版将于 ${when.zh} 10:00（中国标准时间）上线`,
      en: `Online: version ${online.version}; version ${waiting.version} goes online on ${when.en} at 10:00 China Standard Time`,
    }
    for (const lang of ['zh', 'en'] as const) {
      for (const width of [1280, 375] as const) {
        const { page } = await openPage(
          browser(),
          { lang, width, path: `/console/articles/${saved.id}`, expectedFailures: SIGNED_OUT },
          server.baseUrl(),
        )
        await signIn(page, lang, 'admin')
        const note = page.getByTestId('public-schedule')
        await expect.poll(() => note.textContent()).toBe(expected[lang])
        await settle(page)
        expect(await checkA11y(page)).toEqual([])
        await screenshot(page, `console-schedule-${lang}-${width}`)
        expectNoConsoleErrors(page)
        await page.close()
      }
    }
  })
})
