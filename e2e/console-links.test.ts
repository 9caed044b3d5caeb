/**
 * The console's Broken links screen in Chromium on a server of this file's own: an administrator
 * reads the broken links of an article and of the quick links with what went wrong in words, in
 * both languages at 1280 and 375 px (no sideways scrolling, axe-clean), and ignores one; the overview
 * counts them.
 */
import { describe, expect, test } from 'vitest'
import { checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser, useSeededServer } from './support/browser.js'
import { SIGNED_OUT, signIn } from './support/console-page.js'
import { insertArticle } from './support/factories.js'

const browser = useBrowser()
const LONG_TARGET = 'https://partner.example.org/programme/2025/brain-science-open-day/sessions-and-speakers-of-the-afternoon'

const server = useSeededServer(async (query) => {
  const article = await insertArticle(query, {
    kind: 'news',
    title: { zh: '脑科学开放日', en: 'Brain science open day' },
    templates: ['news'],
    body: { zh: `<p><a href="${LONG_TARGET}">会议日程</a></p>`, en: '<p><a href="https://lab.gone.example.org/">Partner lab</a></p>' },
  })
  const [quick] = await query<{ id: number }>('select min(id) as id from quick_link')
  const insert = (values: unknown[]) =>
    query(
      `insert into link_check (item_kind, item_id, field, section_ids, title_zh, title_en, link_text, target, kind, status, problem, http_status,
         first_broken_at, last_checked_at)
       values ($1, $2, $3, coalesce((select array_agg(menu_id) from article_menu where article_id = $2 and $1 = 'article'), '{}'),
         $4, $5, $6, $7, 'link', 'broken', $8, $9, now() - interval '3 days', now())`,
      values,
    )
  await insert(['article', article, 'body_zh', '脑科学开放日', 'Brain science open day', '会议日程', LONG_TARGET, 'http404', 404])
  await insert([
    'article',
    article,
    'body_en',
    '脑科学开放日',
    'Brain science open day',
    'Partner lab',
    'https://lab.gone.example.org/',
    'dns',
    null,
  ])
  await insert(['quickLink', quick!.id, 'url', '仪器预约', 'Instrument booking', '仪器预约', 'https://booking.example.org/', 'tls', null])
  return { article }
}, 'console-links')

const TEXT = {
  zh: {
    notFound: '页面不存在（404）',
    dns: '网站的域名无法解析',
    tls: '网站的安全证书无效',
    ignore: '忽略：https://lab.gone.example.org/',
    ignored: '已忽略这条链接',
    card: '失效链接',
  },
  en: {
    notFound: 'Page not found (404)',
    dns: 'The site’s name does not resolve',
    tls: 'The site’s security certificate is not valid',
    ignore: 'Ignore: https://lab.gone.example.org/',
    ignored: 'The link is ignored',
    card: 'Broken links',
  },
} as const

describe('the broken links screen', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 375] as const) {
      test(`${lang} at ${width} px: each link with what went wrong in words, no sideways scrolling, no serious axe violation`, async () => {
        const text = TEXT[lang]
        const { page } = await openPage(browser(), { lang, width, path: '/console/links', expectedFailures: SIGNED_OUT }, server.baseUrl())
        await signIn(page, lang, 'admin')
        await page.getByText(text.notFound, { exact: true }).waitFor()
        expect(await page.getByText(text.dns, { exact: true }).count()).toBe(1)
        expect(await page.getByText(text.tls, { exact: true }).count()).toBe(1)
        expect(await page.getByText(LONG_TARGET, { exact: true }).count()).toBe(1)
        const item = page.getByRole('link', { name: lang === 'zh' ? '脑科学开放日' : 'Brain science open day' }).first()
        expect(await item.getAttribute('href')).toBe(`/console/articles/${server.made().article}`)
        await settle(page)
        // A phone shows each row's item, link and problem without scrolling sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
        expect(await checkA11y(page, { alsoReport: ['landmark-unique'] })).toEqual([])
        await screenshot(page, `console-links-${lang}-${width}`)
        expectNoConsoleErrors(page)
      })
    }
  }

  test('an editor sees the broken links of their sections only, and cannot check everything', async () => {
    const { page } = await openPage(
      browser(),
      { lang: 'zh', width: 375, path: '/console/links', expectedFailures: SIGNED_OUT },
      server.baseUrl(),
    )
    await signIn(page, 'zh', 'editor')
    await page.getByText(TEXT.zh.notFound, { exact: true }).waitFor()
    expect(await page.getByText(TEXT.zh.dns, { exact: true }).count()).toBe(1)
    // The quick link belongs to no section: administrators'.
    expect(await page.getByText(TEXT.zh.tls, { exact: true }).count()).toBe(0)
    expect(await page.getByRole('button', { name: '立即检查全部链接' }).count()).toBe(0)
    expectNoConsoleErrors(page)
  })

  test('the overview counts the broken links; one ignored leaves the list', async () => {
    const { page } = await openPage(
      browser(),
      { lang: 'en', width: 1280, path: '/console/', expectedFailures: SIGNED_OUT },
      server.baseUrl(),
    )
    await signIn(page, 'en', 'admin')
    const card = page.getByRole('region', { name: /Broken links/ })
    await card.waitFor()
    await expect.poll(() => card.getByText(LONG_TARGET, { exact: false }).count()).toBe(1)
    await screenshot(page, 'console-links-overview-en-1280')
    await card.getByRole('link', { name: 'See all broken links' }).click()
    await page.getByRole('button', { name: TEXT.en.ignore }).click()
    await page.getByText(TEXT.en.ignored, { exact: false }).waitFor()
    await expect.poll(() => page.getByText(TEXT.en.dns, { exact: true }).count()).toBe(0)
    expectNoConsoleErrors(page)
  })
})
