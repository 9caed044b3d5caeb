/**
 * Conference registration end to end: a registration with a PDF, chosen by click and
 * once dropped, is confirmed with the server's code and then found in the database with its file;
 * refused ones (a missing field, a forbidden file, an address already registered) show their error
 * beside the field and store nothing; the closed 2022 registration offers no form.
 *
 * This file runs its own server on a data folder it keeps, so that once the server has stopped the
 * test can open the embedded database itself (or DATABASE_URL's PostgreSQL database).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { conferences, sign, type Entry, type Sign } from './conference-support/conference-api.js'
import { withDatabase } from './support/database.js'
import {
  dropFile,
  elfBytes,
  errorOf,
  fieldLocator,
  fillForm,
  formValues,
  pdfBytes,
  submitButton,
  validValues,
} from './conference-support/registration-page.js'
import { checkA11y, launchBrowser, openPage, pageErrors, type OpenPageOptions } from './support/page-tools.js'
import { registrationFilesOf, registrationsOf, sha256, storedBlobSha256 } from './support/registration-rows.js'
import { closePages, countRequests, holdRequests } from './support/request-tools.js'
import { startSiteServer, type SiteServer } from './support/server.js'

const CODE = /^M24-[A-HJ-NP-Z2-9]{8}$/
const run = randomBytes(4).toString('hex')
const emailOf = (what: string) => `e2e-${what}-${run}@example.org`

let server: SiteServer
let dataDir: string
let browser: Browser
let open: Entry
let closed: Entry
const signs = new Map<string, Sign>()
const pages: Page[] = []
/** Registrations the browser completed, to be found in the database at the end. */
const registered: { email: string; code: string; fileName: string; sha256: string; lang: string }[] = []
/** Addresses typed into refused forms: none may be in the database. */
const refused: string[] = []
/** Drafts uploaded then removed: gone from the file table. */
const removedDrafts: string[] = []

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ibr-registration-'))
  server = await startSiteServer({
    logName: 'e2e-registration-server.log',
    dataDir,
    env: { FORM_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' },
  })
  browser = await launchBrowser()
  const list = await conferences(server.baseUrl, 'en')
  open = list[0]!
  closed = list[1]!
  for (const lang of ['zh', 'en']) signs.set(lang, await sign(server.baseUrl, lang, open.id))
})

afterEach(() => closePages(pages))

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const applyPath = (conference: Entry) => `/#${conference.children.find((p) => p.listTemplate === 'apply')!.path}`

async function openApply(options: Omit<OpenPageOptions, 'path'>, conference = open) {
  const { page } = await openPage(browser, server.baseUrl, { ...options, path: applyPath(conference) })
  pages.push(page)
  const { fields } = signs.get(options.lang)!
  if (conference === open) await page.locator('form[data-registration-form]').waitFor()
  return { page, fields, fileField: fields.find((f) => f.type === 'file')!.name }
}

