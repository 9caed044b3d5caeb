/**
 * The frame of every page: routing, language, desktop dropdowns, the mobile
 * menu with its scroll lock, the not-found page, deep links and root font sizes.
 */
import { describe, expect, test } from 'vitest'
import { api, baseUrl, expectNoConsoleErrors, LANGS, openPage, useBrowser } from './support/browser.js'

const browser = useBrowser()

interface Menu {
  id: number
  name: string
  path: string
  children: Menu[]
}
const menuList = async (lang: 'zh' | 'en') => (await api<{ menuList: Menu[] }>(baseUrl(), '/api/menu/list', { lang, type: 'top' })).menuList

describe('routing', () => {
  test('a section path redirects to its first child, and a deep link survives a reload', async () => {
    const [news] = await menuList('zh')
    const { page } = await openPage(browser(), { lang: 'zh', width: 1280, path: `/#${news!.path}` })
    await page.waitForURL(new RegExp(`#${news!.children[0]!.path}$`))
    await expect.poll(() => page.locator('#page-title').textContent()).toBe(news!.children[0]!.name)
    const second = news!.children[1]!
    await page.goto(`${baseUrl()}/#${second.path}`)
    await page.reload()
    await expect.poll(() => page.locator('#page-title').textContent()).toBe(second.name)
    expect(await page.title()).toContain(second.name)
    expectNoConsoleErrors(page)
  })

  test.each(LANGS)('an unknown path shows not-found in %s with a way home', async (lang) => {
    const { page } = await openPage(browser(), { lang, width: 1280, path: '/#/no/such/page' })
    const heading = page.locator('[data-page="not-found"] h1')
    await expect.poll(() => heading.textContent()).toBe(lang === 'zh' ? '页面不存在' : 'Page not found')
    await page.locator('[data-page="not-found"] a').click()
    await page.waitForURL(/#\/home$/)
    expectNoConsoleErrors(page)
  })
})

describe('language', () => {
  test('switching saves the choice, reloads, and survives another reload', async () => {
    const { page } = await openPage(browser(), { lang: 'zh', width: 1280, path: '/#/home' })
    await page.locator('[data-lang-switch="en"]').click()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(await page.evaluate(() => localStorage.getItem('local'))).toBe('en')
    const [first] = await menuList('en')
    await expect.poll(() => page.locator('nav[aria-label="Main navigation"] a').nth(1).textContent()).toBe(first!.name)
    await page.reload()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    await page.locator('[data-lang-switch="zh"]').click()
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN')
    expect(await page.evaluate(() => localStorage.getItem('local'))).toBe('zh')
    expectNoConsoleErrors(page)
  })

  test('the English layout is at least 830 px wide on desktop; the Chinese one is not held', async () => {
    const en = await openPage(browser(), { lang: 'en', width: 1280, path: '/#/home' })
    expect(await en.page.evaluate(() => getComputedStyle(document.getElementById('root')!).minWidth)).toBe('830px')
    const zh = await openPage(browser(), { lang: 'zh', width: 1280, path: '/#/home' })
    expect(await zh.page.evaluate(() => getComputedStyle(document.getElementById('root')!).minWidth)).not.toBe('830px')
  })
})

describe('desktop dropdowns', () => {
  test('open on hover and on keyboard focus, close with Escape and when left', async () => {
    const [news] = await menuList('zh')
    const { page } = await openPage(browser(), { lang: 'zh', width: 1280, path: '/#/home' })
    const trigger = page.locator('header nav a', { hasText: news!.name }).first()
    await trigger.waitFor()
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replace(/:/g, '\\:'))
    expect(await panel.isVisible()).toBe(false)

    await trigger.hover()
    await expect.poll(() => panel.isVisible()).toBe(true)
    expect(await trigger.getAttribute('aria-expanded')).toBe('true')
    expect(await panel.locator('a').allTextContents()).toEqual(news!.children.map((c) => c.name))
    await page.mouse.move(5, 700)
    await expect.poll(() => panel.isVisible()).toBe(false)

    await trigger.focus()
    await expect.poll(() => panel.isVisible()).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(news!.children[0]!.name)
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(news!.name)

    await trigger.hover()
    await panel.locator('a').nth(1).click()
    await page.waitForURL(new RegExp(`#${news!.children[1]!.path}$`))
    expect(await trigger.getAttribute('class')).toMatch(/active/)
    expectNoConsoleErrors(page)
  })

  test('the top bar has the web-mail, office and language links', async () => {
    const { page } = await openPage(browser(), { lang: 'en', width: 1280, path: '/#/home' })
    const header = page.locator('header').first()
    expect(await header.getByRole('link', { name: 'Webmail' }).getAttribute('href')).toMatch(/^https?:\/\//)
    expect(await header.getByRole('link', { name: 'Office system' }).getAttribute('href')).toMatch(/^https?:\/\//)
    expect(await header.locator('[data-lang-switch="zh"]').textContent()).toBe('中文')
  })
})

describe('mobile menu', () => {
  test.each(LANGS)('slides out with an accordion, locks scrolling, and closes on navigation (%s)', async (lang) => {
    const menus = await menuList(lang)
    const section = menus[2]!
    const { page } = await openPage(browser(), { lang, width: 375, path: '/#/home' })
    const toggle = page.locator('[data-menu-toggle]')
    const menu = page.locator('[data-mobile-menu]')
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow)
    expect(await menu.isVisible()).toBe(false)
    expect(await overflow()).not.toBe('hidden')

    await toggle.click()
    await expect.poll(() => menu.isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await overflow()).toBe('hidden')
    expect(await menu.locator('[data-lang-switch]').isVisible()).toBe(true)

    const accordion = menu.locator('button[aria-expanded]', { hasText: section.name })
    expect(await accordion.getAttribute('aria-expanded')).toBe('false')
    await accordion.click()
    expect(await accordion.getAttribute('aria-expanded')).toBe('true')
    const children = menu.locator(`#${await accordion.getAttribute('aria-controls')}`)
    expect(await children.locator('a').allTextContents()).toEqual(section.children.map((c) => c.name))
    await accordion.click()
    expect(await children.isVisible()).toBe(false)
    await accordion.click()

    await children.locator('a').last().click()
    await page.waitForURL(new RegExp(`#${section.children.at(-1)!.path}`))
    await expect.poll(() => menu.isVisible()).toBe(false)
    expect(await overflow()).not.toBe('hidden')
    expectNoConsoleErrors(page)
  })

  test('Escape and the close button close it too', async () => {
    const { page } = await openPage(browser(), { lang: 'zh', width: 375, path: '/#/home' })
    const menu = page.locator('[data-mobile-menu]')
    await page.locator('[data-menu-toggle]').click()
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.isVisible()).toBe(false)
    await page.locator('[data-menu-toggle]').click()
    await menu.getByRole('button', { name: '关闭导航菜单' }).click()
    await expect.poll(() => menu.isVisible()).toBe(false)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })
})

describe('root font size', () => {
  test('is 16 px per 375 px of width on mobile, at most 20 px, and 16 px on desktop', async () => {
    const { page } = await openPage(browser(), { lang: 'zh', width: 375, path: '/#/home' })
    const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
    expect(await size()).toBeCloseTo(16, 1)
    await page.setViewportSize({ width: 320, height: 700 })
    expect(await size()).toBeCloseTo(13.65, 1)
    await page.setViewportSize({ width: 600, height: 700 })
    expect(await size()).toBe(20)
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await size()).toBe(16)
  })
})
