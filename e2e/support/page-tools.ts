/**
 * Browser tools without vitest: launching Chromium, opening a page of the site in a language and a
 * width, collecting what went wrong on it, axe checks and screenshots. Test files use them through
 * support/browser.ts (which adds the vitest hooks and the server's address); scripts use them directly.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { AxeResults, RunOptions } from 'axe-core'
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-path.js'
import { ARTIFACTS } from './server.js'

export { CHROMIUM_ARGS, CHROMIUM_PATH }
export const SCREENSHOTS = join(ARTIFACTS, 'screenshots')

export type Lang = 'zh' | 'en'
export type Width = 1280 | 375
export const LANGS: readonly Lang[] = ['zh', 'en']
export const WIDTHS: readonly Width[] = [1280, 375]

/** The key the site keeps its language under (apps/web/src/i18n/lang.ts). */
const LANG_STORAGE_KEY = 'local'

/** Headless Debian Chromium with the harness's flags. */
export async function launchBrowser(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  } catch (error) {
    throw new Error(
      `could not launch ${CHROMIUM_PATH} (install it with "node scripts/browser-deps.mjs"): ${error instanceof Error ? error.message : error}`,
      { cause: error },
    )
  }
}

export interface OpenPageOptions {
  lang: Lang
  width: Width
  /** Path and hash on the site, e.g. '/#/home'. */
  path: string
  /** Sets prefers-reduced-motion: reduce. */
  reducedMotion?: boolean
  /**
   * Requests of the site expected to fail (4xx/5xx, or not answered): a URL substring or pattern.
   * They are not reported, nor is the console's "Failed to load resource" line about them.
   */
  expectedFailures?: (string | RegExp)[]
  /** Console errors expected (pattern on the text), e.g. a test that provokes one. */
  expectedConsole?: RegExp[]
  /** What goto waits for; default 'load'. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle'
  /** The browser's own time zone; default BROWSER_TIMEZONE. */
  timeZone?: string
}

export interface OpenedPage {
  page: Page
  context: BrowserContext
  /** Console errors, page errors and failed requests of the site, as readable lines; grows while the page lives. */
  errors: string[]
  /** Closes the context (and so the page). */
  close(): Promise<void>
}

const errorsByPage = new WeakMap<Page, string[]>()

/** The problems collected on a page opened with openPage (empty array for any other page). */
export function pageErrors(page: Page): string[] {
  return errorsByPage.get(page) ?? []
}

const matches = (url: string, patterns: (string | RegExp)[]) =>
  patterns.some((p) => (typeof p === 'string' ? url.includes(p) : p.test(url)))

function consoleLine(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location()
  return `console.error: ${message.text()}${url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : ''}`
}

/**
 * A new context (1280×800 desktop, or 375×740 mobile with touch at device scale 2) whose
 * localStorage.local is the language before any script of the site runs, then the page at `path`.
 */
/** The pages run in the institute's time zone, whatever the machine's own is. */
export const BROWSER_TIMEZONE = 'Asia/Shanghai'

