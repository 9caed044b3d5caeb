/** The web benchmark's settings (environment, see web-bench.ts), targets and static pages' names. */
export const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 5)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`WEB_BENCH_RUNS must be a whole number ≥ 1, got ${process.env.WEB_BENCH_RUNS}`)
export const BLOCKING_RUNS = Number(process.env.WEB_BENCH_BLOCKING_RUNS ?? 9)
if (!Number.isInteger(BLOCKING_RUNS) || BLOCKING_RUNS < 1)
  throw new Error(`WEB_BENCH_BLOCKING_RUNS must be a whole number ≥ 1, got ${process.env.WEB_BENCH_BLOCKING_RUNS}`)
export const BLOCKING_ONLY = process.argv.includes('--blocking-only')

export const WEB_TARGETS = {
  lcpMs: 2000,
  /** The site's LCP at most this many times the static page's. */
  lcpRatio: 1.1,
  tbtMs: 150,
  cls: 0.05,
  /** Main-thread blocking from CPU time at 4× (bench/web-blocking.ts), home page and a list page. */
  homeBlockingMs: 150,
  listBlockingMs: 100,
} as const

/** Widths /file/image/{id}?w= serves, as IMAGE_WIDTHS in packages/contract/src/files.ts (not imported: the contract's dist may be mid-rebuild). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920]
export const STATIC_PAGE = 'lcp-static.html'
/** The static page with one module script of one line: what any page with a script pays in Lighthouse's simulation. */
export const STATIC_SCRIPT_PAGE = 'lcp-static-script.html'
export const STATIC_SCRIPT = 'lcp-static-script.js'
export const BLOCKING_STATIC_PAGE = 'blocking-static.html'
