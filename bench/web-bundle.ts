/**
 * Bundle sizes of the built site (apps/web/dist): what the first load of #/home fetches because
 * index.html names it (entry script, modulepreloads, stylesheets), against the budgets, and every
 * other JavaScript chunk (loaded later by a route or a feature) with the budget of one lazy chunk.
 * Gzip is computed here at level 9, as the build's precompress step makes its .gz files; .br sizes
 * are shown when the build wrote them (browsers ask for br, so that is what the server sends them).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

/** 1 kB = 1000 bytes, as Vite reports sizes. */
export const KB = 1000
export const BUNDLE_BUDGETS = {
  /** First load, JavaScript named by index.html, gzipped. */
  initialJsGzipKb: 120,
  /** First load, CSS named by index.html, gzipped. */
  initialCssGzipKb: 30,
  /** Any other JavaScript chunk, gzipped. */
  lazyChunkGzipKb: 30,
} as const

export interface AssetSize {
  /** Path inside dist, e.g. assets/index-abc.js. */
  file: string
  /** How index.html names it: script, modulepreload, stylesheet, preload; 'lazy' for the other chunks. */
  via: string
  raw: number
  gzip: number
  /** Size of the .br file beside it, when the build wrote one. */
  br?: number
}

export interface BundleReport {
  dist: string
  initialJs: AssetSize[]
  initialCss: AssetSize[]
  totals: { jsRaw: number; jsGzip: number; cssRaw: number; cssGzip: number }
  lazyJs: AssetSize[]
  /** Absolute or protocol-relative addresses index.html names: not part of the build, not counted. */
  external: string[]
  verdicts: { initialJs: Verdict; initialCss: Verdict; lazyChunks: Verdict }
}

export type Verdict = 'PASS' | 'MISS'

/** The attributes of every <script> and <link> tag of an HTML text. */
function tags(html: string): { tag: 'script' | 'link'; attrs: Record<string, string> }[] {
  const found: { tag: 'script' | 'link'; attrs: Record<string, string> }[] = []
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs: Record<string, string> = {}
    for (const a of m[2]!.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? ''
    }
    found.push({ tag: m[1]!.toLowerCase() as 'script' | 'link', attrs })
  }
  return found
}

function size(dist: string, file: string, via: string): AssetSize {
  const bytes = readFileSync(join(dist, file))
  const br = existsSync(join(dist, `${file}.br`)) ? statSync(join(dist, `${file}.br`)).size : undefined
  return { file, via, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, ...(br === undefined ? {} : { br }) }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
}

