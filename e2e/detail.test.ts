/**
 * Detail pages: one item of every kind, built by the test with its source, facts,
 * attachments and neighbours, in both languages at both widths — title, text, facts, attachments
 * with sizes, neighbours, breadcrumb, copy link, print — compared with what the API answers for it;
 * the not-found page; axe on each kind.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  api,
  checkA11y,
  expectNoConsoleErrors,
  LANGS,
  openPage,
  screenshot,
  useBrowser,
  useSeededServer,
  WIDTHS,
  type Lang,
} from './support/browser.js'
import { CANCELLED, COPIED, firstWords, formatBytes, NOT_FOUND, seedSamples, type Detail, type Sample } from './support/detail-data.js'

const browser = useBrowser()
const site = useSeededServer(seedSamples, 'e2e-detail-server.log')
const baseUrl = () => site.baseUrl()

let samples: Sample[] = []
beforeAll(() => {
  samples = site.made()
})

const detailOf = async (lang: Lang, sample: Sample, menuId?: number) =>
  api<Detail>(baseUrl(), '/api/article/detail', { lang, id: sample.id, ...(menuId ? { menuId } : {}) })

/** Goes to a detail in the same tab and waits for its title. */
async function show(page: Page, sample: Sample, title: string) {
  await page.evaluate((hash) => (location.hash = hash), `#/detail/${sample.type}/${sample.id}`)
  await expect.poll(() => page.locator('#detail-title').textContent(), { message: `${sample.kind} ${sample.id}` }).toBe(title)
}

