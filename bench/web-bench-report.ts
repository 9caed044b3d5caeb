/** The web benchmark's report: medians, the machine, the Lighthouse and blocking tables against the targets. */
import { execFileSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { ROOT } from '../e2e/support/server.js'
import { table } from './web-bundle.js'
import { type BlockingRun } from './web-blocking.js'
import { type LighthouseFigures } from './web-lighthouse.js'
import { BLOCKING_RUNS, RUNS, WEB_TARGETS } from './web-bench-settings.js'
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export type PageName = 'site' | 'static' | 'staticScript'
export interface Run extends LighthouseFigures {
  page: PageName
  round: number
}
export interface Medians {
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  speedIndexMs: number
  score: number
}

export function mediansOf(runs: Run[]): Medians {
  const m = (key: keyof Medians) => median(runs.map((r) => r[key]))
  return { lcpMs: m('lcpMs'), tbtMs: m('tbtMs'), cls: m('cls'), fcpMs: m('fcpMs'), speedIndexMs: m('speedIndexMs'), score: m('score') }
}

export function machine(): { text: string; commit: string } {
  let commit = ''
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim()
    // The build is of the working tree: say so when it differs from the commit.
    const built = ['apps/web', 'apps/server/src', 'packages/contract/src', 'packages/ui/src']
    const dirty = execFileSync('git', ['status', '--porcelain', '--', ...built], { cwd: ROOT })
      .toString()
      .trim()
    if (dirty) commit += ` + uncommitted changes in ${dirty.split('\n').length} web/server/package files`
  } catch {
    /* not a checkout */
  }
  const text = [
    `date: ${new Date().toISOString()}`,
    `machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM; Node ${process.version}; commit ${commit || '?'}`,
    // Lighthouse's simulated figures still scale with the CPU it observes: compare runs at similar load.
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  ].join('\n')
  return { text, commit }
}

export const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
export const msText = (ms: number) => `${Math.round(ms)} ms`
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')

export function lighthouseText(runs: Run[], site: Medians, stat: Medians, statScript: Medians) {
  const runRows = runs.map((r) => [
    String(r.round),
    r.page,
    s(r.lcpMs),
    msText(r.tbtMs),
    r.cls.toFixed(3),
    s(r.fcpMs),
    s(r.speedIndexMs),
    String(r.score),
    `${r.seconds.toFixed(0)} s`,
  ])
  const medianRow = (name: string, m: Medians) => [
    name,
    s(m.lcpMs),
    msText(m.tbtMs),
    m.cls.toFixed(3),
    s(m.fcpMs),
    s(m.speedIndexMs),
    String(m.score),
  ]
  const ratio = site.lcpMs / stat.lcpMs
  const checks = {
    lcp: site.lcpMs < WEB_TARGETS.lcpMs,
    lcpRatio: ratio <= WEB_TARGETS.lcpRatio,
    tbt: site.tbtMs < WEB_TARGETS.tbtMs,
    cls: site.cls < WEB_TARGETS.cls,
  }
  const text = [
    table(['round', 'page', 'LCP', 'TBT', 'CLS', 'FCP', 'Speed Index', 'score', 'run time'], runRows, [
      true,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]),
    '',
    `Medians of ${RUNS} runs each:`,
    table(
      ['page', 'LCP', 'TBT', 'CLS', 'FCP', 'Speed Index', 'score'],
      [medianRow('site #/home', site), medianRow('static banner page', stat), medianRow('static page + one script', statScript)],
      [false, true, true, true, true, true, true],
    ),
    `LCP site/static: ${ratio.toFixed(2)}×`,
    // Lighthouse's simulation hangs a script's request on the task that committed the page, which a
    // page without scripts never pays: this ratio shows what the site adds beyond having a script.
    `LCP site/(static + one script): ${(site.lcpMs / statScript.lcpMs).toFixed(2)}× (not a target)`,
    '',
    table(
      ['target', 'site', 'verdict'],
      [
        [`LCP < ${s(WEB_TARGETS.lcpMs)}`, s(site.lcpMs), verdict(checks.lcp)],
        [`LCP ≤ ${WEB_TARGETS.lcpRatio} × static (${s(stat.lcpMs)})`, `${ratio.toFixed(2)}×`, verdict(checks.lcpRatio)],
        [`TBT < ${WEB_TARGETS.tbtMs} ms`, msText(site.tbtMs), verdict(checks.tbt)],
        [`CLS < ${WEB_TARGETS.cls}`, site.cls.toFixed(3), verdict(checks.cls)],
      ],
      [false, true, false],
    ),
  ].join('\n')
  return { text, ratio, checks }
}

