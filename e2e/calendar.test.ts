/**
 * The home page's academic calendar: the grid, its keyboard, selecting a day and
 * the viewer of that day's events, against what the API answers.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { api, baseUrl, BROWSER_TIMEZONE, expectNoConsoleErrors, LANGS, openPage, useBrowser, WIDTHS } from './support/browser.js'
import { daysWithoutEvents, insertEvent, withSeededServer } from './support/factories.js'
import * as tools from './support/page-tools.js'

const browser = useBrowser()

interface Event {
  id: number
  title: string
  templateList: string[]
}
const pad = (n: number) => String(n).padStart(2, '0')
// "Today" as the page sees it: in the browser's time zone, which may be a day ahead of the machine's.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: BROWSER_TIMEZONE }).format(new Date())
const month = (offset: number) => {
  const [y, m] = today.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + offset, 1))
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`
}
const monthList = async (date: string) => (await api<{ monthList: string[] }>(baseUrl(), '/api/calendar/month/list', { date })).monthList
const dayList = async (lang: string, date: string) =>
  (await api<{ dayList: Event[] }>(baseUrl(), '/api/calendar/current/list', { lang, date })).dayList

const grid = (page: Page) => page.getByRole('grid')
const cell = (page: Page, date: string) => grid(page).locator(`[role="gridcell"][data-date="${date}"]`)
// The viewer lays every caption out in the same place and shows one: the visible one is current.
const viewerTitles = (page: Page) => page.locator('section[aria-labelledby="home-calendar"] a[target="_blank"]').filter({ visible: true })

describe.each(LANGS)('calendar in %s', (lang) => {
  test.each(WIDTHS)('at %i px: 42 cells, Sunday first, today and event days marked, the latest event day chosen', async (width) => {
    const days = await monthList(month(0))
    expect(days.length, 'the demo has events this month').toBeGreaterThan(1)
    const { page } = await openPage(browser(), { lang, width, path: '/#/home' })
    await grid(page).waitFor()
    expect(await grid(page).locator('[role="gridcell"]').count()).toBe(42)
    expect(await grid(page).locator('[role="row"]').count()).toBe(7)
    const headers = await grid(page).locator('[role="columnheader"]').allTextContents()
    expect(headers[0]).toBe(lang === 'zh' ? '日' : 'Sun')
    expect(headers[6]).toBe(lang === 'zh' ? '六' : 'Sat')
    expect(await cell(page, today).getAttribute('aria-current')).toBe('date')

    const latest = days.at(-1)!
    await expect.poll(() => cell(page, latest).getAttribute('aria-selected')).toBe('true')
    expect(await grid(page).locator('[aria-selected="true"]').count()).toBe(1)
    for (const day of days) expect(await cell(page, day).getAttribute('aria-disabled')).not.toBe('true')
    const plain = (
      await grid(page)
        .locator('[role="gridcell"]')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date')))
    ).find((d) => d && !days.includes(d))!
    expect(await cell(page, plain).getAttribute('aria-disabled')).toBe('true')

    // The viewer shows the chosen day's events, as the API lists them.
    const events = await dayList(lang, latest)
    await expect.poll(() => viewerTitles(page).first().innerText()).toContain(events[0]!.title)
    expect(await viewerTitles(page).first().getAttribute('href')).toBe(`#/detail/${events[0]!.templateList[0]}/${events[0]!.id}`)
    const addToCalendar = page.locator('section[aria-labelledby="home-calendar"] [data-add-to-calendar]').filter({ visible: true })
    expect(await addToCalendar.first().getAttribute('href')).toBe(`/feed/event-${events[0]!.id}.${lang}.ics`)
    const images = page.locator('section[aria-labelledby="home-calendar"] img')
    expect(await images.evaluateAll((all) => all.map((img) => img.getAttribute('alt')))).toContain(events[0]!.title)
    expectNoConsoleErrors(page)
  })
})

describe('calendar interaction', () => {
  test('only event days are clickable; the viewer counts and steps through a day with several events', { timeout: 240_000 }, async () => {
    // Events of its own this month, on days the demo leaves free: three on one day, one on another.
    const { server, made, stop } = await withSeededServer(
      async (query) => {
        const free = await daysWithoutEvents(query, month(0), BROWSER_TIMEZONE)
        if (free.length < 3) throw new Error(`too few days without events in ${month(0)}`)
        const [severalDay, singleDay] = [free[0]!, free[1]!]
        const several = ['09:00', '14:00', '19:00'].map((time, i) => ({
          title: `E2E event ${i + 1} of three on ${severalDay}`,
          at: `${severalDay}T${time}:00+08:00`,
        }))
        for (const e of several) await insertEvent(query, { zh: e.title, en: e.title }, e.at)
        const single = `E2E single event on ${singleDay}`
        await insertEvent(query, { zh: single, en: single }, `${singleDay}T10:00:00+08:00`)
        return { severalDay, singleDay, titles: several.map((e) => e.title) }
      },
      { logName: 'e2e-calendar-server.log' },
    )
    try {
      const { severalDay: day, singleDay, titles } = made
      const total = titles.length
      const days = (await api<{ monthList: string[] }>(server.baseUrl, '/api/calendar/month/list', { date: month(0) })).monthList
      expect(days).toEqual(expect.arrayContaining([day, singleDay]))
      const opened = await tools.openPage(browser(), server.baseUrl, { lang: 'en', width: 1280, path: '/#/home' })
      const { page } = opened
      try {
        await grid(page).waitFor()
        const selected = () => grid(page).locator('[aria-selected="true"]').getAttribute('data-date')
        await expect.poll(selected).toBe(days.at(-1))

        // A day without events does nothing.
        const plain = (await grid(page).locator('[aria-disabled="true"]').first().getAttribute('data-date'))!
        // Forced: the cell says aria-disabled, which Playwright would otherwise refuse to click.
        await cell(page, plain).click({ force: true })
        expect(await selected()).toBe(days.at(-1))

        await cell(page, day).click()
        expect(await selected()).toBe(day)
        const region = page.getByRole('region', { name: `Academic events on ${day}` })
        await region.hover()
        await expect.poll(() => region.getByText(`1 / ${total}`).count()).toBe(1)
        await expect.poll(() => viewerTitles(page).first().innerText()).toContain(titles[0])
        await region.getByRole('button', { name: 'Next item' }).click()
        await expect.poll(() => region.getByText(`2 / ${total}`).count()).toBe(1)
        await expect.poll(() => viewerTitles(page).first().innerText()).toContain(titles[1])
        await region.getByRole('button', { name: 'Previous item' }).click()
        await region.getByRole('button', { name: 'Previous item' }).click()
        await expect.poll(() => region.getByText(`${total} / ${total}`).count()).toBe(1)

        // Another day starts again at its first image; a day of one event has no counter nor buttons.
        await cell(page, singleDay).click()
        const one = page.getByRole('region', { name: `Academic events on ${singleDay}` })
        await one.waitFor()
        await expect.poll(() => viewerTitles(page).first().innerText()).toContain(`E2E single event on ${singleDay}`)
        expect(await one.getByRole('button', { name: 'Next item' }).count()).toBe(0)
        expect(await one.getByText(/^\d+ \/ \d+$/).count()).toBe(0)
        await cell(page, day).click()
        await expect
          .poll(() =>
            page
              .getByRole('region', { name: `Academic events on ${day}` })
              .getByText(`1 / ${total}`)
              .count(),
          )
          .toBe(1)
        expect(tools.pageErrors(page), `errors on ${page.url()}`).toEqual([])
      } finally {
        await opened.close()
      }
    } finally {
      await stop()
    }
  })

  // The keys may step into the month before (the day the page opens on can sit in the grid's first row),
  // so the month arrows are checked first, from the month the page opens on.
  test('the month arrows change the month and what is marked; arrow keys move between days', async () => {
    const next = await monthList(month(1))
    const { page } = await openPage(browser(), { lang: 'zh', width: 1280, path: '/#/home' })
    await grid(page).waitFor()
    const title = page.locator('section[aria-labelledby="home-calendar"] h2, section[aria-labelledby="home-calendar"] h3').last()
    const zhTitle = (ym: string) => {
      const [y, m] = ym.split('-')
      return `${Number(y)}年${Number(m)}月`
    }
    expect(await title.textContent()).toBe(zhTitle(month(0)))
    await page.getByRole('button', { name: '下个月' }).click()
    await expect.poll(() => title.textContent()).toBe(zhTitle(month(1)))
    // Another month opens with no day chosen, its event days marked as the API says.
    expect(await grid(page).locator('[aria-selected="true"]').count()).toBe(0)
    for (const day of next) await expect.poll(() => cell(page, day).getAttribute('aria-disabled')).not.toBe('true')
    await page.getByRole('button', { name: '上个月' }).click()
    await expect.poll(() => title.textContent()).toBe(zhTitle(month(0)))

    const focusable = grid(page).locator('[role="gridcell"][tabindex="0"]')
    await expect.poll(() => focusable.count()).toBe(1)
    await focusable.focus()
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'))
    const start = (await focused())!
    const shift = (date: string, days: number) => {
      const d = new Date(`${date}T00:00:00Z`)
      d.setUTCDate(d.getUTCDate() + days)
      return d.toISOString().slice(0, 10)
    }
    await page.keyboard.press('ArrowLeft')
    expect(await focused()).toBe(shift(start, -1))
    await page.keyboard.press('ArrowUp')
    await expect.poll(focused).toBe(shift(start, -8))
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowRight')
    await expect.poll(focused).toBe(start)
    expectNoConsoleErrors(page)
  })
})