/** Everything a detail page must show of what the API answered. */
async function expectDetail(page: Page, sample: Sample, { article, prev, next }: Detail, width: number, lang: Lang) {
  const root = page.locator('[data-page=detail]')
  expect(await root.getAttribute('data-detail-kind')).toBe(article.kind)
  await expect.poll(() => page.title()).toContain(article.title)
  expect(await root.innerText()).toContain(firstWords(article.body))
  if (article.kind !== 'person' && article.kind !== 'department') {
    expect(await root.locator('[data-detail-meta] time').textContent()).toBe(article.createTime)
    expect(article.source, `the source of ${article.kind}`).not.toBe('')
    expect(await root.locator('[data-detail-meta]').innerText()).toContain(article.source)
  }

  // Breadcrumb: home, the section, the list the item came from (linked), then the item.
  const crumbs = root.locator('nav ol').first()
  expect(await crumbs.locator('a').first().getAttribute('href')).toBe('#/home')
  expect(await crumbs.locator('li').count()).toBeGreaterThanOrEqual(4)
  expect(await crumbs.locator('a').last().getAttribute('href')).toBe(`#${article.menuPath}`)
  expect(await crumbs.locator('a').last().textContent()).toBe(article.menuName)
  expect(await crumbs.locator('[aria-current=page]').textContent()).toBe(article.title)

  // Neighbours in the same list, opening in this tab.
  expect(prev, `the item before ${sample.kind} ${sample.id}`).not.toBeNull()
  expect(next, `the item after ${sample.kind} ${sample.id}`).not.toBeNull()
  expect([prev!.id, next!.id].sort(), 'the neighbours the test made').toEqual([...sample.neighbours].sort())
  for (const [rel, item] of [
    ['prev', prev!],
    ['next', next!],
  ] as const) {
    const link = root.locator(`[data-neighbour=${rel}]`)
    expect(await link.textContent()).toBe(item.title)
    expect(await link.getAttribute('href')).toBe(`#/detail/${sample.type}/${item.id}`)
  }

  // Attachments: name, size, download address.
  expect(await root.locator('[data-attachment]').count()).toBe(article.attachments.length)
  for (const file of article.attachments) {
    const link = root.locator(`[data-attachment="${file.fileId}"]`)
    expect(await link.getAttribute('href')).toBe(file.url)
    expect(await link.innerText()).toContain(file.name)
    expect(await link.innerText()).toContain(formatBytes(file.size))
  }

  const fact = (key: string) => root.locator(`[data-fact=${key}]`).innerText()
  switch (article.kind) {
    case 'video': {
      const video = root.locator('video[data-detail-video]')
      expect(await video.getAttribute('controls')).not.toBeNull()
      expect(await video.getAttribute('poster')).toBe(article.video!.poster)
      expect(await video.locator('source').getAttribute('src')).toBe(article.video!.url)
      break
    }
    case 'event':
      expect(await fact('time')).toContain(article.eventTime)
      expect(await fact('location')).toContain(article.location)
      expect(article.cancelled).toBe(true)
      expect(await fact('status')).toContain(CANCELLED[lang])
      expect(await root.locator('[data-add-to-calendar]').getAttribute('href')).toBe(`/feed/event-${article.id}.${lang}.ics`)
      break
    case 'paper':
      expect(await fact('authors')).toContain(article.authors)
      expect(await fact('journal')).toContain(article.journal)
      expect(await root.locator(`a[href="https://doi.org/${article.doi}"]`).getAttribute('target')).toBe('_blank')
      expect(await root.locator(`a[href="https://pubmed.ncbi.nlm.nih.gov/${article.pmid}/"]`).count()).toBe(1)
      break
    case 'job':
    case 'procurement':
      expect(await fact('deadline')).toContain(article.deadline)
      expect(await root.locator('[data-fact=deadline] [data-closed]').getAttribute('data-closed')).toBe(String(article.closed))
      break
  }
  if (article.kind === 'procurement') {
    expect(article.attachments.length, 'the documents the test attached').toBe(1)
    // The documents come before the text.
    const [files, text] = await Promise.all([
      root.locator('[data-attachments]').boundingBox(),
      root.locator('article > div').last().boundingBox(),
    ])
    expect(files!.y).toBeLessThan(text!.y)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll on ${sample.kind}`).toBeLessThanOrEqual(width)
}

describe.each(LANGS)('detail pages in %s', (lang) => {
  test.each(WIDTHS)('at %i px: every kind shows what the API holds', async (width) => {
    const { page, context } = await openPage(browser(), { lang, width, path: '/#/home' }, baseUrl())
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    for (const sample of samples) {
      const detail = await detailOf(lang, sample)
      await show(page, sample, detail.article.title)
      await expectDetail(page, sample, detail, width, lang)
      if (width === 1280) expect(await checkA11y(page), `axe on ${sample.kind}`).toEqual([])
      if (sample.kind === 'procurement') await screenshot(page, `detail-${sample.kind}-${lang}-${width}`)
    }

    // Copy link: the item's share address in the page's language is on the clipboard, and the page says so.
    const last = samples.at(-1)!
    await page.getByRole('button', { name: lang === 'zh' ? '复制链接' : 'Copy link' }).click()
    await expect.poll(() => page.locator('[data-copy-status]').textContent()).toBe(COPIED[lang])
    const shared = await page.evaluate(() => navigator.clipboard.readText())
    expect(shared).toBe(`${baseUrl()}/s/${last.type}/${last.id}?lang=${lang}`)

    // The QR code of the same address, for the messaging app.
    const qr = page.getByRole('button', { name: lang === 'zh' ? '二维码' : 'QR code' })
    await qr.click()
    expect(await qr.getAttribute('aria-expanded')).toBe('true')
    const code = page.locator('[data-share-qr] img')
    await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    if (width === 375) await screenshot(page, `detail-share-qr-${lang}-${width}`)
    await qr.click()
    await expect.poll(() => page.locator('[data-share-qr]').isHidden()).toBe(true)

    // The next item opens in this tab.
    const { next } = await detailOf(lang, last)
    await page.locator('[data-neighbour=next]').click()
    await expect.poll(() => page.locator('#detail-title').textContent()).toBe(next!.title)
    expect(page.url()).toContain(`#/detail/${last.type}/${next!.id}`)
    expectNoConsoleErrors(page)
  })
})