describe('conference registration', () => {
  test('a PDF chosen by click: progress and a held submit while it uploads, one request however often it is sent, then the code', async () => {
    const { page, fields, fileField } = await openApply({ lang: 'en', width: 1280 })
    const email = emailOf('click')
    await fillForm(page, fields, validValues(fields, email))

    // The upload is held so its progress bar and the held submit button can be seen.
    const releaseUpload = await holdRequests(page, '**/file/commonUpload**')
    const pdf = pdfBytes(`click ${run}`)
    await fieldLocator(page, fileField).setInputFiles({ name: 'abstract-click.pdf', mimeType: 'application/pdf', buffer: pdf })
    await page.locator(`[data-upload="reg-${fileField}"] progress`).waitFor()
    expect(await submitButton(page).isDisabled()).toBe(true)
    releaseUpload()
    const done = page.locator(`[data-upload="reg-${fileField}"] [data-upload-done]`)
    await done.waitFor()
    expect(await done.innerText()).toContain('abstract-click.pdf')
    expect(await submitButton(page).isEnabled()).toBe(true)

    // While the registration is on its way, the button is held and a second submission goes nowhere.
    const registers = countRequests(page, '/api/meeting/register')
    const releaseAnswer = await holdRequests(page, '**/api/meeting/register')
    await submitButton(page).click()
    await expect.poll(() => submitButton(page).isDisabled()).toBe(true)
    await page.locator('form[data-registration-form]').evaluate((form) => (form as HTMLFormElement).requestSubmit())
    await fieldLocator(page, 'name').press('Enter')
    releaseAnswer()
    const code = page.locator('[data-confirm-code]')
    await code.waitFor()
    expect(await code.innerText()).toMatch(CODE)
    expect(registers()).toBe(1)
    expect(await page.locator('[data-confirmation]').innerText()).toContain(email)
    // The confirmation is read out: focus moved into it.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-confirmation]') !== null)).toBe(true)
    expect(await checkA11y(page)).toEqual([])
    registered.push({ email, code: await code.innerText(), fileName: 'abstract-click.pdf', sha256: sha256(pdf), lang: 'en' })
    expect(pageErrors(page)).toEqual([])
  })

  test.each(['zh', 'en'] as const)('the page has exactly one main landmark, at both widths (%s)', async (lang) => {
    for (const width of [1280, 375] as const) {
      const { page } = await openApply({ lang, width })
      // The site's frame holds the one <main>; the conference's page and its form sit inside it, not in one of their own.
      expect(await page.locator('main, [role="main"]').count()).toBe(1)
      expect(await page.getByRole('main').locator('form[data-registration-form]').count()).toBe(1)
      expect(await checkA11y(page, { alsoReport: ['landmark-no-duplicate-main', 'landmark-main-is-top-level'] })).toEqual([])
    }
  })

  test('a PDF dropped onto the field, after another dropped one was removed again', async () => {
    const { page, fields, fileField } = await openApply({ lang: 'zh', width: 375 })
    const email = emailOf('drop')
    const zone = page.locator(`[data-upload="reg-${fileField}"] label`)

    const first = page.waitForResponse((r) => r.url().includes('/file/commonUpload'))
    await dropFile(zone, 'wrong-draft.pdf', pdfBytes(`removed ${run}`), 'application/pdf')
    const draft = ((await (await first).json()) as { retMap: { fileId: string } }).retMap.fileId
    const done = page.locator(`[data-upload="reg-${fileField}"] [data-upload-done]`)
    await done.waitFor()
    expect(await done.innerText()).toContain('wrong-draft.pdf')
    const deleted = page.waitForResponse((r) => r.url().includes('/file/delete'))
    await done.getByRole('button').click()
    expect((await deleted).status()).toBe(200)
    removedDrafts.push(draft)
    await zone.waitFor()

    const pdf = pdfBytes(`drop ${run}`)
    await dropFile(zone, '摘要-drop.pdf', pdf, 'application/pdf')
    await done.waitFor()
    expect(await done.innerText()).toContain('摘要-drop.pdf')
    await fillForm(page, fields, validValues(fields, email, '林测试'))
    await submitButton(page).click()
    const code = page.locator('[data-confirm-code]')
    await code.waitFor()
    expect(await code.innerText()).toMatch(CODE)
    registered.push({ email, code: await code.innerText(), fileName: '摘要-drop.pdf', sha256: sha256(pdf), lang: 'zh' })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(pageErrors(page)).toEqual([])
  })

  test('a missing required field, a bad address and a too long name are shown beside their fields and nothing is sent', async () => {
    const { page, fields } = await openApply({ lang: 'en', width: 1280 })
    const email = emailOf('missing')
    refused.push(email)
    const registers = countRequests(page, '/api/meeting/register')
    const name = fields.find((f) => f.name === 'name')!
    const { name: _, ...allButName } = validValues(fields, email)
    await fillForm(page, fields, allButName)
    await submitButton(page).click()

    const error = errorOf(page, 'name')
    await error.waitFor()
    expect(await error.innerText()).toContain(name.label)
    expect(await fieldLocator(page, 'name').getAttribute('aria-invalid')).toBe('true')
    expect((await fieldLocator(page, 'name').getAttribute('aria-describedby'))?.split(' ')).toContain('reg-name-error')
    // Announced, and focus taken to the list of problems, which leads to the field.
    const summary = page.locator('[data-error-summary]')
    expect(await summary.getAttribute('role')).toBe('alert')
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true)
    expect(await summary.innerText()).toContain(await error.innerText().then((t) => t.replace(/^!\s*/, '')))
    await summary.getByRole('button').first().click()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reg-name')
    // Only the empty field is marked.
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(1)
    expect(await checkA11y(page)).toEqual([])

    // Once tried, a field is checked again as it changes: too long, then fixed.
    await fieldLocator(page, 'name').fill('x'.repeat(name.maxLength + 1))
    await expect.poll(() => error.innerText()).toContain(String(name.maxLength))
    await fieldLocator(page, 'name').fill('Lin Test')
    await expect.poll(() => error.count()).toBe(0)
    expect(await fieldLocator(page, 'name').getAttribute('aria-invalid')).toBeNull()

    // An address the server would refuse is refused here too.
    await fieldLocator(page, 'email').fill('someone@example')
    await submitButton(page).click()
    await errorOf(page, 'email').waitFor()
    expect(await fieldLocator(page, 'email').getAttribute('aria-invalid')).toBe('true')
    expect(registers()).toBe(0)
    expect(pageErrors(page)).toEqual([])
  })

  test('a file of a forbidden type: an .exe refused before upload, a program named .pdf refused by the server', async () => {
    // The server's refusal of the upload answers 415: expected here.
    const { page, fields, fileField } = await openApply({ lang: 'zh', width: 1280, expectedFailures: ['/file/commonUpload'] })
    const email = emailOf('forbidden')
    refused.push(email)
    await fillForm(page, fields, validValues(fields, email))
    const uploads = countRequests(page, '/file/commonUpload')
    const box = page.locator(`[data-upload="reg-${fileField}"]`)
    const problem = box.locator('[role="alert"]')

    await fieldLocator(page, fileField).setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: elfBytes() })
    await problem.waitFor()
    expect(await problem.innerText()).toContain('PDF')
    expect(uploads()).toBe(0)
    expect(await fieldLocator(page, fileField).getAttribute('aria-invalid')).toBe('true')

    const refusal = page.waitForResponse((r) => r.url().includes('/file/commonUpload'))
    await fieldLocator(page, fileField).setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: elfBytes() })
    const response = await refusal
    expect(response.status()).toBe(415)
    const message = ((await response.json()) as { msg: string }).msg
    await expect.poll(() => problem.innerText()).toBe(message)
    expect(await box.locator('[data-upload-done]').count()).toBe(0)
    expect(uploads()).toBe(1)
    expect(pageErrors(page)).toEqual([])
  })

  test('a second registration with the same address is refused beside the e-mail field, keeping what was typed', async () => {
    // The refusal answers 409: expected here.
    const { page, fields } = await openApply({ lang: 'en', width: 375, expectedFailures: ['/api/meeting/register'] })
    const earlier = registered.find((r) => r.lang === 'en')
    expect(earlier, 'the first test registered an address').toBeTruthy()
    // The server compares addresses trimmed and in lower case.
    const typed = validValues(fields, `  ${earlier!.email.toUpperCase()} `, 'Second Attempt')
    await fillForm(page, fields, typed)
    const refusal = page.waitForResponse((r) => r.url().includes('/api/meeting/register'))
    await submitButton(page).click()
    const response = await refusal
    expect(response.status()).toBe(409)
    const message = ((await response.json()) as { msg: string }).msg
    const error = errorOf(page, 'email')
    await expect.poll(() => error.innerText()).toContain(message)
    expect(await fieldLocator(page, 'email').getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('[data-confirmation]').count()).toBe(0)
    // (An e-mail input drops surrounding spaces itself.)
    expect(await formValues(page, fields)).toEqual({ ...typed, email: typed.email!.trim() })
    expect(await submitButton(page).isEnabled()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(pageErrors(page)).toEqual([])
  })

  test('the 2022 registration is closed: it says so and offers nothing to submit', async () => {
    const { page } = await openApply({ lang: 'zh', width: 375 }, closed)
    const closedSign = await sign(server.baseUrl, 'zh', closed.id)
    const notice = page.locator('[data-registration="closed"]')
    await notice.waitFor()
    expect(await notice.innerText()).toContain(closedSign.deadlineText)
    expect(await page.locator('main button[type="submit"]:enabled, main form').count()).toBe(0)
    expect(pageErrors(page)).toEqual([])
  })

  test('the database holds both registrations with their files, and nothing of the refused ones', async () => {
    expect(registered.map((r) => r.lang)).toEqual(['en', 'zh'])
    await server.stop()
    await withDatabase(server, async (query) => {
      for (const r of registered) {
        const rows = await registrationsOf(query, r.email)
        expect(rows, r.email).toHaveLength(1)
        const row = rows[0]!
        expect(row.confirm_code).toBe(r.code)
        expect(row.token).toBe('meeting2024')
        expect(row.lang).toBe(r.lang)
        expect(row.fields.email).toBe(r.email)
        expect(row.fields.name).toBe(r.lang === 'zh' ? '林测试' : 'Lin Test')
        const files = await registrationFilesOf(query, row.id)
        expect(files).toEqual([{ field: 'abstract', name: r.fileName, mime: 'application/pdf', sha256: r.sha256, visibility: 'private' }])
        // The stored bytes are the ones the browser sent.
        expect(storedBlobSha256(dataDir, r.sha256), r.sha256).toBe(r.sha256)
      }
      for (const email of refused) {
        expect(await query('select id from registration where lower(email) = $1', [email]), email).toEqual([])
      }
      // One registration per address: the second attempt added no row.
      expect(await query('select id from registration where email = $1', [registered[0]!.email])).toHaveLength(1)
      expect(await query('select id from file where id = any($1)', [removedDrafts])).toEqual([])
      expect(await query("select id from file where name in ('tool.exe', 'paper.pdf')")).toEqual([])
      if (server.database === 'embedded') {
        // A fresh database: besides the demo's own registrations (docs/registrations.md), these are all there are.
        expect(await query("select email from registration where confirm_code not like '%-DEMO%' order by id")).toEqual(
          registered.map((r) => ({ email: r.email })),
        )
      }
    })
  })
})
