/**
 * How many staff calls the console makes for an everyday walk: open Content, open an item, save it,
 * back to the list. Answers already fetched are reused while fresh, so section options are asked for
 * once and the list is not asked for twice on the way back (once to show it, once after the save).
 */
import { describe, expect, test } from 'vitest'
import { openPage, useBrowser } from './support/browser.js'
import { SIGNED_OUT, signIn, staffCall } from './support/console-page.js'

const browser = useBrowser()

describe('staff calls per walk', () => {
  test('open Content, open an item, save, back to the list: section options once, the list at most twice', async () => {
    const { page } = await openPage(browser(), { lang: 'en', width: 1280, path: '/console', expectedFailures: SIGNED_OUT })
    await signIn(page, 'en', 'admin')
    const title = `Calls walk ${Date.now()}`
    await staffCall(page, '/api/staff/article/save', { kind: 'news', zh: { title: `调用 ${title.slice(-6)}` }, en: { title } })
    const counts = new Map<string, number>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/api/staff/')) counts.set(path, (counts.get(path) ?? 0) + 1)
    })

    await page.getByRole('link', { name: 'All items' }).click()
    await page.getByRole('link', { name: title }).click()
    await page.getByRole('textbox', { name: 'Title (English)' }).fill(`${title} edited`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Saved.').first().waitFor()
    await page.getByRole('link', { name: '← Back to content' }).click()
    await page.getByRole('link', { name: `${title} edited` }).waitFor()

    const seen = Object.fromEntries([...counts].sort())
    console.log(`staff calls per walk: ${JSON.stringify(seen)}`)
    expect(seen['/api/staff/section/options'] ?? 0).toBeLessThanOrEqual(1)
    expect(seen['/api/staff/article/list'] ?? 0).toBeLessThanOrEqual(2)
  })
})