/** What the site's run nearest the median LCP transferred, the LCP elements, and the layout shifts of the site's worst-CLS run. */
export function siteDetails(runs: Run[], site: Medians): string {
  const siteRuns = runs.filter((r) => r.page === 'site')
  const typical = siteRuns.reduce((best, r) => (Math.abs(r.lcpMs - site.lcpMs) < Math.abs(best.lcpMs - site.lcpMs) ? r : best))
  const shifted = siteRuns.reduce((worst, r) => (r.cls > worst.cls ? r : worst))
  const rows = Object.entries(typical.transfer)
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([type, t]) => [type, String(t.requests), (t.bytes / 1000).toFixed(1)])
  const total = Object.values(typical.transfer).reduce((n, t) => n + t.bytes, 0)
  const elements = [...new Set(runs.map((r) => `${r.page}: ${r.lcpElement ?? '(not named)'}`))]
  const warnings = new Map<string, number>()
  for (const r of runs) for (const w of r.warnings) warnings.set(w, (warnings.get(w) ?? 0) + 1)
  return [
    `Transferred by the site's round-${typical.round} run (as the server sent it, br/gzip), ${(total / 1000).toFixed(1)} kB in all:`,
    table(['resource type', 'requests', 'kB'], rows, [false, true, true]),
    '',
    'LCP element:',
    ...elements.map((e) => `  ${e.replace(/\s+/g, ' ').slice(0, 220)}`),
    ...(siteRuns.some((r) => r.lcpLazyLoaded) ? ["  (the site's LCP image is lazy-loaded: Lighthouse's lcp-lazy-loaded audit fails)"] : []),
    '',
    `Layout shifts of the site's round-${shifted.round} run, its largest CLS (score, element):`,
    ...(shifted.layoutShifts.length ? shifted.layoutShifts.map((l) => `  ${l.replace(/\s+/g, ' ').slice(0, 220)}`) : ['  none']),
    ...(warnings.size ? ['', 'Lighthouse warnings:', ...[...warnings].map(([w, n]) => `  (${n}×) ${w.replace(/\s+/g, ' ')}`)] : []),
  ].join('\n')
}

export type BlockingPage = 'static' | 'home' | 'list'
export const BLOCKING_PAGES: readonly BlockingPage[] = ['static', 'home', 'list']
export interface BlockingSummary {
  url: string
  /** Medians over the runs. */
  blockingMs: number
  longestMs: number
  scriptMs: number
  lcpMs: number
  /** Each run's blocking, in order. */
  runs: number[]
}

export function blockingSummary(url: string, runs: BlockingRun[]): BlockingSummary {
  const m = (key: keyof BlockingRun) => median(runs.map((r) => r[key]))
  return {
    url,
    blockingMs: m('blockingMs'),
    longestMs: m('longestMs'),
    scriptMs: m('scriptMs'),
    lcpMs: m('lcpMs'),
    runs: runs.map((r) => Math.round(r.blockingMs)),
  }
}

export function blockingText(pages: Record<BlockingPage, BlockingSummary>) {
  const checks = {
    home: pages.home.blockingMs <= WEB_TARGETS.homeBlockingMs,
    list: pages.list.blockingMs <= WEB_TARGETS.listBlockingMs,
  }
  const rows = BLOCKING_PAGES.map((name) => {
    const p = pages[name]
    return [
      name,
      msText(p.blockingMs),
      `${Math.min(...p.runs)}–${Math.max(...p.runs)}`,
      p.longestMs.toFixed(1),
      p.scriptMs.toFixed(1),
      msText(p.lcpMs),
      p.url.replace(/^https?:\/\/[^/]+/, ''),
    ]
  })
  const text = [
    `Medians of ${BLOCKING_RUNS} loads each, interleaved; blocking = Σ max(0, 4 × task CPU ms − 50); LCP unthrottled:`,
    table(['page', 'blocking@4x', 'range', 'longest task CPU ms', 'script CPU ms', 'LCP', 'path'], rows, [
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]),
    `runs (blocking ms): ${BLOCKING_PAGES.map((name) => `${name} ${pages[name].runs.join(' ')}`).join('; ')}`,
    '',
    table(
      ['target', 'site', 'verdict'],
      [
        [`home blocking ≤ ${WEB_TARGETS.homeBlockingMs} ms`, msText(pages.home.blockingMs), verdict(checks.home)],
        [`list blocking ≤ ${WEB_TARGETS.listBlockingMs} ms`, msText(pages.list.blockingMs), verdict(checks.list)],
      ],
      [false, true, false],
    ),
  ].join('\n')
  return { text, checks }
}
