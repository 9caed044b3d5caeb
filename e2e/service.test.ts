/**
 * The network and information services office: its four pages in both
 * languages at both widths against what the API holds, axe on each; the fault form's refusals
 * (beside each field, nothing sent) and the feedback form's confirmation; and end to end, a fault
 * report with a screenshot found in the database, refused ones leaving it as it was. That last test
 * runs its own server on a data folder it keeps, so that once the server has stopped it can open
 * the embedded database itself (or query DATABASE_URL's PostgreSQL database).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  baseUrl,
  checkA11y,
  expectNoConsoleErrors,
  LANGS,
  openPage,
  pageErrors,
  screenshot,
  useBrowser,
  WIDTHS,
  type Lang,
} from './support/browser.js'
import * as tools from './support/page-tools.js'
import { startSiteServer, type SiteServer } from './support/server.js'
import { withDatabase } from './support/database.js'
import { firstWords, type Faq, type QuickLink } from './support/service-api.js'
import { serviceCounts } from './service-support/database.js'
import { exeBytes, pngBytes, textAsPng } from './service-support/sample-files.js'
import { FAULT_ERRORS, faultValues, fill, TITLES, trackRequests } from './service-support/service-page.js'

const browser = useBrowser()

async function goTo(page: Page, lang: Lang, key: keyof (typeof TITLES)['zh']) {
  await page.locator('[data-service-nav]').getByRole('link', { name: TITLES[lang][key], exact: true }).click()
  await expect.poll(() => page.locator('#page-title').textContent()).toBe(TITLES[lang][key])
  await expect.poll(() => page.title()).toContain(TITLES[lang][key])
}

describe.each(LANGS)('service pages in %s', (lang) => {
  test.each(WIDTHS)('at %i px: each page shows what the API holds', async (width) => {
    const [{ faqList }, { linkList }] = await Promise.all([
      api<{ faqList: Faq[] }>(baseUrl(), '/api/service/faq/list', { lang }),
      api<{ linkList: QuickLink[] }>(baseUrl(), '/api/service/link/list', { lang }),
    ])
    expect(faqList.length).toBeGreaterThan(0)
    const { page } = await openPage(browser(), { lang, width, path: '/#/home' })
    // Reached from the footer; /service opens the fault report.
    await page.locator('footer a[href="#/service"]').click()
    await expect.poll(() => page.url()).toMatch(/#\/service\/fault$/)
    await expect.poll(() => page.locator('#page-title').textContent()).toBe(TITLES[lang].fault)
    expect(await page.locator('[data-service-nav] a[aria-current=page]').textContent()).toBe(TITLES[lang].fault)
    const crumbs = page.locator('[data-page=service] nav ol').first()
    expect(await crumbs.locator('[aria-current=page]').textContent()).toBe(TITLES[lang].fault)
    expect(await crumbs.locator('a').first().getAttribute('href')).toBe('#/home')
    const pass = async (name: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll on ${name}`).toBeLessThanOrEqual(width)
      if (width === 1280) expect(await checkA11y(page), `axe on ${name}`).toEqual([])
      await screenshot(page, `service-${name}-${lang}-${width}`)
    }
    await pass('fault')

    await goTo(page, lang, 'faq')
    const questions = page.locator('[data-faq]')
    await questions.first().waitFor()
    expect(await questions.count()).toBe(faqList.length)
    for (const [index, faq] of faqList.entries()) expect(await questions.nth(index).locator('summary').innerText()).toContain(faq.question)
    const first = questions.first()
    expect(await first.getAttribute('open')).toBeNull()
    await first.locator('summary').click()
    await expect.poll(() => first.getAttribute('open')).not.toBeNull()
    expect(await first.innerText()).toContain(firstWords(faqList[0]!.answer))
    await pass('faq')

    await goTo(page, lang, 'feedback')
    expect(await page.locator('form[data-form=feedback] textarea').count()).toBe(1)
    await pass('feedback')

    await goTo(page, lang, 'links')
    await page.locator('[data-link]').first().waitFor()
    expect(await page.locator('[data-link]').count()).toBe(linkList.length)
    for (const link of linkList) {
      const anchor = page.locator(`[data-link-group="${link.group}"] [data-link="${link.id}"]`)
      expect(await anchor.innerText()).toContain(link.name)
      expect(await anchor.getAttribute('href')).toBe(link.url)
      expect(await anchor.getAttribute('target')).toBe('_blank')
    }
    // Lab sites, core facilities, other sites: in that order, each under its heading.
    expect(await page.locator('[data-link-group]').evaluateAll((all) => all.map((s) => s.getAttribute('data-link-group')))).toEqual([
      'lab',
      'facility',
      'other',
    ])
    await pass('links')

    // A deep link survives a reload.
    await page.reload()
    await expect.poll(() => page.locator('#page-title').textContent()).toBe(TITLES[lang].links)
    expectNoConsoleErrors(page)
  })
})

describe('service forms', () => {
  test.each(LANGS)('in %s, a fault report with mistakes shows each error beside its field and sends nothing', async (lang) => {
    const { page } = await openPage(browser(), { lang, width: 1280, path: '/#/service/fault', expectedFailures: ['/file/commonUpload'] })
    const sent = trackRequests(page, '/api/service/fault/submit')
    const uploads = trackRequests(page, '/file/commonUpload')
    const submit = page.locator('form[data-form=fault] button[type=submit]')
    await submit.click()
    for (const [field, message] of Object.entries(FAULT_ERRORS[lang].empty)) {
      const control = page.locator(`#fault-${field}`)
      await expect.poll(() => page.locator(`#fault-${field}-error`).textContent(), { message: field }).toContain(message)
      expect(await control.getAttribute('aria-invalid')).toBe('true')
      expect(await control.getAttribute('aria-describedby')).toContain(`fault-${field}-error`)
      expect(await page.locator(`#fault-${field}-error`).getAttribute('role')).toBe('alert')
    }
    // The first field to correct has the focus; the summary says how many.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('fault-reporter')
    expect(await page.locator('[data-form-summary]').textContent()).toContain('5')
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, `service-fault-errors-${lang}`)

    // Corrected in part: the remaining errors change with what is typed, still nothing is sent.
    await fill(page, { reporter: 'E2E 测试', contact: 'just ask around', place: 'B-305', category: 'printer', description: 'abc' })
    await submit.click()
    await expect.poll(() => page.locator('#fault-contact-error').textContent()).toContain(FAULT_ERRORS[lang].contact)
    expect(await page.locator('#fault-description-error').textContent()).toContain(FAULT_ERRORS[lang].short)
    expect(await page.locator('#fault-reporter-error').count()).toBe(0)
    expect(await page.locator('#fault-reporter').inputValue()).toBe('E2E 测试')

    // A program is refused before it is sent; text named .png by the server, from its bytes.
    await page.locator('#fault-screenshot').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: exeBytes() })
    await expect.poll(() => page.locator('#fault-screenshot-problem').textContent()).toContain('JPG')
    expect(uploads.length).toBe(0)
    await page.locator('#fault-screenshot').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: textAsPng() })
    await expect.poll(() => uploads.length).toBe(1)
    await expect.poll(() => page.locator('#fault-screenshot-problem').textContent()).toBeTruthy()
    expect(await page.locator('[data-upload-done]').count()).toBe(0)
    expect(sent.length).toBe(0)
    expectNoConsoleErrors(page)
  })

  test('feedback is confirmed with its ticket, once', async () => {
    const { page } = await openPage(browser(), { lang: 'en', width: 375, path: '/#/service/feedback' })
    const sent = trackRequests(page, '/api/service/feedback/submit')
    await page.locator('form[data-form=feedback] button[type=submit]').click()
    await expect.poll(() => page.locator('#feedback-content-error').textContent()).toContain('Please fill in Message')
    expect(sent.length).toBe(0)
    await page.getByRole('radio', { name: 'Feedback' }).check()
    await page.locator('#feedback-contact').fill('reader@example.org')
    await page.locator('#feedback-content').fill('The quick links page is handy.\nThank you.')
    // Two submissions in one go: one request.
    await page.locator('form[data-form=feedback]').evaluate((form: HTMLFormElement) => {
      form.requestSubmit()
      form.requestSubmit()
    })
    const done = page.locator('[data-ticket]')
    await done.waitFor()
    expect(await done.getAttribute('data-ticket')).toMatch(/^S-\d{8}-[A-Z2-9]{4}$/)
    expect(await done.innerText()).toContain(await done.getAttribute('data-ticket'))
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('service-done')
    expect(sent.length).toBe(1)
    await expect.poll(() => page.getByText('Submitted', { exact: true }).count()).toBeGreaterThan(0)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'service-feedback-done-en-375')

    // The private link shows the report's state.
    const ticket = (await done.getAttribute('data-ticket'))!
    await page.getByRole('link', { name: 'Follow this report' }).click()
    await page.getByRole('heading', { level: 1, name: `Report ${ticket}` }).waitFor()
    await expect.poll(() => page.getByText('Received', { exact: true }).count()).toBe(1)
    expect(await page.getByText('No reply yet.').count()).toBe(1)
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'service-ticket-status-en-375')
    expectNoConsoleErrors(page)
  })
})

describe('fault report end to end', () => {
  test('a report with a screenshot is stored; a refused one leaves the database as it was', { timeout: 300_000 }, async () => {
    const embedded = !process.env.DATABASE_URL
    const dataDir = mkdtempSync(join(tmpdir(), 'ibr-service-'))
    const settings = { dataDir, logName: 'e2e-service-server.log', env: { FORM_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' } }
    let server: SiteServer | undefined
    try {
      // The embedded database can be read only while no server holds it: seed it, stop, count, start again.
      if (embedded) await (await startSiteServer(settings)).stop()
      const before = embedded ? await withDatabase({ dataDir, database: 'embedded' }, serviceCounts) : undefined
      server = await startSiteServer(settings)
      const start = before ?? (await withDatabase(server, serviceCounts))

      const { page, context } = await tools.openPage(browser(), server.baseUrl, {
        lang: 'zh',
        width: 1280,
        path: '/#/service/fault',
        expectedFailures: ['/api/service/fault/submit', '/file/delete', '/file/commonUpload'],
      })
      try {
        const sent = trackRequests(page, '/api/service/fault/submit')
        const values = {
          reporter: 'E2E 报修人',
          contact: 'e2e-fault@example.org',
          place: '科研楼A座 305 室',
          category: 'network',
          description: `网口无法获取地址（e2e ${Date.now()}）\n已重启电脑。`,
        }
        const submit = page.locator('form[data-form=fault] button[type=submit]')

        // Refused in the page: a required field left empty, a program, text named .png (by the server).
        await fill(page, { ...values, reporter: '' })
        await submit.click()
        await expect.poll(() => page.locator('#fault-reporter-error').textContent()).toContain(FAULT_ERRORS.zh.empty.reporter)
        await page
          .locator('#fault-screenshot')
          .setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: exeBytes() })
        await expect.poll(() => page.locator('#fault-screenshot-problem').textContent()).toContain('JPG')
        const refusal = page.waitForResponse((r) => r.url().includes('/file/commonUpload'))
        await page.locator('#fault-screenshot').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: textAsPng() })
        expect((await refusal).status()).toBeGreaterThanOrEqual(400)
        await expect.poll(() => page.locator('#fault-screenshot-problem').textContent()).toBeTruthy()
        expect(await page.locator('[data-upload-done]').count()).toBe(0)
        expect(sent.length).toBe(0)
        await page.locator('#fault-reporter').fill(values.reporter)

        const upload = async (name: string) => {
          const answer = page.waitForResponse((r) => r.url().includes('/file/commonUpload'))
          await page.locator('#fault-screenshot').setInputFiles({ name, mimeType: 'image/png', buffer: pngBytes() })
          const draft = ((await (await answer).json()) as { retMap: { fileId: string; token: string } }).retMap
          await page.locator('[data-upload-done]').waitFor()
          return draft
        }

        // The server refuses a screenshot whose draft is gone: its words beside the field, what was typed kept.
        const stale = await upload('stale.png')
        await api(server.baseUrl, '/file/delete', { fileId: stale.fileId, token: stale.token })
        await submit.click()
        await expect.poll(() => page.locator('#fault-screenshot-error').textContent()).toContain('截图')
        expect(await faultValues(page)).toEqual(values)
        expect(sent.length).toBe(1)
        await screenshot(page, 'service-fault-refused-zh')
        await page.getByRole('button', { name: '删除文件 stale.png' }).click()
        await page.locator('#fault-screenshot').waitFor({ state: 'attached' })

        // Sent twice in one go with a good screenshot: one request, one ticket, a toast.
        const shot = await upload('screen.png')
        await page.locator('form[data-form=fault]').evaluate((form: HTMLFormElement) => {
          form.requestSubmit()
          form.requestSubmit()
        })
        const done = page.locator('[data-ticket]')
        await done.waitFor()
        const ticket = (await done.getAttribute('data-ticket'))!
        expect(ticket).toMatch(/^F-\d{8}-[A-Z2-9]{4}$/)
        expect(sent.length).toBe(2)
        await expect.poll(() => page.getByText('提交成功', { exact: true }).count()).toBeGreaterThan(0)
        await screenshot(page, 'service-fault-done-zh')
        expect(pageErrors(page)).toEqual([])
        await server.stop()

        await withDatabase(server, async (query) => {
          const rows = await query(
            'select reporter, contact, place, category, description, screenshot_id, lang from fault_report where ticket = $1',
            [ticket],
          )
          expect(rows).toEqual([{ ...values, screenshot_id: shot.fileId, lang: 'zh' }])
          const files = await query('select id, name, visibility, mime from file where id = any($1::text[])', [[shot.fileId, stale.fileId]])
          expect(files).toEqual([{ id: shot.fileId, name: 'screen.png', visibility: 'private', mime: 'image/png' }])
          // One report and its screenshot, nothing from the refused attempt or the refused files.
          expect(await serviceCounts(query)).toEqual({ ...start, faults: start.faults + 1, files: start.files + 1 })
        })
      } finally {
        await context.close()
      }
    } finally {
      await server?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
