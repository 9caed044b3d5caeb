/**
 * What the review workflow does to the public site, in Chromium on a server of this file's
 * own: an item published in Chinese only is read in English with the Chinese text and a notice; a
 * preview link shows a draft to someone without an account, marked noindex; a
 * posting leaves the public list at its unpublish time, with nobody touching it. Content is made through
 * the staff API.
 */
import { describe, expect, test } from 'vitest'
import { checkA11y, openPage, screenshot, settle, useBrowser, useSeededServer } from './support/browser.js'
import { sectionId, staffApi } from './support/staff-api.js'

const browser = useBrowser()
const server = useSeededServer(async () => null, 'editorial-public')

describe('one language published', () => {
  test('an English reader gets the Chinese text and is told why', async () => {
    const editor = await staffApi(server.baseUrl(), 'editor')
    const reviewer = await staffApi(server.baseUrl(), 'reviewer')
    const news = await sectionId(editor, 'news')
    const saved = await editor.post('/api/staff/article/save', {
      kind: 'news',
      menuIds: [news.id],
      zh: { title: '仅中文发布的新闻', body: '<p>这是中文正文。</p>' },
      en: { title: 'Not ready in English', body: '<p>Draft English.</p>' },
    })
    const submitted = await editor.post('/api/staff/article/submit', { id: saved.id, version: saved.version })
    await reviewer.post('/api/staff/article/approve', { id: saved.id, version: submitted.version, langs: ['zh'] })

    for (const width of [1280, 375] as const) {
      const { page } = await openPage(browser(), { lang: 'en', width, path: `/#/detail/${news.detailType}/${saved.id}` }, server.baseUrl())
      await page.getByRole('heading', { level: 1, name: '仅中文发布的新闻' }).waitFor()
      await expect.poll(() => page.getByRole('note').first().innerText()).toContain('not available in English yet')
      expect(await page.locator('article[lang="zh"]').count()).toBe(1)
      await settle(page)
      await screenshot(page, `editorial-untranslated-en-${width}`)
      expect(await checkA11y(page), `untranslated item, en, ${width}`).toEqual([])
      await page.close()
    }
    const { page } = await openPage(
      browser(),
      { lang: 'zh', width: 1280, path: `/#/detail/${news.detailType}/${saved.id}` },
      server.baseUrl(),
    )
    await page.getByRole('heading', { level: 1, name: '仅中文发布的新闻' }).waitFor()
    expect(await page.getByText('暂无').count()).toBe(0)
    await page.close()
  })
})

describe('preview links', () => {
  test('show a draft on the public design to someone without an account, never indexed', async () => {
    const editor = await staffApi(server.baseUrl(), 'editor')
    const news = await sectionId(editor, 'news')
    const saved = await editor.post('/api/staff/article/save', {
      kind: 'news',
      menuIds: [news.id],
      zh: { title: '尚未发布的草稿', body: '<p>草稿正文</p>' },
      en: { title: 'A draft not yet published', body: '<p>Draft body</p>' },
    })
    const { url } = await editor.post<{ url: string }>('/api/staff/article/preview-link', { id: saved.id })
    const { page } = await openPage(
      browser(),
      { lang: 'en', width: 375, path: new URL(url).pathname + new URL(url).hash },
      server.baseUrl(),
    )
    await page.getByRole('heading', { level: 1, name: 'A draft not yet published' }).waitFor()
    await expect.poll(() => page.getByRole('note').first().innerText()).toContain('Preview')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await settle(page)
    await screenshot(page, 'editorial-preview-en-375')
    expect(await checkA11y(page)).toEqual([])
    await page.close()
  })
})

describe('scheduled unpublish', () => {
  test('takes a posting off the public list at its time', async () => {
    const admin = await staffApi(server.baseUrl(), 'admin')
    const jobs = await sectionId(admin, 'recruitInfo')
    const saved = await admin.post('/api/staff/article/save', {
      kind: 'job',
      menuIds: [jobs.id],
      category: 'lab',
      zh: { title: '即将截止的实验室岗位', body: '<p>招聘</p>' },
      unpublishAt: new Date(Date.now() + 6000).toISOString(),
    })
    await admin.post('/api/staff/article/approve', { id: saved.id, version: saved.version })
    const listPath = `/#/${jobs.detailType.replace(/recruitInfo$/, '')}/recruitInfo`
    const { page } = await openPage(browser(), { lang: 'zh', width: 1280, path: listPath }, server.baseUrl())
    await page.getByText('即将截止的实验室岗位').first().waitFor()
    await expect
      .poll(
        async () => {
          await page.reload()
          await settle(page)
          return page.getByText('即将截止的实验室岗位').count()
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(0)
    await page.close()
  })
})
