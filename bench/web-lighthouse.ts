/**
 * One Lighthouse run (13, as package.json pins it): a fresh headless Debian Chromium (chrome-launcher,
 * which comes with lighthouse), the default config (a mobile phone, simulated slow 4G and 4× CPU
 * throttling), the performance category only. Answers the figures the web benchmark compares.
 */
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser-path.js'

export interface LighthouseFigures {
  /** Largest Contentful Paint, ms (simulated). */
  lcpMs: number
  /** Total Blocking Time, ms (simulated). */
  tbtMs: number
  cls: number
  fcpMs: number
  speedIndexMs: number
  /** Performance score, 0–100. */
  score: number
  /** The LCP element as Lighthouse shows it (an HTML snippet), when it names one. */
  lcpElement?: string
  /** The largest layout shifts (score and element), up to three. */
  layoutShifts: string[]
  /** Lighthouse's 'lcp-lazy-loaded' audit failed: the LCP image has loading="lazy". */
  lcpLazyLoaded: boolean
  /** Bytes the page transferred, by resource type (Document, Script, Stylesheet, Image, Font, Fetch...), and requests. */
  transfer: Record<string, { requests: number; bytes: number }>
  /** Lighthouse's own warnings about the run (e.g. the page redirected, the CPU was slow). */
  warnings: string[]
  /** Wall-clock time of the run, Chromium's start included, s. */
  seconds: number
}

type Json = unknown

/** The first HTML snippet of a `node` item anywhere in an audit's details. */
function firstSnippet(value: Json): string | undefined {
  if (!value || typeof value !== 'object') return undefined
  const item = value as Record<string, Json>
  if (item.type === 'node' && typeof item.snippet === 'string') return item.snippet
  for (const child of Array.isArray(value) ? value : Object.values(item)) {
    const found = firstSnippet(child)
    if (found) return found
  }
  return undefined
}

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const started = performance.now()
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const value = (id: string) => {
      const v = lhr.audits[id]?.numericValue
      if (v === undefined)
        throw new Error(`Lighthouse gave no ${id} for ${url}${lhr.audits[id]?.errorMessage ? `: ${lhr.audits[id]?.errorMessage}` : ''}`)
      return v
    }
    const transfer: LighthouseFigures['transfer'] = {}
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []
    for (const r of requests) {
      const type = r.resourceType ?? 'Other'
      transfer[type] ??= { requests: 0, bytes: 0 }
      transfer[type].requests += 1
      transfer[type].bytes += r.transferSize ?? 0
    }
    const shifts = (lhr.audits['layout-shifts']?.details as { items?: { node?: Json; score?: number }[] } | undefined)?.items ?? []
    return {
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcpMs: value('first-contentful-paint'),
      speedIndexMs: value('speed-index'),
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      // Lighthouse 13 names it in its LCP breakdown insight; 12 had an audit of its own.
      lcpElement: firstSnippet(lhr.audits['lcp-breakdown-insight']?.details ?? lhr.audits['largest-contentful-paint-element']?.details),
      layoutShifts: shifts.slice(0, 3).map((i) => `${(i.score ?? 0).toFixed(3)} ${firstSnippet(i.node) ?? '(element not named)'}`),
      lcpLazyLoaded: lhr.audits['lcp-lazy-loaded']?.score === 0,
      transfer,
      warnings: lhr.runWarnings,
      seconds: (performance.now() - started) / 1000,
    }
  } finally {
    chrome.kill()
  }
}
