/**
 * The team section: research teams by area, collaborating researchers, core facilities
 * with their instruments and services, and the team detail page, in both languages at both widths,
 * checked against what the API answers; axe on each kind of page.
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
  scrollThrough,
  useBrowser,
  useSeededServer,
  WIDTHS,
  type Lang,
} from './support/browser.js'
import { go, noSidewaysScroll, visit } from './support/site-nav.js'
import {
  firstWords,
  MADE,
  seedTeams,
  teamSection,
  type Area,
  type Facility,
  type FacilityDetail,
  type Team,
  type TeamDetail,
} from './support/team-data.js'

const browser = useBrowser()
const site = useSeededServer(seedTeams, 'e2e-team-server.log')
const baseUrl = () => site.baseUrl()
const research = <T>(lang: Lang, path: string, body: Record<string, unknown>) => api<T>(baseUrl(), path, { lang, ...body })

/** Every card shows its team's name, leader, title and summary, and opens the team page in a new tab. */
async function expectCards(page: Page, teams: Team[], type: string) {
  await expect.poll(() => page.locator('[data-team]').count(), { message: 'team cards' }).toBe(teams.length)
  for (const team of teams) {
    const card = page.locator(`[data-team="${team.id}"]`)
    const text = await card.innerText()
    for (const part of [team.name, team.leader, team.leaderTitle, team.summary]) expect(text, `card ${team.id}`).toContain(part)
    expect(await card.getAttribute('href')).toBe(`#/teamDetail/${type}/${team.id}/${encodeURIComponent(team.name)}`)
    expect(await card.getAttribute('target')).toBe('_blank')
  }
}

describe.each(LANGS)('team section in %s', (lang) => {
  test.each(WIDTHS)('at %i px: teams by area, collaborating researchers and core facilities as the API gives them', async (width) => {
    const menu = await teamSection(baseUrl(), lang)
    const [{ areaList }, { teamList: people }, { facilityList }] = await Promise.all([
      research<{ areaList: Area[] }>(lang, '/api/research/list', { type: 'area' }),
      research<{ teamList: Team[] }>(lang, '/api/research/list', { type: 'consociation' }),
      research<{ facilityList: Facility[] }>(lang, '/api/research/list', { type: 'facility' }),
    ])
    expect(areaList).toHaveLength(4)
    const { page } = await openPage(browser(), { lang, width, path: '/#/home' }, baseUrl())

    // Teams: one group per research area, headed by its name, holding its teams.
    await visit(page, menu.team)
    await expectCards(
      page,
      areaList.flatMap((a) => a.teams),
      `${menu.section.listTemplate}team`,
    )
    for (const area of areaList) {
      const group = page.locator(`[data-team-group="${area.code}"]`)
      expect(await group.locator('h2').innerText()).toBe(area.name)
      expect(await group.innerText()).toContain(area.intro)
      const ids = await group.locator('[data-team]').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-team'))))
      expect(ids).toEqual(area.teams.map((t) => t.id))
    }
    await noSidewaysScroll(page, width, menu.team.path)
    await scrollThrough(page)
    await screenshot(page, `team-list-${lang}-${width}`)

    // Collaborating researchers, grouped by area too.
    await visit(page, menu.consociation)
    expect(people.length).toBeGreaterThan(0)
    await expectCards(page, people, `${menu.section.listTemplate}consociation`)
    for (const person of people) {
      const group = page.locator(`[data-team-group="${person.area}"]`)
      expect(await group.locator('h2').innerText()).toBe(person.areaName)
      expect(await group.locator(`[data-team="${person.id}"]`).count()).toBe(1)
    }
    await noSidewaysScroll(page, width, menu.consociation.path)

    // Core facilities: contacts shown; instruments and services behind a disclosure button.
    await visit(page, menu.facility)
    await expect.poll(() => page.locator('[data-facility]').count()).toBe(facilityList.length)
    for (const facility of facilityList) {
      const card = page.locator(`[data-facility="${facility.id}"]`)
      const text = await card.innerText()
      for (const part of [facility.name, facility.summary, facility.contactName, facility.phone, facility.email, facility.location])
        expect(text).toContain(part)
      expect(await card.locator(`a[href="mailto:${facility.email}"]`).count()).toBe(1)
    }
    const first = facilityList[0]!
    const { facility: detail } = await research<{ facility: FacilityDetail }>(lang, '/api/research/detail', {
      id: first.id,
      type: 'facility',
    })
    const card = page.locator(`[data-facility="${first.id}"]`)
    const toggle = card.locator('[data-facility-toggle]')
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await panel.isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => panel.locator('[data-instrument]').count()).toBe(detail.instruments.length)
    const panelText = await panel.innerText()
    for (const instrument of detail.instruments) {
      expect(panelText).toContain(instrument.name)
      expect(panelText).toContain(instrument.model)
    }
    for (const service of detail.services) expect(panelText).toContain(service)
    await noSidewaysScroll(page, width, `${menu.facility.path} opened`)
    await toggle.click()
    await expect.poll(() => panel.isVisible()).toBe(false)
    expectNoConsoleErrors(page)
  })
})

