/**
 * A conference's registrations end to end in Chromium: an administrator creates the
 * conference in the console and builds its form there (a single choice whose option carries a fee
 * in yuan and a number of places, a PDF upload with a size limit, the consent; a field moved with
 * Alt+Up), saves, sends to review and approves it; the public site in English offers that form, and
 * a registration with a PDF goes through; the confirmation e-mail in English with the conference as
 * an .ics, caught by an SMTP sink; the registration accepted and its payment recorded in the console;
 * the XLSX and the ZIP of files downloaded from the console and read back; the person checked in by
 * code, a second check-in warned. Axe on the console screens.
 */
import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../apps/server/src/test/smtp-sink.js'
import { fieldLocator, pdfBytes, submitButton } from './conference-support/registration-page.js'
import { checkA11y, launchBrowser, openPage, pageErrors, screenshot } from './support/page-tools.js'
import { SIGNED_OUT, signIn } from './support/console-page.js'
import { staffApi, type StaffApi } from './support/staff-api.js'
import { zipNames } from './support/zip-names.js'
import { freshPostgresDatabase } from './support/database.js'
import { startSiteServer, type SiteServer } from './support/server.js'

const TOKEN = `meeting${2040 + (process.pid % 50)}`
const TITLE = { zh: '端到端测试会议', en: 'End-to-end Test Conference' }
const EMAIL = `e2e-reg-${process.pid}@example.org`
const NAME = 'Lin Test'

let sink: SmtpSink
let server: SiteServer
let browser: Browser
let admin: StaffApi
let ownDatabase: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined
let menuId = 0
let path = ''

beforeAll(async () => {
  sink = await startSmtpSink()
  // On PostgreSQL a database of its own: the suite's server on the shared one runs the job queue too and
  // would take the messages (into its outbox, never to the sink), and it keeps its files in another folder.
  ownDatabase = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined
  server = await startSiteServer({
    logName: 'e2e-console-registrations.log',
    env: { SMTP_URL: sink.url, FORM_RATE_LIMIT: '1000' },
    ...(ownDatabase ? { databaseUrl: ownDatabase.url } : {}),
  })
  browser = await launchBrowser()
  admin = await staffApi(server.baseUrl, 'admin')
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await ownDatabase?.drop()
  await sink?.close()
})

/**
 * Adds a field of the given type at the end of the form builder and fills its settings (they open
 * on adding): name, labels in both languages. Answers the field's list item for the rest.
 */
async function addField(page: Page, type: string, name: string, label: { zh: string; en: string }) {
  await page.getByRole('button', { name: /Type of the new field/ }).click()
  await page.getByRole('option', { name: type, exact: true }).click()
  await page.getByRole('button', { name: 'Add field', exact: true }).click()
  const item = page.getByRole('list', { name: 'Form fields' }).getByRole('listitem').last()
  await item.getByLabel('Field name', { exact: true }).fill(name)
  // The field's own labels come before its options'.
  await item.getByLabel('Chinese label', { exact: true }).first().fill(label.zh)
  await item.getByLabel('English label', { exact: true }).first().fill(label.en)
  return item
}

