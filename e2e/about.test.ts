/**
 * The about section: the institute overview, the leaders, the academic committee by role
 * and the departments with their contacts, in both languages at both widths, checked against what
 * the API answers; axe on the leaders and the departments.
 */
import { DEPARTMENTS } from '@ibr/contract/enums'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  checkA11y,
  expectNoConsoleErrors,
  LANGS,
  openPage,
  screenshot,
  scrollThrough,
  useBrowser,
  useSeededServer,
  WIDTHS,
  type Lang,
} from './support/browser.js'
import { insertArticle, storedFile } from './support/factories.js'
import { visit } from './support/site-nav.js'

const browser = useBrowser()
// Two leaders of the test's own: one with a portrait and an e-mail address, one with neither.
const site = useSeededServer(async (query) => {
  const leader = (name: string, extra: { email?: string; pictureId?: string }) =>
    insertArticle(query, {
      kind: 'person',
      templates: ['leaderIndex'],
      title: { zh: `测试领导${name}`, en: `E2E Leader ${name}` },
      subTitle: { zh: '副所长', en: 'Deputy Director' },
      body: { zh: `<p>测试领导${name}的简历。</p>`, en: `<p>The biography of E2E Leader ${name}.</p>` },
      ...extra,
    })
  return {
    withContact: await leader('甲', { email: 'e2e.leader@example.org', pictureId: await storedFile(query, 'image') }),
    withoutContact: await leader('乙', {}),
  }
}, 'e2e-about-server.log')
const baseUrl = () => site.baseUrl()

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
  picture: string | null
  category: string | null
  location: string | null
  phone: string | null
  email: string | null
}

async function about(lang: Lang) {
  const { menuList } = await api<{ menuList: Entry[] }>(baseUrl(), '/api/menu/list', { lang, type: 'top' })
  const section = menuList.find((e) => e.children.some((c) => c.listTemplate === 'leaderIndex'))!
  const child = (template: string) => section.children.find((c) => c.listTemplate === template)!
  return { overview: child('overview'), leaders: child('leaderIndex'), committee: child('committee'), departments: child('department') }
}

const items = async (lang: Lang, menuId: number, category = '') =>
  (
    await api<{ articleList: Item[] }>(baseUrl(), '/api/article/list', {
      lang,
      menuId,
      page: JSON.stringify({ pageNum: 1, pageSize: 100 }),
      search: JSON.stringify({ keyword: '', category }),
    })
  ).articleList
const body = async (lang: Lang, id: number) =>
  (await api<{ article: { body: string } }>(baseUrl(), '/api/article/detail', { lang, id })).article.body

/** The opening words of each paragraph of an HTML body, as a visitor reads them. */
const paragraphs = (html: string) =>
  [...html.matchAll(/<p>(.*?)<\/p>/gs)]
    .map((m) =>
      m[1]!
        .replace(/<[^>]+>/g, '')
        .trim()
        .slice(0, 16),
    )
    .filter(Boolean)

const content = (page: Page) => page.locator('[data-about-page]')