describe.each(LANGS)('team detail page in %s', (lang) => {
  test.each(WIDTHS)(
    "at %i px: photo, title, biography, interests, papers, members, contact and breadcrumb of the API's team",
    async (width) => {
      const menu = await teamSection(baseUrl(), lang)
      const { areaList } = await research<{ areaList: Area[] }>(lang, '/api/research/list', { type: 'area' })
      const card = areaList[0]!.teams[0]!
      const { team } = await research<{ team: TeamDetail }>(lang, '/api/research/detail', { id: card.id })
      const made = (name: { zh: string; en: string }) => name[lang]
      expect(team.members.map((m) => m.name)).toEqual(expect.arrayContaining([made(MADE.memberWithEmail), made(MADE.memberWithoutEmail)]))
      expect(team.members.find((m) => m.name === made(MADE.memberWithEmail))!.email).toBe(MADE.memberWithEmail.email)
      expect(team.members.find((m) => m.name === made(MADE.memberWithoutEmail))!.email).toBe('')
      expect(team.papers.find((p) => p.title === made(MADE.paperWithFacts))).toMatchObject({
        journal: MADE.paperWithFacts.journal,
        year: MADE.paperWithFacts.year,
        doi: MADE.paperWithFacts.doi,
      })
      expect(team.papers.find((p) => p.title === made(MADE.paperWithoutFacts))).toMatchObject({ journal: null, year: null, doi: null })
      const type = `${menu.section.listTemplate}team`
      const { page } = await openPage(
        browser(),
        { lang, width, path: `/#/teamDetail/${type}/${team.id}/${encodeURIComponent(team.name)}` },
        baseUrl(),
      )

      const root = page.locator(`[data-team-detail="${team.id}"]`)
      await root.waitFor()
      expect(await root.locator('h1').innerText()).toBe(team.name)
      await expect.poll(() => page.title()).toContain(team.name)
      const text = await root.innerText()
      for (const part of [
        team.leader,
        team.leaderTitle,
        team.email,
        team.phone,
        team.location,
        firstWords(team.bio),
        firstWords(team.interests),
      ])
        expect(text).toContain(part)
      const photo = root.locator('header img')
      expect(await photo.getAttribute('alt')).toContain(team.leader)
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'the photo loads' })
        .toBe(true)

      // Selected papers: each title opens the paper's page in a new tab, with journal, year and DOI.
      const papers = root.locator('[data-paper]')
      expect(await papers.count()).toBe(team.papers.length)
      for (const [index, paper] of team.papers.entries()) {
        const item = papers.nth(index)
        const itemText = await item.innerText()
        expect(itemText).toContain(paper.title)
        // Journal and year when the paper has a journal, nothing in their place when not.
        const cites = await item.locator('cite').allInnerTexts()
        expect(cites, `journal of ${paper.title}`).toEqual(paper.journal ? [expect.stringContaining(paper.journal)] : [])
        expect(cites.join(' ').includes(String(paper.year)), `year of ${paper.title}`).toBe(paper.journal !== null && paper.year !== null)
        expect(await item.locator('a').first().getAttribute('href')).toBe(`#/detail/${paper.templateList[0]}/${paper.id}`)
        expect(await item.locator('a').first().getAttribute('target')).toBe('_blank')
        const doiLinks = await item.locator('[data-doi]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        expect(doiLinks, `DOI of ${paper.title}`).toEqual(paper.doi ? [`https://doi.org/${paper.doi}`] : [])
      }

      // Members: name, role and e-mail when public.
      const members = root.locator('[data-member]')
      expect(await members.count()).toBe(team.members.length)
      for (const [index, member] of team.members.entries()) {
        const row = await members.nth(index).innerText()
        expect(row).toContain(member.name)
        expect(row).toContain(member.role)
        const mailto = await members
          .nth(index)
          .locator('a[href^="mailto:"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        expect(mailto, `e-mail of ${member.name}`).toEqual(member.email ? [`mailto:${member.email}`] : [])
      }

      // Breadcrumb: home, the section, the list the team came from, the team.
      const crumbs = page.locator('nav[aria-label] ol li')
      await expect.poll(() => crumbs.allInnerTexts()).toEqual([expect.any(String), menu.section.name, menu.team.name, team.name])
      expect(await crumbs.nth(2).locator('a').getAttribute('href')).toBe(`#${menu.team.path}`)
      await noSidewaysScroll(page, width, 'team detail')
      await scrollThrough(page)
      await screenshot(page, `team-detail-${lang}-${width}`)
      expectNoConsoleErrors(page)
    },
  )
})

