/**
 * The conferences: both conferences' six pages in both languages at both widths show what
 * the API gives; the programme's day tabs show each day's sessions; axe finds nothing serious.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { conferences, expectedContent, schedule, sign, tags } from './conference-support/conference-api.js'
import { baseUrl, checkA11y, expectNoConsoleErrors, LANGS, openPage, useBrowser, WIDTHS } from './support/browser.js'
import { visit } from './support/site-nav.js'

const browser = useBrowser()

const content = (page: Page) => page.locator('article[aria-labelledby="page-title"]')

describe.each(LANGS)('conference pages in %s', (lang) => {
  test.each(WIDTHS)("at %i px: all six pages of both conferences show the API's content", async (width) => {
    const list = await conferences(baseUrl(), lang)
    expect(list.map((c) => c.listTemplate)).toEqual(['meeting2024', 'meeting2022'])
    const { page } = await openPage(browser(), { lang, width, path: '/#/home' })
    for (const conference of list) {
      expect(conference.children.map((p) => p.listTemplate)).toEqual(['overview', 'apply', 'schedule', 'guest', 'file', 'review'])
      for (const entry of conference.children) {
        const { texts, alts } = await expectedContent(baseUrl(), lang, conference, entry)
        // The demo's coming conference (dated from the seed's day) has had no review yet.
        if (entry.listTemplate === 'review' && texts.length === 0 && conference === list[0]) continue
        expect(texts.length, `${entry.path} has content in the demo`).toBeGreaterThan(0)
        await visit(page, entry)
        for (const text of texts) {
          await expect.poll(() => content(page).innerText(), { message: `${entry.path} shows "${text}"` }).toContain(text)
        }
        const shown = await content(page)
          .locator('img')
          .evaluateAll((images) => images.map((i) => i.getAttribute('alt')))
        for (const alt of alts) expect(shown, `${entry.path} has a picture described "${alt}"`).toContain(alt)
        // The conference a page belongs to is named on it.
        expect(await content(page).innerText()).toContain(conference.name)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll on ${entry.path}`).toBeLessThanOrEqual(
          width,
        )
      }
    }
    expectNoConsoleErrors(page)
  })
})

describe('registration pages', () => {
  test.each(LANGS)("in %s: 2024 offers the conference's form, 2022 says it is closed and offers none", async (lang) => {
    const [open, closed] = await conferences(baseUrl(), lang)
    const [openSign, closedSign] = await Promise.all([sign(baseUrl(), lang, open!.id), sign(baseUrl(), lang, closed!.id)])
    expect(openSign.open).toBe(true)
    expect(closedSign.open).toBe(false)
    const { page } = await openPage(browser(), { lang, width: 1280, path: '/#/home' })

    await visit(
      page,
      open!.children.find((p) => p.listTemplate === 'apply')!,
    )
    const form = page.locator('form[data-registration-form]')
    await form.waitFor()
    for (const field of openSign.fields) {
      const input = form.locator(`#reg-${field.name}`)
      expect(await input.count(), field.name).toBe(1)
      // Each input is named by its label; a group of check boxes (choices, nights, persons, consent) by its fieldset's legend.
      const named = ['multi', 'nights', 'persons', 'consent'].includes(field.type)
        ? page.getByRole('group', { name: field.label, exact: false })
        : page.getByLabel(field.label, { exact: false })
      expect(await named.count(), field.label).toBeGreaterThan(0)
      if (field.type === 'select') {
        const values = await input.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))
        expect(values).toEqual(['', ...field.options.map((o) => o.value)])
      }
    }
    expect(await form.locator('button[type="submit"]:enabled').count()).toBe(1)

    await visit(
      page,
      closed!.children.find((p) => p.listTemplate === 'apply')!,
    )
    const notice = page.locator('[data-registration="closed"]')
    await notice.waitFor()
    expect(await notice.innerText()).toContain(closedSign.deadlineText)
    expect(await page.locator('form[data-registration-form]').count()).toBe(0)
    expect(await content(page).locator('button[type="submit"]:enabled, input:enabled, select:enabled, textarea:enabled').count()).toBe(0)
    expectNoConsoleErrors(page)
  })
})

describe('programme', () => {
  test.each(WIDTHS)("at %i px: each day tab shows that day's sessions; arrow keys, Home and End move between days", async (width) => {
    const [conference] = await conferences(baseUrl(), 'en')
    const days = await tags(baseUrl(), 'en', conference!.id)
    expect(days.length).toBeGreaterThan(1)
    const programmes = new Map(
      await Promise.all(
        days.map(async (d) => [d.id, (await schedule(baseUrl(), 'en', conference!.id, d.id)).map((s) => s.title)] as const),
      ),
    )
    // The test can only tell days apart when they differ.
    expect(new Set([...programmes.values()].map((titles) => titles.join('|'))).size).toBe(days.length)
    const { page } = await openPage(browser(), { lang: 'en', width, path: '/#/home' })
    await visit(
      page,
      conference!.children.find((p) => p.listTemplate === 'schedule')!,
    )

    const tablist = page.getByRole('tablist', { name: 'Conference days' })
    const tab = (id: number) => tablist.locator(`[role="tab"][data-tag="${id}"]`)
    const panel = page.getByRole('tabpanel')
    const shown = () => panel.locator('[data-session] h3').allTextContents()
    const expectDay = async (id: number) => {
      await expect.poll(shown, { message: `sessions of day ${id}` }).toEqual(programmes.get(id))
      expect(await tab(id).getAttribute('aria-selected')).toBe('true')
      expect(await tablist.locator('[aria-selected="true"]').count()).toBe(1)
      expect(await panel.getAttribute('aria-labelledby')).toBe(await tab(id).getAttribute('id'))
      expect(await tab(id).getAttribute('tabindex')).toBe('0')
    }

    await expectDay(days[0]!.id)
    // The whole programme as a calendar file: one event per session of every day.
    const calendar = page.locator('[data-schedule-calendar]')
    expect(await calendar.getAttribute('href')).toMatch(/^\/feed\/conference-[A-Za-z0-9_-]+\.en\.ics$/)
    const ics = await fetch(`${baseUrl()}${await calendar.getAttribute('href')}`)
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const sessions = [...programmes.values()].flat().length
    expect((await ics.text()).match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(sessions)
    for (const day of [...days.slice(1), days[0]!]) {
      await tab(day.id).click()
      await expectDay(day.id)
    }
    // Keyboard: one tab stop, arrows move and show, wrapping round; Home and End.
    await tab(days[0]!.id).focus()
    await page.keyboard.press('ArrowRight')
    await expectDay(days[1]!.id)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tag'))).toBe(String(days[1]!.id))
    await page.keyboard.press('End')
    await expectDay(days.at(-1)!.id)
    await page.keyboard.press('ArrowRight')
    await expectDay(days[0]!.id)
    await page.keyboard.press('ArrowLeft')
    await expectDay(days.at(-1)!.id)
    await page.keyboard.press('Home')
    await expectDay(days[0]!.id)
    expectNoConsoleErrors(page)
  })
})

describe('accessibility', () => {
  test.each(LANGS)('in %s: axe finds no serious or critical violation on each kind of conference page', async (lang) => {
    const [open, closed] = await conferences(baseUrl(), lang)
    const pages = [...open!.children, closed!.children.find((p) => p.listTemplate === 'apply')!]
    const { page } = await openPage(browser(), { lang, width: 1280, path: '/#/home' })
    for (const entry of pages) {
      await visit(page, entry)
      const { texts } = await expectedContent(baseUrl(), lang, open!.children.includes(entry) ? open! : closed!, entry)
      // A page with nothing to show yet (the coming conference's review) is checked as it is.
      if (texts.length > 0) await expect.poll(() => content(page).innerText(), { message: entry.path }).toContain(texts[0]!)
      await page.waitForLoadState('networkidle')
      expect(await checkA11y(page), entry.path).toEqual([])
    }
    expectNoConsoleErrors(page)
  })
})