const mailsTo = () => sink.received.filter((m) => JSON.stringify(m.to ?? '').includes(EMAIL))
/** The registrant's n-th message (from 1), once the sink has it: the job queue sends within a few seconds. */
const nthMail = async (n: number) => {
  await expect.poll(() => mailsTo().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(n)
  return mailsTo()[n - 1]!
}

describe('a conference registration from the form builder to the door', () => {
  let code = ''

  test('an administrator creates the conference, builds its form with a fee option and a PDF upload, and publishes it through review', async () => {
    const { page } = await openPage(browser, server.baseUrl, {
      lang: 'en',
      width: 1280,
      path: '/console/conferences',
      expectedFailures: SIGNED_OUT,
    })
    await signIn(page, 'en', 'admin')
    await page.getByText('New conference', { exact: true }).click()
    await page.getByLabel('Name in the web address').fill(TOKEN)
    await page.getByLabel('Chinese title').fill(TITLE.zh)
    await page.getByLabel('English title').fill(TITLE.en)
    await page.getByLabel('First day').fill('2031-05-10')
    await page.getByLabel('Last day').fill('2031-05-12')
    await page.getByRole('button', { name: 'Create the conference' }).click()
    await page.waitForURL(/\/console\/conferences\/\d+$/)
    menuId = Number(/(\d+)$/.exec(page.url())![1])

    await page.getByRole('tab', { name: 'Registration' }).click()
    await page.getByLabel('Registration switched on').check()
    await page.getByLabel('Each registration needs approval').check()

    await page.getByRole('tab', { name: 'Form' }).click()
    const workshop = await addField(page, 'Single choice', 'workshop', { zh: '工作坊', en: 'Workshop' })
    const option = workshop.getByRole('group', { name: 'Options' })
    await option.getByLabel('Option value').fill('A')
    await option.getByLabel('Chinese label').fill('工作坊甲')
    await option.getByLabel('English label').fill('Workshop A')
    await option.getByLabel('Fee (yuan)').fill('300')
    await option.getByLabel(/^Places/).fill('30')
    const abstract = await addField(page, 'File upload', 'abstract', { zh: '摘要', en: 'Abstract' })
    // Chosen by name; the checkbox is drawn by its label (React Aria hides the input itself).
    await abstract
      .getByRole('group', { name: /^Accepted file types/ })
      .getByText('PDF document', { exact: true })
      .click()
    await abstract.getByLabel(/^Size limit/).fill('2')
    await addField(page, 'Privacy consent', 'consent', { zh: '我同意隐私条款', en: 'I agree to the privacy terms' })

    // The abstract before the workshop, from the keyboard: Alt+Up on its heading, announced, focus kept on it.
    const fields = page.getByRole('list', { name: 'Form fields' })
    await fields.getByRole('button', { name: /^4\. Abstract/ }).focus()
    await page.keyboard.press('Alt+ArrowUp')
    await page.getByText('abstract moved to position 3 of 5').waitFor({ state: 'attached' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^3\. Abstract/)
    expect(await fields.locator('button[aria-expanded]').allInnerTexts()).toEqual([
      expect.stringMatching(/^1\. Name/),
      expect.stringMatching(/^2\. E-mail/),
      expect.stringMatching(/^3\. Abstract/),
      expect.stringMatching(/^4\. Workshop/),
      expect.stringMatching(/^5\. I agree/),
    ])
    await fields.getByRole('button', { name: /^4\. Workshop/ }).click()
    expect(await checkA11y(page)).toEqual([])
    await screenshot(page, 'console-form-builder-en-1280')

    const actions = page.getByRole('toolbar', { name: 'Actions' })
    await actions.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('status').getByText('Saved.').waitFor()
    await actions.getByRole('button', { name: 'Send to review' }).click()
    await page.locator('[data-conference-state="review"]').waitFor()
    // Nobody but an administrator approves their own change: this one may.
    await actions.getByRole('button', { name: 'Approve and publish' }).click()
    await page.locator('[data-conference-state="published"]').waitFor()
    expect(pageErrors(page)).toEqual([])

    const { conference } = await admin.post<{ conference: { path: string; formFields: { name: string; maxBytes: number }[] } }>(
      '/api/staff/conference/get',
      { menuId },
    )
    path = conference.path
    expect(conference.formFields.map((f) => f.name)).toEqual(['name', 'email', 'abstract', 'workshop', 'consent'])
  })

  test('registers from the public site in English with the fee option and a PDF, and is sent the confirmation with the .ics', async () => {
    const { page } = await openPage(browser, server.baseUrl, { lang: 'en', width: 1280, path: `/#${path}/apply` })
    await page.locator('form[data-registration-form]').waitFor()
    // The form as built: the option with its fee and places, the PDF upload with its limit, in the builder's order.
    expect(await fieldLocator(page, 'workshop').locator('option[value="A"]').innerText()).toBe('Workshop A (+CN¥300.00, 30 places left)')
    expect(await page.locator('#reg-abstract-limits').innerText()).toBe('PDF accepted, up to 2.0 MB per file')
    const ids = await page
      .locator('form[data-registration-form] [id^="reg-"]:is(input, select, textarea)')
      .evaluateAll((els) => els.map((e) => e.id))
    expect(ids.filter((id) => ['reg-abstract', 'reg-workshop', 'reg-consent'].includes(id))).toEqual([
      'reg-abstract',
      'reg-workshop',
      'reg-consent',
    ])
    await fieldLocator(page, 'name').fill(NAME)
    await fieldLocator(page, 'email').fill(EMAIL)
    await fieldLocator(page, 'workshop').selectOption('A')
    await fieldLocator(page, 'consent').setChecked(true)
    await fieldLocator(page, 'abstract').setInputFiles({
      name: 'abstract.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('e2e registration'),
    })
    await page.locator('[data-upload="reg-abstract"] [data-upload-done]').waitFor()
    await submitButton(page).click()
    const confirmed = page.locator('[data-confirm-code]')
    await confirmed.waitFor()
    code = (await confirmed.innerText()).trim()
    expect(code).toMatch(/^M\d{2}-[A-Z0-9]{8}$/)
    expect(pageErrors(page)).toEqual([])

    const mail = await nthMail(1)
    expect(mail.text).toContain(code)
    expect(mail.text).toMatch(/[A-Za-z]/)
    expect(mail.text).not.toMatch(/[\u4e00-\u9fff]{4}/)
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
    expect(ics, 'the conference as an .ics').toBeTruthy()
    const calendar = ics!.content.toString('utf8')
    expect(calendar).toContain('BEGIN:VEVENT')
    expect(calendar).toContain(`SUMMARY:${TITLE.en}`)
    expect(calendar).toMatch(/DTSTART;TZID=Asia\/Shanghai:20310510T/)
  })

  test('is accepted and its payment recorded in the console; the XLSX and the ZIP read back', async () => {
    const { list } = await admin.post<{ list: { id: number; confirmCode: string }[] }>('/api/staff/registration/list', { menuId })
    const mine = list.find((r) => r.confirmCode === code)!
    const { page } = await openPage(browser, server.baseUrl, {
      lang: 'en',
      width: 1280,
      path: `/console/registrations?conference=${menuId}&open=${mine.id}`,
      expectedFailures: SIGNED_OUT,
    })
    await signIn(page, 'en', 'admin')
    const panel = page.getByRole('region', { name: new RegExp(`${NAME} · ${code}`) })
    await panel.waitFor()
    expect(await checkA11y(page)).toEqual([])
    await panel.getByRole('button', { name: 'Accept' }).click()
    // Accepted: the second message, with the QR code for the door.
    const accepted = await nthMail(2)
    expect(accepted.text).toContain(code)
    expect(accepted.attachments.some((a) => a.contentType === 'image/png')).toBe(true)
    await expect
      .poll(
        async () =>
          (await admin.post<{ list: { confirmCode: string; state: string }[] }>('/api/staff/registration/list', { menuId })).list.find(
            (r) => r.confirmCode === code,
          )?.state,
      )
      .toBe('accepted')
    await panel.getByLabel('Payment reference').fill('BANK-E2E-42')
    await panel.getByRole('button', { name: 'Record payment' }).click()
    await expect
      .poll(
        async () =>
          (await admin.post<{ list: { confirmCode: string; payment: string }[] }>('/api/staff/registration/list', { menuId })).list.find(
            (r) => r.confirmCode === code,
          )?.payment,
      )
      .toBe('paid')
    await screenshot(page, 'console-registrations-en-1280')

    const xlsxDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export XLSX' }).click()
    const xlsx = await (await xlsxDownload).path()
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(xlsx!)
    const sheet = book.worksheets[0]!
    const headers = (sheet.getRow(1).values as unknown[]).map(String)
    expect(headers.some((h) => h.includes('工作坊') && h.includes('Workshop'))).toBe(true)
    const rows: string[] = []
    sheet.eachRow((row) => rows.push(JSON.stringify(row.values)))
    expect(rows.some((r) => r.includes(code) && r.includes(EMAIL))).toBe(true)

    const zipDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download files (ZIP)' }).click()
    const zip = await (await zipDownload).path()
    const names = await zipNames(await readFile(zip!))
    expect(names.some((n) => n.startsWith(`${code}-`) && n.endsWith('.pdf'))).toBe(true)
    expect(pageErrors(page)).toEqual([])
  })

  test('checks the person in by code at the door, and warns on a second scan', async () => {
    const { page } = await openPage(browser, server.baseUrl, {
      lang: 'en',
      width: 375,
      path: `/console/checkin?conference=${menuId}`,
      expectedFailures: SIGNED_OUT,
    })
    await signIn(page, 'en', 'admin')
    await page.getByLabel('Confirmation code').fill(code)
    await page.getByRole('button', { name: 'Check in' }).click()
    await page.getByText('Checked in', { exact: true }).waitFor()
    expect(await page.getByText(NAME).count()).toBeGreaterThan(0)
    await page.getByLabel('Confirmation code').fill(code)
    await page.getByRole('button', { name: 'Check in' }).click()
    await page.getByText(/Warning: already checked in at/).waitFor()
    expect(await checkA11y(page)).toEqual([])
    // A phone at the door: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, 'console-checkin-en-375')
  })

  test('on a phone the registration opens as a sheet over the list, nothing wider than the screen', async () => {
    const { list } = await admin.post<{ list: { id: number; confirmCode: string }[] }>('/api/staff/registration/list', { menuId })
    const { page } = await openPage(browser, server.baseUrl, {
      lang: 'en',
      width: 375,
      path: `/console/registrations?conference=${menuId}&open=${list.find((r) => r.confirmCode === code)!.id}`,
      expectedFailures: SIGNED_OUT,
    })
    await signIn(page, 'en', 'admin')
    await page.getByRole('dialog', { name: new RegExp(`${NAME} · ${code}`) }).waitFor()
    expect(await checkA11y(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(page, 'console-registrations-en-375')
  })
})
