/**
 * Citation files in the browser: a paper's page offers "Cite: BibTeX · RIS" and the paper
 * list "Export these" with its current filters, in both languages at both widths; each link
 * downloads the file the server writes, read back here.
 */
import { readFile } from 'node:fs/promises'
import type { Download, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { api, baseUrl, expectNoConsoleErrors, LANGS, openPage, screenshot, useBrowser, WIDTHS, type Lang } from './support/browser.js'

const browser = useBrowser()

interface Paper {
  id: number
  title: string
  year: number | null
  doi: string | null
}
interface Entry {
  id: number
  path: string
  listTemplate: string
  children: Entry[]
}

const HINT = {
  zh: { paper: '（下载本文的引用文件）', list: '（下载所列论文的引用文件）' },
  en: { paper: '(download this paper’s citation file)', list: '(download the papers listed as a citation file)' },
}

const papers = (lang: Lang, menuId: number, search: Record<string, unknown> = {}) =>
  api<{ articleList: Paper[]; total: number }>(baseUrl(), '/api/article/list', {
    lang,
    menuId,
    page: JSON.stringify({ pageNum: 1, pageSize: 100 }),
    search: JSON.stringify({ keyword: '', category: '', ...search }),
  })

/** Clicks a link and reads the file the browser saves. */
async function download(page: Page, link: ReturnType<Page['locator']>): Promise<{ name: string; text: string }> {
  const saved: Promise<Download> = page.waitForEvent('download')
  await link.click()
  const file = await saved
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') }
}

/** A link's accessible name: the format, then the hidden words saying what it downloads. */
const named = (format: string, hint: string) => new RegExp(`^${format}\\s*${hint.replace(/[()]/g, '\\$&')}$`)
const bibTitles = (text: string) => [...text.matchAll(/^ {2}title = \{(.*)\},?$/gm)].map((m) => m[1])
const risTitles = (text: string) => [...text.matchAll(/^TI {2}- (.*)\r$/gm)].map((m) => m[1])
/** How a title reads in BibTeX: LaTeX's special characters escaped (the demo's titles have only these). */
const asBibtex = (title: string) => title.replace(/[&%$#_]/g, (c) => `\\${c}`)

describe.each(LANGS)('citation files in %s', (lang) => {
  test.each(WIDTHS)('at %i px: the paper list exports its papers as filtered, a paper page cites its paper', async (width) => {
    const menu = (await api<{ menuList: Entry[] }>(baseUrl(), '/api/menu/list', { lang, type: 'top' })).menuList
    const entry = menu.find((e) => e.path === '/researchAchievement')!.children.find((c) => c.listTemplate === 'paper')!
    const { page } = await openPage(browser(), { lang, width, path: `/#${entry.path}` })

    const exportBar = page.locator('[data-list] [data-paper-export]')
    await exportBar.waitFor()
    for (const name of ['BibTeX', 'RIS']) expect(await exportBar.getByRole('link', { name: named(name, HINT[lang].list) }).count()).toBe(1)
    expect(await exportBar.locator('a[data-format="bib"]').getAttribute('download')).toBe('')

    // Filtered by a year the list has papers in: the file holds that year's papers, in the list's order.
    const year = (await papers(lang, entry.id)).articleList.find((p) => p.year !== null)!.year!
    await page.locator('[data-year-filter]').selectOption(String(year))
    const found = await papers(lang, entry.id, { year })
    expect(found.total).toBeLessThanOrEqual(100)
    const ofYear = found.articleList
    await expect.poll(() => exportBar.locator('a[data-format="ris"]').getAttribute('href')).toContain(`year=${year}`)
    const ris = await download(page, exportBar.locator('a[data-format="ris"]'))
    expect(ris.name).toBe('papers.ris')
    expect(ris.text.startsWith('TY  - JOUR\r\n')).toBe(true)
    expect(risTitles(ris.text)).toEqual(ofYear.map((p) => p.title))
    expect(ris.text).toContain(`?lang=${lang}\r\n`)
    const bib = await download(page, exportBar.locator('a[data-format="bib"]'))
    expect(bib.name).toBe('papers.bib')
    expect(bibTitles(bib.text)).toEqual(ofYear.map((p) => asBibtex(p.title)))
    await screenshot(page, `citation-list-${lang}-${width}`)

    // A paper's own page: "Cite" with both files, named for screen readers.
    const paper = ofYear[0]!
    await page.goto(`${baseUrl()}/#/detail/researchAchievementpaper/${paper.id}`)
    const cite = page.locator('[data-cite]')
    await cite.waitFor()
    expect(await cite.textContent()).toContain(lang === 'zh' ? '引用：' : 'Cite: ')
    for (const [format, name] of [
      ['bib', 'BibTeX'],
      ['ris', 'RIS'],
    ] as const) {
      const link = cite.getByRole('link', { name: named(name, HINT[lang].paper) })
      expect(await link.getAttribute('href')).toBe(`/cite/paper/${paper.id}.${format}?lang=${lang}`)
      const file = await download(page, link)
      expect(file.name).toBe(`paper-${paper.id}.${format}`)
      expect(format === 'bib' ? bibTitles(file.text) : risTitles(file.text)).toEqual([
        format === 'bib' ? asBibtex(paper.title) : paper.title,
      ])
      if (paper.doi) expect(file.text).toContain(paper.doi)
    }
    await screenshot(page, `citation-paper-${lang}-${width}`)
    expectNoConsoleErrors(page)
  })
})
