/**
 * People and places in the console, in Chromium on a server of this file's own: the demo's
 * group administrator lands on their team, changes its English summary and sends it to review; the
 * demo reviewer approves it; the public team page shows it. Axe on the team editor in both languages
 * at both widths, and on the header and footer settings.
 */
import { describe, expect, test } from 'vitest'
import { checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser, useSeededServer } from './support/browser.js'
import { SIGNED_OUT, signIn } from './support/console-page.js'

const browser = useBrowser()
const SUMMARY = 'Circuits of memory, edited in the console'

const server = useSeededServer(async (query) => {
  const [team] = await query<{ id: number; name_en: string }>(
    `select t.id, t.name_en from team t join staff_user u on u.id = t.group_admin_id where u.username = 'teamadmin'`,
  )
  if (!team) throw new Error('the demo has no team for teamadmin')
  return { team }
}, 'console-people')

/** The team editor's summary field, by which the test knows the editor has opened. */
const SUMMARY_LABEL = { zh: '简介（英文）', en: 'Summary (English)' } as const

describe('teams in the console', () => {
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 375] as const) {
      test(`a group administrator lands on their team's editor, ${lang} at ${width} px: no serious axe violation`, async () => {
        const { team } = server.made()
        const { page } = await openPage(browser(), { lang, width, path: '/console/', expectedFailures: SIGNED_OUT }, server.baseUrl())
        await signIn(page, lang, 'teamadmin')
        await page.waitForURL(`**/console/records/team/${team.id}`)
        await page.getByLabel(SUMMARY_LABEL[lang], { exact: true }).waitFor()
        await settle(page)
        await screenshot(page, `console-team-${lang}-${width}`)
        expect(await checkA11y(page)).toEqual([])
        // Nothing wider than the screen: the form stacks on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        expectNoConsoleErrors(page)
      })
    }
  }

  test('teamadmin edits their team and sends it to review; the reviewer approves; the public page shows it', async () => {
    const { team } = server.made()
    const editor = await openPage(browser(), { lang: 'en', width: 1280, path: '/console/', expectedFailures: SIGNED_OUT }, server.baseUrl())
    await signIn(editor.page, 'en', 'teamadmin')
    await editor.page.waitForURL(`**/console/records/team/${team.id}`)
    await editor.page.getByLabel('Summary (English)', { exact: true }).fill(SUMMARY)
    await editor.page.getByRole('button', { name: 'Save', exact: true }).click()
    await editor.page.getByText('Saved', { exact: true }).first().waitFor()
    await editor.page.getByRole('button', { name: 'Send to review' }).click()
    await editor.page.locator('[data-record-state="review"]').waitFor()
    await screenshot(editor.page, 'console-team-in-review')

    const reviewer = await openPage(
      browser(),
      { lang: 'en', width: 1280, path: `/console/records/team/${team.id}`, expectedFailures: SIGNED_OUT },
      server.baseUrl(),
    )
    await signIn(reviewer.page, 'en', 'reviewer')
    await reviewer.page.getByRole('button', { name: 'Approve and publish' }).click()
    await reviewer.page.locator('[data-record-state="published"]').waitFor()
    await reviewer.page.getByText('approved', { exact: false }).first().waitFor()
    expectNoConsoleErrors(reviewer.page)

    const visitor = await openPage(
      browser(),
      { lang: 'en', width: 1280, path: `/#/teamDetail/team/${team.id}/${encodeURIComponent(team.name_en)}` },
      server.baseUrl(),
    )
    await visitor.page.getByText(SUMMARY).waitFor()
    await screenshot(visitor.page, 'public-team-after-approval')
    expectNoConsoleErrors(visitor.page)
  })

  test('the header and footer settings, en at 375 px: no serious axe violation; a saved address shows in the footer', async () => {
    const { page } = await openPage(
      browser(),
      { lang: 'en', width: 375, path: '/console/site-settings', expectedFailures: SIGNED_OUT },
      server.baseUrl(),
    )
    await signIn(page, 'en', 'admin')
    await page.getByLabel('Address (English)', { exact: true }).fill('1 Example Road, Test District')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Saved: the site shows it now').waitFor()
    await settle(page)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'console-site-settings-en-375')
    const visitor = await openPage(browser(), { lang: 'en', width: 1280, path: '/#/home' }, server.baseUrl())
    await visitor.page.locator('footer').getByText('1 Example Road, Test District').waitFor()
    expectNoConsoleErrors(page)
  })
})
