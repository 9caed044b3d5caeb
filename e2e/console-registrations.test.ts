/**
 * A conference's registrations end to end in Chromium (issue 12): a form with a fee option and a file
 * field (saved through the staff API, as the console's form builder does); a registration from the
 * public site in English; the confirmation e-mail in English with the conference as an .ics, caught
 * by an SMTP sink; the registration accepted and its payment recorded in the console; the XLSX and
 * the ZIP of files downloaded from the console and read back; the person checked in by code, a
 * second check-in warned. Axe on the console screens.
 */
import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import yauzl from 'yauzl'
import { startSmtpSink, type SmtpSink } from '../apps/server/src/test/smtp-sink.js'
import { fieldLocator, pdfBytes, submitButton } from './conference-support/registration-page.js'
import { checkA11y, launchBrowser, openPage, pageErrors, screenshot } from './support/page-tools.js'
import { staffApi, type StaffApi } from './support/staff-api.js'
import { startSiteServer, type SiteServer } from './support/server.js'

const SIGNED_OUT = ['/api/staff/auth/me']
const TOKEN = `meeting${2040 + (process.pid % 50)}`
const TITLE = { zh: '端到端测试会议', en: 'End-to-end Test Conference' }
const EMAIL = `e2e-reg-${process.pid}@example.org`
const NAME = 'Lin Test'

let sink: SmtpSink
let server: SiteServer
let browser: Browser
let admin: StaffApi
let menuId: number
let path: string

const text = (zh: string, en: string) => ({ zh, en })
const field = (name: string, type: string, label: { zh: string; en: string }, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  label,
  help: text('', ''),
  required: true,
  maxLength: 100,
  options: [],
  min: null,
  max: null,
  accept: [],
  maxBytes: 0,
  unitFee: 0,
  ...extra,
})

beforeAll(async () => {
  sink = await startSmtpSink()
  server = await startSiteServer({ logName: 'e2e-console-registrations.log', env: { SMTP_URL: sink.url, FORM_RATE_LIMIT: '1000' } })
  browser = await launchBrowser()
  admin = await staffApi(server.baseUrl, 'admin')
  const created = await admin.post<{ menuId: number }>('/api/staff/conference/create', {
    token: TOKEN,
    zh: { title: TITLE.zh },
    en: { title: TITLE.en },
    startDate: '2031-05-10',
    endDate: '2031-05-12',
    timeZone: 'Asia/Shanghai',
  })
  menuId = created.menuId
  const { conference } = await admin.post<{ conference: Record<string, unknown> & { path: string } }>('/api/staff/conference/get', {
    menuId,
  })
  path = conference.path
  await admin.post('/api/staff/conference/save', {
    ...conference,
    menuId,
    registrationOpen: true,
    regOpens: null,
    regDeadline: '2031-05-01T00:00:00.000Z',
    moderated: true,
    formFields: [
      field('name', 'text', text('姓名', 'Name')),
      field('email', 'email', text('电子邮箱', 'E-mail'), { maxLength: 254 }),
      field('workshop', 'select', text('工作坊', 'Workshop'), {
        options: [{ value: 'A', label: text('工作坊甲', 'Workshop A'), fee: 30000, capacity: 30 }],
      }),
      field('abstract', 'file', text('摘要', 'Abstract'), { accept: ['application/pdf'], maxLength: 0 }),
      field('consent', 'consent', text('我同意隐私条款', 'I agree to the privacy terms'), { maxLength: 0 }),
    ],
  })
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sink?.close()
})

async function signIn(page: Page) {
  await page.getByLabel('User name', { exact: true }).fill('admin')
  await page.getByLabel('Password', { exact: true }).fill('demo-password-admin')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 })
}

const mailsTo = () => sink.received.filter((m) => JSON.stringify(m.to ?? '').includes(EMAIL))
/** The registrant's n-th message (from 1), once the sink has it: the job queue sends within a few seconds. */
const nthMail = async (n: number) => {
  await expect.poll(() => mailsTo().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(n)
  return mailsTo()[n - 1]!
}

function zipNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const names: string[] = []
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName)
        zip.readEntry()
      })
      zip.on('end', () => resolve(names))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

describe('a conference registration from the public form to the door', () => {
  let code = ''

  test('registers from the public site in English with a fee option and a file, and is sent the confirmation with the .ics', async () => {
    const { page } = await openPage(browser, server.baseUrl, { lang: 'en', width: 1280, path: `/#${path}/apply` })
    await page.locator('form[data-registration-form]').waitFor()
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
    await signIn(page)
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
    await signIn(page)
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
})
