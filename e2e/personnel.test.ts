/**
 * The personnel section: work overview, graduate admissions (category and enrolment-kind
 * filters), training and the postdoctoral station, in both languages at both widths; each filter,
 * the search and the paging checked against what the API answers for the same query; axe on a list.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
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
import { insertArticle } from './support/factories.js'
import { visit } from './support/site-nav.js'

const browser = useBrowser()

interface Entry {
  id: number
  name: string
  listTemplate: string
  path: string
  children: Entry[]
}
interface Item {
  id: number
  title: string
  subTitle: string
  category: string | null
  enrolKind: string | null
}
interface ListRet {
  articleList: Item[]
  total: number
}

const PAGE_SIZE = 10
/** The filters of each list page, as the enumerations of the contract name them. */
const FILTERS: Record<string, string[]> = {
  admissions: ['admissionNotice', 'admissionTraining', 'teacher', 'visit', 'doctoral', 'master', 'summerCamp'],
  cultivate: ['train', 'confer', 'activities', 'info'],
  postdoctor: ['postdocOverview', 'resources', 'policies', 'postdocNotice'],
}

/** Words in the title of every item the test adds, and of nothing in the demo. */
const MADE_WORDS = { zh: 'E2E测试', en: 'E2E test' }
/** Items of the test's own in the last filter of each list: more than a page, the newest first. */
const MADE_COUNT = PAGE_SIZE + 1
const site = useSeededServer(async (query) => {
  const made: Record<string, number[]> = {}
  for (const [template, filters] of Object.entries(FILTERS)) {
    const last = filters.at(-1)!
    const filter = template === 'admissions' ? { category: 'admissionNotice', enrolKind: last } : { category: last }
    made[template] = []
    for (let n = 1; n <= MADE_COUNT; n++)
      made[template].push(
        await insertArticle(query, {
          kind: 'notice',
          templates: [template],
          title: { zh: `${MADE_WORDS.zh}${template}第${n}条`, en: `${MADE_WORDS.en} ${template} item ${n}` },
          body: { zh: `<p>测试条目 ${n}。</p>`, en: `<p>Test item ${n}.</p>` },
          secondsAgo: 60 + n,
          ...filter,
        }),
      )
  }
  made.workOverview = [
    await insertArticle(query, {
      kind: 'page',
      templates: ['workOverview'],
      title: { zh: `${MADE_WORDS.zh}概况`, en: `${MADE_WORDS.en} overview` },
      body: { zh: '<p>测试概况的正文。</p>', en: '<p>The text of the test overview.</p>' },
    }),
  ]
  return made
}, 'e2e-personnel-server.log')
const baseUrl = () => site.baseUrl()

async function personnel(lang: Lang) {
  const { menuList } = await api<{ menuList: Entry[] }>(baseUrl(), '/api/menu/list', { lang, type: 'top' })
  const section = menuList.find((e) => e.children.some((c) => c.listTemplate === 'postdoctor'))!
  return section.children
}

const list = (lang: Lang, menuId: number, { pageNum = 1, keyword = '', category = '' } = {}) =>
  api<ListRet>(baseUrl(), '/api/article/list', {
    lang,
    menuId,
    page: JSON.stringify({ pageNum, pageSize: PAGE_SIZE }),
    search: JSON.stringify({ keyword, category }),
  })

const rows = (page: Page) => page.locator('[data-list] [data-article]')
const shownIds = (page: Page) => rows(page).evaluateAll((links) => links.map((a) => Number(a.getAttribute('data-article'))))

/** The list shows exactly the API's items, in its order, each with its title; the status line its total. */
async function expectShown(page: Page, expected: ListRet, what: string) {
  await expect.poll(() => shownIds(page), { message: what }).toEqual(expected.articleList.map((i) => i.id))
  await expect
    .poll(() => page.locator('[data-list] [role="status"]').innerText(), { message: `${what}: count` })
    .toContain(String(expected.total))
  const texts = await rows(page).allInnerTexts()
  expected.articleList.forEach((item, index) => expect(texts[index], what).toContain(item.title))
  const noData = /暂无数据|No data/.test(await page.locator('[data-list]').innerText())
  expect(noData, `${what}: "no data" exactly when nothing is listed`).toBe(expected.articleList.length === 0)
  await expect
    .poll(() => page.locator('[data-list] [data-page-next]').count(), { message: `${what}: paging exactly when there is a second page` })
    .toBe(expected.total > PAGE_SIZE ? 1 : 0)
}

/** Next and previous page change the rows to the API's second and first pages. */
async function expectPaging(page: Page, lang: Lang, entry: Entry, first: ListRet) {
  expect(first.total, `${entry.path} has a second page`).toBeGreaterThan(PAGE_SIZE)
  await page.locator('[data-list] [data-page-next]').click()
  await expectShown(page, await list(lang, entry.id, { pageNum: 2 }), `${entry.path} page 2`)
  await page.locator('[data-list] [data-page-prev]').click()
  await expectShown(page, first, `${entry.path} page 1 again`)
}

