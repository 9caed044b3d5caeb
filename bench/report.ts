/**
 * The result table and the targets. Printed as a Markdown table (padded so it also reads well in a
 * terminal) so a run can be pasted into docs/benchmarks.md unchanged. A MISS is reported, never
 * thrown: the benchmark measures, it does not gate.
 */
import type { LoadResult } from './load.js'

/** The targets of the issue, in one place. */
export const TARGETS = {
  /** Public reads: at least this share of the baseline's throughput... */
  publicRatio: 0.6,
  /** ...with p99 under this many ms, at 100 connections. */
  publicP99Ms: 20,
  /** /api/article/list on PostgreSQL with 100,000 articles: p99 under this. */
  listP99Ms: 50,
  /** Resident memory of the server process (peak, VmHWM). */
  rssMb: 200,
  /** The first start, which seeds the demo content (peak, VmHWM). */
  firstStartMb: 400,
} as const

export type Verdict = 'PASS' | 'MISS' | '—'

export interface Row {
  db: string
  case: string
  /** Size of the answer body (the first request's, for varying requests), bytes. */
  bytes: number
  server: LoadResult
  baseline?: LoadResult
  /** Targets that apply: a public read against the baseline, the 100k list latency, or none (information). */
  targets: Target[]
}

export type Target = 'public' | 'list100k'

export interface MemoryRow {
  process: string
  /** VmHWM read after the process's last case: the peak over its whole life, start-up included. */
  peakMb: number
  /** The highest VmRSS sampled while load was applied (NaN: no load applied). */
  underLoadMb: number
  /** The VmHWM it must stay under, MB: TARGETS.rssMb for a server in its steady state, TARGETS.firstStartMb for the first start. */
  limitMb: number
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1))
const int = (v: number) => Math.round(v).toLocaleString('en-US')

export function ratio(row: Row): number | undefined {
  return row.baseline && row.baseline.rps > 0 ? row.server.rps / row.baseline.rps : undefined
}

export function targetText(row: Row): string {
  if (row.targets.length === 0) return '(information)'
  const p99 = Math.min(...row.targets.map((t) => (t === 'public' ? TARGETS.publicP99Ms : TARGETS.listP99Ms)))
  return [row.targets.includes('public') ? `≥ ${TARGETS.publicRatio * 100} % of baseline` : '', `p99 < ${p99} ms`]
    .filter(Boolean)
    .join(', ')
}

/** Why a row misses its targets; empty when it meets them all. */
export function shortfalls(row: Row): string[] {
  const why: string[] = []
  if (row.targets.length === 0) return why
  const s = row.server
  if (s.requests === 0) why.push(`not one answer within the ${s.seconds} s run`)
  if (s.non2xx || s.errors) {
    const statuses = Object.entries(s.statuses)
      .map(([code, n]) => `${n} × ${code}`)
      .join(', ')
    why.push(`${s.non2xx} non-2xx answers${statuses ? ` (${statuses})` : ''}, ${s.errors} connection errors (${s.timeouts} timeouts)`)
  }
  const r = ratio(row)
  if (row.targets.includes('public') && (r === undefined || r < TARGETS.publicRatio)) {
    why.push(`throughput ${r === undefined ? '?' : (r * 100).toFixed(0)} % of baseline (target ≥ ${TARGETS.publicRatio * 100} %)`)
  }
  const limit = Math.min(...row.targets.map((t) => (t === 'public' ? TARGETS.publicP99Ms : TARGETS.listP99Ms)))
  if (s.p99 >= limit) why.push(`p99 ${ms(s.p99)} ms (target < ${limit} ms: ${(s.p99 / limit).toFixed(1)}× over)`)
  return why
}

export function verdict(row: Row): Verdict {
  if (row.targets.length === 0) return '—'
  return shortfalls(row).length === 0 ? 'PASS' : 'MISS'
}

function table(header: string[], rows: string[][], rightAlign: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const cell = (v: string, i: number) => (rightAlign[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`
  const rule = `|${widths.map((w, i) => (rightAlign[i] ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

export function resultTable(rows: Row[]): string {
  const header = [
    'database',
    'case',
    'bytes',
    'req/s',
    'baseline req/s',
    'ratio',
    'p99 ms',
    'baseline p99',
    'peak RSS MB',
    'failed',
    'target',
    'verdict',
  ]
  const body = rows.map((row) => {
    const r = ratio(row)
    const failed = row.server.non2xx + row.server.errors
    const kinds = [
      ...Object.entries(row.server.statuses).map(([code, n]) => `${code}×${int(n)}`),
      ...(row.server.errors ? [`error×${int(row.server.errors)}`] : []),
    ]
    return [
      row.db,
      row.case,
      int(row.bytes),
      int(row.server.rps),
      row.baseline ? int(row.baseline.rps) : '—',
      r === undefined ? '—' : `${(r * 100).toFixed(0)} %`,
      // No answer at all in the run: the latency is longer than the run, not 0.
      row.server.requests === 0 ? `> ${row.server.seconds * 1000}` : ms(row.server.p99),
      row.baseline ? ms(row.baseline.p99) : '—',
      row.server.peakRssMb.toFixed(0),
      failed ? `${int(failed)} of ${int(row.server.requests + row.server.errors)} (${kinds.join(', ')})` : '0',
      targetText(row),
      verdict(row),
    ]
  })
  return table(header, body, [false, false, true, true, true, true, true, true, true, true, false, false])
}

export function memoryTable(rows: MemoryRow[]): string {
  const body = rows.map((m) => [
    m.process,
    Number.isNaN(m.underLoadMb) ? '—' : m.underLoadMb.toFixed(0),
    m.peakMb.toFixed(0),
    `< ${m.limitMb} MB`,
    m.peakMb < m.limitMb ? 'PASS' : 'MISS',
  ])
  return table(['server process', 'peak RSS under load MB', 'VmHWM MB (whole life)', 'target', 'verdict'], body, [
    false,
    true,
    true,
    false,
    false,
  ])
}

export function summary(rows: Row[], memory: MemoryRow[]): string {
  const lines: string[] = []
  for (const row of rows) {
    const why = shortfalls(row)
    if (why.length) lines.push(`MISS ${row.db} ${row.case}: ${why.join('; ')}`)
  }
  for (const m of memory)
    if (!(m.peakMb < m.limitMb)) lines.push(`MISS memory ${m.process}: VmHWM ${m.peakMb.toFixed(0)} MB (target < ${m.limitMb} MB)`)
  const checked = rows.filter((r) => r.targets.length > 0).length + memory.length
  lines.unshift(`${checked - lines.length} of ${checked} checked rows meet their targets.`)
  return lines.join('\n')
}