export async function openPage(browser: Browser, baseUrl: string, options: OpenPageOptions): Promise<OpenedPage> {
  const mobile = options.width === 375
  const origin = new URL(baseUrl).origin
  const context = await browser.newContext({
    viewport: mobile ? { width: 375, height: 740 } : { width: 1280, height: 800 },
    isMobile: mobile,
    hasTouch: mobile,
    deviceScaleFactor: mobile ? 2 : 1,
    locale: options.lang === 'zh' ? 'zh-CN' : 'en-US',
    timezoneId: options.timeZone ?? BROWSER_TIMEZONE,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  })
  // Once per tab: a reload after the site's own language switch (which writes localStorage and
  // reloads) must keep the visitor's choice, so the flag lives in sessionStorage, which a reload keeps.
  await context.addInitScript(
    ({ key, lang, origin }) => {
      if (location.origin !== origin) return
      try {
        if (sessionStorage.getItem('e2e-lang-set')) return
        localStorage.setItem(key, lang)
        sessionStorage.setItem('e2e-lang-set', '1')
      } catch {
        /* storage blocked: the site falls back to zh */
      }
    },
    { key: LANG_STORAGE_KEY, lang: options.lang, origin },
  )

  const page = await context.newPage()
  const errors: string[] = []
  errorsByPage.set(page, errors)
  const expected = options.expectedFailures ?? []
  const ownOrigin = (url: string) => {
    try {
      return new URL(url).origin === origin
    } catch {
      return false
    }
  }
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The browser's own line about a failed request the test expects.
    if (matches(message.location().url, expected) && /Failed to load resource/.test(message.text())) return
    if (options.expectedConsole?.some((p) => p.test(message.text()))) return
    errors.push(consoleLine(message))
  })
  page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error.message}`))
  page.on('response', (response) => {
    const url = response.url()
    if (response.status() >= 400 && ownOrigin(url) && !matches(url, expected)) {
      errors.push(`HTTP ${response.status()}: ${response.request().method()} ${url}`)
    }
  })
  page.on('requestfailed', (request) => {
    const url = request.url()
    const reason = request.failure()?.errorText ?? 'failed'
    // ERR_ABORTED: the page itself cancelled it (navigation, a media element seeking), not an error.
    if (reason === 'net::ERR_ABORTED' || !ownOrigin(url) || matches(url, expected)) return
    errors.push(`request failed (${reason}): ${request.method()} ${url}`)
  })

  await page.goto(`${baseUrl}${options.path}`, { waitUntil: options.waitUntil ?? 'load' })
  return { page, context, errors, close: () => context.close() }
}

/** Waits until the network is quiet, web fonts are in, and the images in the document have loaded (or failed). */
export async function settle(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => {})
  // No named functions inside evaluated code: tsx (esbuild keepNames) would wrap them in a __name()
  // helper that does not exist in the page.
  await page.evaluate(async (timeoutMs) => {
    await Promise.race([
      (async () => {
        await document.fonts.ready
        // Lazy images outside the viewport never load until scrolled to: not waited for.
        await Promise.all(
          [...document.images]
            .filter((img) => !img.complete && img.loading !== 'lazy')
            .map(
              (img) =>
                new Promise((resolve) => {
                  img.addEventListener('load', resolve, { once: true })
                  img.addEventListener('error', resolve, { once: true })
                }),
            ),
        )
      })(),
      new Promise((resolve) => setTimeout(resolve, timeoutMs)),
    ])
  }, timeoutMs)
}

/**
 * Scrolls to the bottom step by step and back to the top, so lazy images and content that appears
 * on scroll are there for a full-page screenshot; then settles.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8)
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
  await settle(page)
}

/** Full-page PNG into e2e/artifacts/screenshots/<name>.png; resolves the file's path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  const file = join(SCREENSHOTS, `${name.replace(/[^\w.-]+/g, '-')}.png`)
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' })
  return file
}

/** axe-core's browser bundle, read once (the package itself, not @axe-core/playwright). */
let axeSource: string | undefined
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

export interface A11yOptions {
  /** Rule ids to switch off, e.g. for a known issue tracked elsewhere. */
  disableRules?: string[]
  /** CSS selectors to leave out of the check. */
  exclude?: string[]
  /** Impacts reported; default serious and critical. */
  impacts?: ('minor' | 'moderate' | 'serious' | 'critical')[]
  /** Rule ids reported whatever their impact (e.g. `landmark-unique`, moderate, on screens with several regions). */
  alsoReport?: string[]
}

/**
 * Runs axe on the page (WCAG 2.0/2.1 A and AA, and best practices) and answers the violations of
 * impact serious or critical as readable lines: `expect(await checkA11y(page)).toEqual([])`.
 */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  // Evaluated, not added as a <script>: the site's Content-Security-Policy (script-src 'self')
  // would refuse an inline script tag and log the refusal as a console error.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  }
  const results = await page.evaluate(
    ({ runOptions, exclude }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe
      return axe.run(exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document, runOptions)
    },
    { runOptions, exclude: options.exclude ?? [] },
  )
  const impacts = options.impacts ?? ['serious', 'critical']
  return results.violations
    .filter((v) => (v.impact && impacts.includes(v.impact)) || options.alsoReport?.includes(v.id))
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' >>> '))
      // "Fix any of the following:\n  reason\n  reason" → "Fix any of the following: reason; reason"
      const [head, ...reasons] = (v.nodes[0]?.failureSummary ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
      const why = head ? `${head} ${reasons.join('; ')}`.trim() : ''
      return (
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}: ` +
        `${targets.join(' | ')}${v.nodes.length > 3 ? ' | …' : ''}${why ? ` — ${why.length > 240 ? `${why.slice(0, 239)}…` : why}` : ''}` +
        ` (${v.helpUrl.replace(/\?.*$/, '')})`
      )
    })
}
