/**
 * Main-thread blocking of a page's first load, from the thread's own CPU time, so that a busy machine
 * barely moves it (the method of /work/shared/tools/blocking-time.mjs, kept here so the benchmark
 * carries it).
 *
 * Lighthouse's TBT adds up, for every main-thread task longer than 50 ms, the part beyond 50 ms, with
 * the CPU slowed 4×; its figure is simulated from wall-clock durations, which on a shared 2-core
 * machine swing with whatever else runs. A task's CPU time on its own thread (`tdur` in a Chrome trace)
 * does not. So each page is loaded in Chromium with tracing on and this sums, over every top-level task
 * of the page's main thread,
 *   blocking@4x = Σ max(0, 4 × cpu_ms − 50)
 * beside the longest task, the script CPU time, and the largest contentful paint the page itself saw
 * (unthrottled, local network: a check that the first view still paints as early as the static one).
 * Pages are loaded interleaved (a, b, c, a, b, c, ...) so any drift falls on every page alike.
 */
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../e2e/support/page-tools.js'

export interface BlockingRun {
  /** Σ max(0, slowdown × cpu_ms − 50) over the main thread's tasks, ms. */
  blockingMs: number
  /** The longest task's CPU time, ms (not slowed). */
  longestMs: number
  /** CPU time of script evaluation and calls on the main thread, ms (not slowed). */
  scriptMs: number
  tasks: number
  /** Largest contentful paint as the page reported it, ms after navigation start (0 when none). */
  lcpMs: number
}

export interface BlockingOptions {
  runs: number
  /** Lighthouse's mobile preset slows the CPU 4×. */
  slowdown?: number
  /** Viewport width: Lighthouse's phone is 412 px wide. */
  width?: number
  /** Called after each load, for progress. */
  onRun?: (url: string, round: number, run: BlockingRun) => void
}

interface TraceEvent {
  ph: string
  name: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } }
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])
const SCRIPT_NAMES = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall'])
const cpuOf = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000
const threadOf = (e: TraceEvent) => `${e.pid}:${e.tid}`
const urlOf = (e: TraceEvent) => e.args?.data?.url ?? e.args?.beginData?.url

/**
 * The tasks not inside another: Chromium writes one task as ThreadControllerImpl::RunTask around
 * RunTask (or either alone, by version), which counted twice would double the figure.
 */
function topLevel(tasks: TraceEvent[]): TraceEvent[] {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const kept: TraceEvent[] = []
  let end = -Infinity
  for (const e of sorted) {
    if (e.ts < end) continue
    kept.push(e)
    end = e.ts + (e.dur ?? 0)
  }
  return kept
}

async function loadOnce(browser: Browser, url: string, slowdown: number, width: number): Promise<BlockingRun> {
  const context = await browser.newContext({ viewport: { width, height: 860 }, deviceScaleFactor: 1 })
  try {
    const page = await context.newPage()
    await browser.startTracing(page, {
      categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'toplevel', 'blink.user_timing', 'loading'],
    })
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
    // Late tasks (idle callbacks, lazy chunks, deferred parts of the page) still belong to the first load.
    await page.waitForTimeout(1500)
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          setTimeout(() => resolve(last), 50)
        }),
    )
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[]
    const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? [])
    // The renderer's main thread that ran this page: of the CrRendererMain threads that touched the
    // page's origin (Chromium's own pages, such as the new-tab page, run renderers of their own), the one
    // with the most task time.
    const origin = new URL(url).origin
    const rendererMains = new Set<string>()
    for (const e of events)
      if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') rendererMains.add(threadOf(e))
    const pageThreads = new Set<string>()
    for (const e of events) if (rendererMains.has(threadOf(e)) && urlOf(e)?.startsWith(origin)) pageThreads.add(threadOf(e))
    const tasksByThread = new Map<string, TraceEvent[]>()
    for (const e of events) {
      const key = threadOf(e)
      if (e.ph !== 'X' || !TASK_NAMES.has(e.name) || !pageThreads.has(key)) continue
      tasksByThread.set(key, [...(tasksByThread.get(key) ?? []), e])
    }
    let main: TraceEvent[] = []
    let mainCpu = 0
    for (const list of tasksByThread.values()) {
      const tasks = topLevel(list)
      const total = tasks.reduce((s, e) => s + cpuOf(e), 0)
      if (total > mainCpu) [main, mainCpu] = [tasks, total]
    }
    const mainKey = main[0] ? threadOf(main[0]) : ''
    const cpu = main.map(cpuOf)
    const scriptMs = events
      .filter((e) => e.ph === 'X' && SCRIPT_NAMES.has(e.name) && threadOf(e) === mainKey)
      .reduce((s, e) => s + cpuOf(e), 0)
    return {
      blockingMs: cpu.reduce((s, ms) => s + Math.max(0, slowdown * ms - 50), 0),
      longestMs: Math.max(0, ...cpu),
      scriptMs,
      tasks: cpu.length,
      lcpMs,
    }
  } finally {
    await context.close()
  }
}

/** Each URL loaded `runs` times, interleaved; the runs of each URL in the order given. */
export async function measureBlocking(urls: string[], options: BlockingOptions): Promise<BlockingRun[][]> {
  const { runs, slowdown = 4, width = 412 } = options
  const results: BlockingRun[][] = urls.map(() => [])
  const browser = await launchBrowser()
  try {
    for (let round = 1; round <= runs; round++)
      for (const [i, url] of urls.entries()) {
        const run = await loadOnce(browser, url, slowdown, width)
        results[i]!.push(run)
        options.onRun?.(url, round, run)
      }
  } finally {
    await browser.close()
  }
  return results
}

/**
 * The baseline page: the site's home page as the browser rendered it (same HTML, stylesheets, fonts
 * and images), with every script and module preload taken out, so it paints the same first view and
 * runs no JavaScript. Written into the served folder before the server starts (the server lists its
 * files once).
 */
export async function staticCopyOf(url: string, width = 412): Promise<string> {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ viewport: { width, height: 860 } })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
    await page.waitForTimeout(1000)
    const html = await page.evaluate(() => {
      for (const element of document.querySelectorAll('script:not([type="application/json"]), link[rel="modulepreload"]')) element.remove()
      return `<!doctype html>\n${document.documentElement.outerHTML}`
    })
    await context.close()
    return html
  } finally {
    await browser.close()
  }
}