describe.each(LANGS)('about section in %s', (lang) => {
  test.each(WIDTHS)('at %i px: overview, leaders, committee and departments as the API gives them', async (width) => {
    const menu = await about(lang)
    const { page } = await openPage(browser(), { lang, width, path: '/#/home' }, baseUrl())
    const noSidewaysScroll = async (where: string) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll on ${where}`).toBeLessThanOrEqual(width)

    // Overview: the institute's page in full.
    await visit(page, menu.overview)
    const [page1] = await items(lang, menu.overview.id)
    expect(page1, 'the overview has its page in the demo').toBeTruthy()
    for (const words of [page1!.subTitle, ...paragraphs(await body(lang, page1!.id))]) {
      await expect.poll(() => content(page).innerText(), { message: `overview shows "${words}"` }).toContain(words)
    }
    await noSidewaysScroll(menu.overview.path)

    // Leaders: portrait, name, title, short biography, e-mail.
    await visit(page, menu.leaders)
    const leaders = await items(lang, menu.leaders.id)
    const { withContact, withoutContact } = site.made()
    expect(leaders.find((l) => l.id === withContact)).toMatchObject({ email: 'e2e.leader@example.org', picture: expect.any(String) })
    expect(leaders.find((l) => l.id === withoutContact)).toMatchObject({ email: null, picture: null })
    await expect
      .poll(() =>
        content(page)
          .locator('[data-person]')
          .evaluateAll((people) => people.map((p) => Number(p.getAttribute('data-person')))),
      )
      .toEqual(leaders.map((l) => l.id))
    for (const leader of leaders) {
      const card = content(page).locator(`[data-person="${leader.id}"]`)
      expect(await card.locator('h2').innerText()).toBe(leader.title)
      const [first] = paragraphs(await body(lang, leader.id))
      await expect.poll(() => card.innerText(), { message: `bio of ${leader.title}` }).toContain(first)
      const text = await card.innerText()
      expect(text).toContain(leader.subTitle)
      const mailto = await card.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(mailto, `e-mail of ${leader.title}`).toEqual(leader.email ? [`mailto:${leader.email}`] : [])
      const portraits = await card.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('alt')))
      expect(portraits, `portrait of ${leader.title}`).toEqual(leader.picture ? [expect.stringContaining(leader.title)] : [])
    }
    await noSidewaysScroll(menu.leaders.path)
    await scrollThrough(page)
    await screenshot(page, `about-leaders-${lang}-${width}`)

    // Committee: one group per role, each with the API's members of that role.
    await visit(page, menu.committee)
    let members = 0
    for (const role of ['chair', 'viceChair', 'member']) {
      const expected = await items(lang, menu.committee.id, role)
      members += expected.length
      const group = content(page).locator(`[data-committee-role="${role}"]`)
      await expect
        .poll(() => group.locator('[data-person]').evaluateAll((people) => people.map((p) => Number(p.getAttribute('data-person')))), {
          message: role,
        })
        .toEqual(expected.map((m) => m.id))
      const texts = await group.locator('[data-person]').allInnerTexts()
      expected.forEach((member, index) => {
        expect(texts[index]).toContain(member.title)
        expect(texts[index]).toContain(member.subTitle)
      })
    }
    expect(members).toBe((await items(lang, menu.committee.id)).length)
    await noSidewaysScroll(menu.committee.path)

    // Departments: the eight the site lists, each with location, phone and e-mail.
    await visit(page, menu.departments)
    const departments = await items(lang, menu.departments.id)
    expect(departments.map((d) => d.category).sort()).toEqual([...DEPARTMENTS].sort())
    await expect.poll(() => content(page).locator('[data-department]').count()).toBe(DEPARTMENTS.length)
    for (const department of departments) {
      const card = content(page).locator(`[data-department="${department.category}"]`)
      const text = await card.innerText()
      for (const part of [department.title, department.subTitle, department.location!, department.phone!, department.email!])
        expect(text).toContain(part)
      expect(await card.locator(`a[href="mailto:${department.email}"]`).count()).toBe(1)
      expect(await card.locator('a[href^="tel:"]').count()).toBe(1)
      expect(await card.locator('h2 a').getAttribute('target')).toBe('_blank')
    }
    await noSidewaysScroll(menu.departments.path)
    await scrollThrough(page)
    await screenshot(page, `about-departments-${lang}-${width}`)
    expectNoConsoleErrors(page)
  })
})

describe('about accessibility', () => {
  test.each(LANGS)('axe finds nothing serious on the leaders, the committee and the departments in %s', async (lang) => {
    const menu = await about(lang)
    const { page } = await openPage(browser(), { lang, width: 1280, path: `/#${menu.leaders.path}` }, baseUrl())
    await content(page).locator('[data-person]').first().waitFor()
    expect(await checkA11y(page), 'leaders').toEqual([])
    await visit(page, menu.committee)
    await content(page).locator('[data-committee-role="member"]').waitFor()
    expect(await checkA11y(page), 'committee').toEqual([])
    await visit(page, menu.departments)
    await content(page).locator('[data-department]').first().waitFor()
    expect(await checkA11y(page), 'departments').toEqual([])
    expectNoConsoleErrors(page)
  })
})