describe.each(LANGS)('personnel section in %s', (lang) => {
  test.each(WIDTHS)("at %i px: every page shows the API's items; filters, search and paging follow the API", async (width) => {
    const children = await personnel(lang)
    expect(children.map((c) => c.listTemplate).sort()).toEqual(['admissions', 'cultivate', 'postdoctor', 'workOverview'])
    const { page } = await openPage(browser(), { lang, width, path: '/#/home' }, baseUrl())

    for (const entry of children) {
      await visit(page, entry)
      const all = await list(lang, entry.id)
      expect(all.total, `${entry.path} has items`).toBeGreaterThan(0)

      if (entry.listTemplate === 'workOverview') {
        // Each page of the overview is there in full: title, lead and body.
        const { menu } = await api<{ menu: { intro: string } }>(baseUrl(), '/api/menu', { lang, id: entry.id })
        const content = page.locator('[data-personnel-page="workOverview"]')
        expect(all.articleList.map((i) => i.id)).toEqual(expect.arrayContaining(site.made().workOverview!))
        await expect.poll(() => content.locator('[data-overview-page]').count()).toBe(all.articleList.length)
        await expect.poll(() => content.innerText()).toContain(menu.intro.replace(/<[^>]+>/g, ''))
        for (const item of all.articleList) {
          const { article } = await api<{ article: { body: string } }>(baseUrl(), '/api/article/detail', {
            lang,
            id: item.id,
            menuId: entry.id,
          })
          const section = content.locator(`[data-overview-page="${item.id}"]`)
          expect(await section.locator('h2').innerText()).toContain(item.title)
          const words = /<p>(.*?)<\/p>/
            .exec(article.body)![1]!
            .replace(/<[^>]+>/g, '')
            .slice(0, 16)
          await expect.poll(() => section.innerText(), { message: `body of ${item.id}` }).toContain(words)
        }
        await screenshot(page, `personnel-overview-${lang}-${width}`)
        continue
      }

      await expectShown(page, all, `${entry.path} all`)
      await expectPaging(page, lang, entry, all)
      const tabs = page.locator('[data-filter-value]')
      expect(await tabs.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-filter-value')))).toEqual([
        '',
        ...FILTERS[entry.listTemplate]!,
      ])

      // Each filter shows the API's items for that one category; only the chosen button is pressed.
      for (const category of FILTERS[entry.listTemplate]!) {
        await page.locator(`[data-filter-value="${category}"]`).click()
        const expected = await list(lang, entry.id, { category })
        await expectShown(page, expected, `${entry.path} ${category}`)
        expect(expected.articleList.every((i) => i.category === category || i.enrolKind === category)).toBe(true)
        const pressed = await tabs.evaluateAll((buttons) =>
          buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.getAttribute('data-filter-value')),
        )
        expect(pressed).toEqual([category])
        // With two rows of filters, a line names the one applied.
        if (entry.listTemplate === 'admissions')
          expect(await page.locator('[data-list-filter]').innerText()).toContain(
            await page.locator(`[data-filter-value="${category}"]`).innerText(),
          )
      }

      // Search: the words of the test's own items, within the last filter, then within all items.
      const last = FILTERS[entry.listTemplate]!.at(-1)!
      const made = site.made()[entry.listTemplate]!
      const keyword = MADE_WORDS[lang]
      const search = page.locator('[data-personnel-page] form[role="search"]')
      // A list's keyword is looked up in the search index, which a job brings up to date soon after the server starts.
      await expect.poll(async () => (await list(lang, entry.id, { keyword })).total, { timeout: 60_000 }).toBe(MADE_COUNT)
      await search.locator('input').fill(keyword)
      await search.locator('button[type="submit"]').click()
      const filtered = await list(lang, entry.id, { category: last, keyword })
      expect(filtered.total).toBe(MADE_COUNT)
      expect(filtered.articleList.map((i) => i.id)).toEqual(made.slice(0, PAGE_SIZE))
      await expectShown(page, filtered, `${entry.path} ${last} "${keyword}"`)
      await page.locator('[data-filter-value=""]').click()
      const everywhere = await list(lang, entry.id, { keyword })
      expect(everywhere.total).toBe(MADE_COUNT)
      await expectShown(page, everywhere, `${entry.path} all "${keyword}"`)
      // A keyword nothing contains: the "no data" state.
      await search.locator('input').fill('zzqxv-none')
      await search.locator('button[type="submit"]').click()
      await expectShown(page, await list(lang, entry.id, { keyword: 'zzqxv-none' }), `${entry.path} nothing found`)
      await search.locator('input').fill('')
      await search.locator('button[type="submit"]').click()
      await expectShown(page, all, `${entry.path} search cleared`)

      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll on ${entry.path}`).toBeLessThanOrEqual(
        width,
      )
      if (entry.listTemplate === 'admissions') await screenshot(page, `personnel-admissions-${lang}-${width}`)
    }
    expectNoConsoleErrors(page)
  })
})

describe('personnel accessibility', () => {
  test.each(LANGS)('axe finds nothing serious on the admissions list with a filter applied, in %s', async (lang) => {
    const admissions = (await personnel(lang)).find((c) => c.listTemplate === 'admissions')!
    const { page } = await openPage(browser(), { lang, width: 1280, path: `/#${admissions.path}` }, baseUrl())
    await rows(page).first().waitFor()
    expect(await checkA11y(page), 'all').toEqual([])
    await page.locator('[data-filter-value="doctoral"]').click()
    await expectShown(page, await list(lang, admissions.id, { category: 'doctoral' }), 'doctoral')
    expect(await checkA11y(page), 'doctoral').toEqual([])
    expectNoConsoleErrors(page)
  })
})