export function measureBundle(dist: string): BundleReport {
  const indexFile = join(dist, 'index.html')
  if (!existsSync(indexFile))
    throw new Error(`${indexFile} not found: build the site first (npx vite build --config apps/web/vite.config.ts)`)
  const js = new Map<string, AssetSize>()
  const css = new Map<string, AssetSize>()
  const external: string[] = []
  for (const { tag, attrs } of tags(readFileSync(indexFile, 'utf8'))) {
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/)
    let address: string | undefined
    let kind: 'js' | 'css' | undefined
    let via = ''
    if (tag === 'script' && attrs.src) [address, kind, via] = [attrs.src, 'js', 'script']
    else if (tag === 'link' && rel.includes('modulepreload') && attrs.href) [address, kind, via] = [attrs.href, 'js', 'modulepreload']
    else if (tag === 'link' && rel.includes('stylesheet') && attrs.href) [address, kind, via] = [attrs.href, 'css', 'stylesheet']
    else if (tag === 'link' && rel.includes('preload') && attrs.href && (attrs.as === 'script' || attrs.as === 'style')) {
      ;[address, kind, via] = [attrs.href, attrs.as === 'script' ? 'js' : 'css', `preload as ${attrs.as}`]
    }
    if (!address || !kind) continue
    if (/^([a-z]+:)?\/\//i.test(address)) {
      external.push(address)
      continue
    }
    // The site is served at /: '/assets/x.js' and './assets/x.js' are both dist/assets/x.js.
    const file = decodeURIComponent(address.replace(/[?#].*$/, '').replace(/^\.?\//, ''))
    if (!existsSync(join(dist, file))) throw new Error(`index.html names ${address}, which is not in ${dist}`)
    const into = kind === 'js' ? js : css
    if (!into.has(file)) into.set(file, size(dist, file, via))
  }
  // The entry (apps/web/src/boot.ts) imports the app itself (main.tsx) once the page has painted:
  // what that import loads (listed in the entry for Vite's preloading) and the chunks those import
  // statically are part of every first load too.
  const add = (file: string, via: string) => {
    const into = file.endsWith('.css') ? css : js
    if (existsSync(join(dist, file)) && !into.has(file)) into.set(file, size(dist, file, via))
  }
  for (const entry of [...js.keys()]) {
    for (const [, file] of readFileSync(join(dist, entry), 'utf8').matchAll(/"(assets\/[\w-]+\.(?:js|css))"/g))
      add(file!, 'imported by the entry')
  }
  for (const file of js.keys()) {
    for (const [, name] of readFileSync(join(dist, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) {
      add(join(dirname(file), name!), 'imported by the entry')
    }
  }
  const lazyJs = walk(dist)
    .map((path) => relative(dist, path))
    .filter((file) => file.endsWith('.js') && !js.has(file))
    .map((file) => size(dist, file, 'lazy'))
    .sort((a, b) => b.gzip - a.gzip)
  const sum = (list: AssetSize[], key: 'raw' | 'gzip') => list.reduce((n, a) => n + a[key], 0)
  const totals = {
    jsRaw: sum([...js.values()], 'raw'),
    jsGzip: sum([...js.values()], 'gzip'),
    cssRaw: sum([...css.values()], 'raw'),
    cssGzip: sum([...css.values()], 'gzip'),
  }
  return {
    dist,
    initialJs: [...js.values()],
    initialCss: [...css.values()],
    totals,
    lazyJs,
    external,
    verdicts: {
      initialJs: totals.jsGzip <= BUNDLE_BUDGETS.initialJsGzipKb * KB ? 'PASS' : 'MISS',
      initialCss: totals.cssGzip <= BUNDLE_BUDGETS.initialCssGzipKb * KB ? 'PASS' : 'MISS',
      lazyChunks: lazyJs.every((c) => c.gzip <= BUNDLE_BUDGETS.lazyChunkGzipKb * KB) ? 'PASS' : 'MISS',
    },
  }
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1)

/** A Markdown table padded to read well in a terminal too. */
export function table(header: string[], rows: string[][], rightAlign: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const cell = (v: string, i: number) => (rightAlign[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (rightAlign[i] ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

export function bundleText(report: BundleReport): string {
  const row = (a: AssetSize) => [a.file, a.via, kb(a.raw), kb(a.gzip), a.br === undefined ? '—' : kb(a.br)]
  const { totals, verdicts } = report
  const lines = [
    `First load of #/home (what index.html names), kB = 1000 bytes:`,
    table(
      ['file', 'named as', 'raw kB', 'gzip -9 kB', 'br kB'],
      [...report.initialJs.map(row), ...report.initialCss.map(row)],
      [false, false, true, true, true],
    ),
    `JS  total: ${kb(totals.jsRaw)} kB raw, ${kb(totals.jsGzip)} kB gzipped — budget ${BUNDLE_BUDGETS.initialJsGzipKb} kB: ${verdicts.initialJs}`,
    `CSS total: ${kb(totals.cssRaw)} kB raw, ${kb(totals.cssGzip)} kB gzipped — budget ${BUNDLE_BUDGETS.initialCssGzipKb} kB: ${verdicts.initialCss}`,
  ]
  if (report.external.length) lines.push(`not counted (other origins): ${report.external.join(', ')}`)
  lines.push('', `Other JS chunks (${report.lazyJs.length}), largest first:`)
  if (report.lazyJs.length) {
    lines.push(
      table(
        ['file', 'raw kB', 'gzip -9 kB', 'br kB', `> ${BUNDLE_BUDGETS.lazyChunkGzipKb} kB`],
        report.lazyJs.map((a) => [
          a.file,
          kb(a.raw),
          kb(a.gzip),
          a.br === undefined ? '—' : kb(a.br),
          a.gzip > BUNDLE_BUDGETS.lazyChunkGzipKb * KB ? 'OVER' : '',
        ]),
        [false, true, true, true, false],
      ),
    )
  }
  const over = report.lazyJs.filter((a) => a.gzip > BUNDLE_BUDGETS.lazyChunkGzipKb * KB)
  lines.push(
    `Lazy chunks over ${BUNDLE_BUDGETS.lazyChunkGzipKb} kB gzipped: ${over.length ? over.map((a) => a.file).join(', ') : 'none'} — ${verdicts.lazyChunks}`,
  )
  return lines.join('\n')
}