describe('detail page edge cases', () => {
  test.each(LANGS)('an unknown or malformed id says so in %s, with a way home', async (lang) => {
    for (const id of ['99999999', 'abc', '0']) {
      const { page } = await openPage(
        browser(),
        {
          lang,
          width: 375,
          path: `/#/detail/ibrNewsnews/${id}`,
          expectedFailures: ['/api/article/detail'],
        },
        baseUrl(),
      )
      const missing = page.locator('[data-detail-missing=not-found]')
      await missing.waitFor()
      expect(await missing.locator('h1').textContent()).toBe(NOT_FOUND[lang])
      expect(await missing.locator('a[href="#/home"]').count()).toBe(1)
      await expect.poll(() => page.title()).toContain(NOT_FOUND[lang])
      expect(await checkA11y(page)).toEqual([])
      expectNoConsoleErrors(page)
      await page.context().close()
    }
  })

  test('a share page reads as the item without scripts, and takes a person on to the site in its language', async () => {
    const sample = samples.find((s) => s.kind === 'news') ?? samples[0]!
    const detail = await detailOf('en', sample)
    const address = `/s/${sample.type}/${sample.id}?lang=en`
    // What a crawler or a chat app reads: the item itself, no script run.
    const html = await (await fetch(`${baseUrl()}${address}`)).text()
    expect(html).toContain(`<meta property="og:title" content="${detail.article.title}">`)
    expect(html).toContain(`<h1>${detail.article.title}</h1>`)

    // A person opening it (the site's language still Chinese) lands on the detail page in English.
    const { page } = await openPage(browser(), { lang: 'zh', width: 375, path: address }, baseUrl())
    await expect.poll(() => page.url()).toContain(`#/detail/${sample.type}/${sample.id}`)
    await expect.poll(() => page.locator('#detail-title').textContent()).toBe(detail.article.title)
    expectNoConsoleErrors(page)
  })

  test.each(LANGS)('“Add to calendar” on an event downloads its calendar file in %s', async (lang) => {
    const sample = samples.find((s) => s.kind === 'event')!
    const detail = await detailOf(lang, sample)
    const { page } = await openPage(browser(), { lang, width: 375, path: `/#/detail/${sample.type}/${sample.id}` }, baseUrl())
    await page.locator('#detail-title').waitFor()
    await screenshot(page, `detail-event-cancelled-${lang}-375`)
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-add-to-calendar]').click()])
    expect(download.suggestedFilename()).toBe(`event-${sample.id}.${lang}.ics`)
    const ics = await readFile((await download.path())!, 'utf8')
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics).toMatch(new RegExp(`\r\nUID:event-${sample.id}@[^\r]+\r\n`))
    expect(ics).toContain('STATUS:CANCELLED')
    expect(ics).toContain('DTSTART;TZID=Asia/Shanghai:20260304T143000')
    expect(ics.replace(/\r\n /g, '')).toContain(detail.article.title)
    expectNoConsoleErrors(page)
    await page.context().close()
  })

  test('print gives the content alone', async () => {
    const sample = samples.find((s) => s.kind === 'procurement')!
    const detail = await detailOf('zh', sample)
    const { page } = await openPage(browser(), { lang: 'zh', width: 1280, path: `/#/detail/${sample.type}/${sample.id}` }, baseUrl())
    await page.locator('#detail-title').waitFor()
    await page.emulateMedia({ media: 'print' })
    const hidden = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => getComputedStyle(e).display === 'none' || e.getBoundingClientRect().height === 0)
    // The site's frame (header, menus, footer) and the page's own tools, breadcrumb and neighbours.
    expect(await page.locator('div[data-chrome]').evaluateAll((all) => all.every((e) => e.getBoundingClientRect().height === 0))).toBe(true)
    for (const selector of ['[data-detail-tools]', '[data-page=detail] nav ol', '[data-neighbour]'])
      expect(await hidden(selector), selector).toBe(true)
    expect(await page.locator('#detail-title').isVisible()).toBe(true)
    expect(await page.locator('[data-attachments]').isVisible()).toBe(true)
    expect(await page.locator('[data-page=detail]').innerText()).toContain(firstWords(detail.article.body))
    await screenshot(page, 'detail-print-zh')
  })
})
