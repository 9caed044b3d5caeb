/**
 * autocannon wrapper: a warm-up run that is thrown away, then the measured run, with the target
 * process's resident memory sampled throughout. Every request is a POST with a JSON body and a
 * JSON content-type, as the site sends them.
 */
import autocannon, { type Request } from 'autocannon'
import { sampleRss } from './server-process.js'

export interface LoadOptions {
  port: number
  path: string
  /** One body for every request, or a function giving the body of the n-th request (0-based). */
  body: unknown | ((n: number) => unknown)
  connections: number
  seconds: number
  warmupSeconds: number
  /** Process whose VmRSS is sampled during the run. */
  pid: number
}

export interface LoadResult {
  /** 2xx responses per second: failed answers are not throughput. */
  rps: number
  p50: number
  p99: number
  max: number
  requests: number
  non2xx: number
  /** Counts of the non-2xx statuses, e.g. { 503: 162 }. */
  statuses: Record<string, number>
  errors: number
  timeouts: number
  /** Peak VmRSS of the target during warm-up and run, MB. */
  peakRssMb: number
  /** Length of the measured run, s. Requests still unanswered when it ends are not counted at all. */
  seconds: number
}

function options(o: LoadOptions, seconds: number) {
  const headers = { 'content-type': 'application/json' }
  const base = { url: `http://127.0.0.1:${o.port}`, connections: o.connections, duration: seconds, timeout: 10 }
  if (typeof o.body !== 'function') {
    return { ...base, method: 'POST', headers, body: JSON.stringify(o.body), requests: [{ method: 'POST', path: o.path }] }
  }
  // Varying bodies: setupRequest runs before each request; a shared counter walks the sequence
  // across all connections (so 100 connections do not all ask for page 1 at once).
  const next = o.body as (n: number) => unknown
  let n = 0
  const request: Request = {
    method: 'POST',
    path: o.path,
    headers,
    setupRequest: (req) => ({ ...req, body: JSON.stringify(next(n++)) }),
  }
  return { ...base, method: 'POST', headers, requests: [request] }
}

/**
 * One result for several runs of the same case (rounds alternated with another side): throughput
 * over all of them, the worst p99 and maximum, counts added up, the highest memory.
 */
export function mergeRounds(rounds: LoadResult[]): LoadResult {
  if (rounds.length === 0) throw new Error('mergeRounds: no round')
  const seconds = rounds.reduce((t, r) => t + r.seconds, 0)
  const sum = (pick: (r: LoadResult) => number) => rounds.reduce((t, r) => t + pick(r), 0)
  const statuses: Record<string, number> = {}
  for (const r of rounds) for (const [code, n] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + n
  const p50s = rounds.map((r) => r.p50).sort((a, b) => a - b)
  return {
    rps: sum((r) => r.rps * r.seconds) / seconds,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...rounds.map((r) => r.p99)),
    max: Math.max(...rounds.map((r) => r.max)),
    requests: sum((r) => r.requests),
    non2xx: sum((r) => r.non2xx),
    statuses,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    peakRssMb: Math.max(...rounds.map((r) => r.peakRssMb)),
    seconds,
  }
}

export async function measure(o: LoadOptions): Promise<LoadResult> {
  const rss = sampleRss(o.pid)
  try {
    // Warm-up: JIT, the database's buffers and plan cache, the public cache and keep-alive sockets.
    if (o.warmupSeconds > 0) await autocannon(options(o, o.warmupSeconds))
    const r = await autocannon(options(o, o.seconds))
    return {
      rps: r['2xx'] / r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      requests: r['2xx'] + r.non2xx,
      non2xx: r.non2xx,
      statuses: Object.fromEntries(
        Object.entries(r.statusCodeStats ?? {})
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, v]) => [code, Number(v.count)]),
      ),
      errors: r.errors,
      timeouts: r.timeouts,
      peakRssMb: rss.stop(),
      seconds: o.seconds,
    }
  } finally {
    rss.stop()
  }
}