describe('team detail states', () => {
  test.each(LANGS)(
    'a collaborating researcher in %s: no members or papers sections when there are none, breadcrumb to the collaborators',
    async (lang) => {
      const menu = await teamSection(baseUrl(), lang)
      const { teamList } = await research<{ teamList: Team[] }>(lang, '/api/research/list', { type: 'consociation' })
      expect(teamList.map((t) => t.id)).toContain(site.made().alone)
      const { team } = await research<{ team: TeamDetail }>(lang, '/api/research/detail', { id: site.made().alone })
      expect(team.members).toEqual([])
      expect(team.papers).toEqual([])
      const { page } = await openPage(
        browser(),
        {
          lang,
          width: 1280,
          path: `/#/teamDetail/${menu.section.listTemplate}consociation/${team.id}/x`,
        },
        baseUrl(),
      )
      const root = page.locator(`[data-team-detail="${team.id}"]`)
      await root.waitFor()
      expect(await root.locator('h1').innerText()).toBe(team.name)
      expect(await root.innerText()).toContain(firstWords(team.bio))
      expect(await root.locator('[data-team-part="members"]').count()).toBe(0)
      expect(await root.locator('[data-team-part="papers"]').count()).toBe(0)
      await expect.poll(() => page.locator('nav[aria-label] ol li').nth(2).innerText()).toBe(menu.consociation.name)
      expectNoConsoleErrors(page)
    },
  )

  test.each(LANGS)('an unknown team in %s shows a not-found state with its title and ways back', async (lang) => {
    const menu = await teamSection(baseUrl(), lang)
    const { page } = await openPage(
      browser(),
      {
        lang,
        width: 375,
        path: '/#/teamDetail/ibrTeamteam/999999/nobody',
        expectedFailures: ['/api/research/detail'],
      },
      baseUrl(),
    )
    const missing = page.locator('[data-team-missing="not-found"]')
    await missing.waitFor()
    const title = await missing.locator('h1').innerText()
    expect(title).toBe(lang === 'zh' ? '未找到该团队' : 'Team not found')
    await expect.poll(() => page.title()).toContain(title)
    // The answer is the page's own state, not an error toast on top of it.
    expect(await page.locator('[data-toast="error"]').count()).toBe(0)
    await expect.poll(() => missing.locator(`a[href="#${menu.team.path}"]`).count()).toBe(1)
    // An address whose id is not a number never asks the server.
    await page.goto(`${baseUrl()}/#/teamDetail/ibrTeamteam/abc/nobody`)
    await page.locator('[data-team-missing="not-found"]').waitFor()
    expectNoConsoleErrors(page)
  })
})

describe('team accessibility', () => {
  test.each(LANGS)('axe finds nothing serious on the team list, an opened facility and a team page in %s', async (lang) => {
    const menu = await teamSection(baseUrl(), lang)
    const { areaList } = await research<{ areaList: Area[] }>(lang, '/api/research/list', { type: 'area' })
    const { page } = await openPage(browser(), { lang, width: 1280, path: `/#${menu.team.path}` }, baseUrl())
    await page.locator('[data-team]').first().waitFor()
    expect(await checkA11y(page), 'team list').toEqual([])

    await visit(page, menu.facility)
    const toggle = page.locator('[data-facility-toggle]').first()
    await toggle.click()
    await page.locator('[data-facility-details]').first().waitFor()
    expect(await checkA11y(page), 'facilities').toEqual([])

    const team = areaList[1]!.teams[0]!
    await go(page, `/teamDetail/${menu.section.listTemplate}team/${team.id}/${encodeURIComponent(team.name)}`)
    await page.locator(`[data-team-detail="${team.id}"] [data-member]`).first().waitFor()
    expect(await checkA11y(page), 'team detail').toEqual([])
    expectNoConsoleErrors(page)
  })
})
