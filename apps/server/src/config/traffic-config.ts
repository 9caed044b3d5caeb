import type { Env } from './env-readers.js'

export type LogRequests = 'notable' | 'all'

/** When new requests are refused before any work is done on them; 0 in a field turns its check off. */
export interface OverloadConfig {
  /** Mean event-loop delay over a sample, in ms, above which new requests are refused. */
  maxEventLoopDelayMs: number
  /** Share of a sample the event loop was busy (0 to 1) above which new requests are refused. */
  maxEventLoopUtilization: number
  /** Milliseconds between two readings of the event loop; 0 turns shedding off altogether. */
  sampleMs: number
  /** A request that waited longer than this, in ms, for the busy event loop to get to it is refused. */
  maxWaitMs: number
}

/*
 * Defaults chosen by measurement (bench/overload-bench.ts, docs/benchmarks.md "Overload"), uncached
 * public reads on two shared cores. At saturation the loop is busy nearly all the time, at the peak
 * as much as when overloaded (a 0.9 utilisation limit refused thousands of requests from 16 clients
 * that were merely keeping it busy), so utilisation is off by default. The plugin's verdict holds
 * for a whole sample, and a sample in which the loop never turned reads as infinite delay: with
 * 100 ms samples any 100 ms stall (the first requests after a start, a cold query on a busy
 * machine) refused normal traffic, 18 of 20 cached reads in a test. 500 ms samples with a 200 ms
 * limit refused nothing at the peak and act only on an overload that lasts; the price is that the
 * requests they let in queue longer (accepted p99 1.9 s at 2× the peak, against 0.4–0.8 s with
 * 100 ms samples and 4–5 s without shedding). The wait limit refuses request by request instead;
 * 500 ms refused nothing of 16 clients at the peak, whose passes over the ready sockets took up to
 * 215 ms on the embedded database.
 */
const OVERLOAD_DEFAULTS: OverloadConfig = { maxEventLoopDelayMs: 200, maxEventLoopUtilization: 0, sampleMs: 500, maxWaitMs: 500 }

export function logRequests(env: Env, problems: string[]): LogRequests {
  const raw = env.LOG_REQUESTS
  if (raw === undefined || raw === '' || raw === 'notable') return 'notable'
  if (raw === 'all') return 'all'
  problems.push(`LOG_REQUESTS must be notable or all, got "${raw}"`)
  return 'notable'
}

/**
 * Unlike the other settings, an empty value here turns the check off rather than meaning the
 * default: `OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=` in a .env file reads as "no limit", which is what a
 * person clearing the value means.
 */
export function overloadConfig(env: Env, problems: string[]): OverloadConfig {
  const read = (name: string, fallback: number, max: number, whole: boolean): number => {
    const raw = env[name]
    if (raw === undefined) return fallback
    if (raw.trim() === '') return 0
    const n = Number(raw)
    if (!Number.isFinite(n) || n < 0 || n > max || (whole && !Number.isInteger(n))) {
      problems.push(`${name} must be ${whole ? 'a whole number' : 'a number'} from 0 (off) to ${max}, got "${raw}"`)
      return fallback
    }
    return n
  }
  const sampleMs = read('OVERLOAD_SAMPLE_MS', OVERLOAD_DEFAULTS.sampleMs, 60_000, true)
  // under-pressure's event-loop histogram ticks every 10 ms: a shorter sample would hold no reading.
  if (sampleMs > 0 && sampleMs < 10) problems.push(`OVERLOAD_SAMPLE_MS must be 0 (off) or from 10 to 60000, got "${sampleMs}"`)
  return {
    maxEventLoopDelayMs: read('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', OVERLOAD_DEFAULTS.maxEventLoopDelayMs, 60_000, true),
    maxEventLoopUtilization: read('OVERLOAD_MAX_EVENT_LOOP_UTILIZATION', OVERLOAD_DEFAULTS.maxEventLoopUtilization, 1, false),
    sampleMs,
    maxWaitMs: read('OVERLOAD_MAX_WAIT_MS', OVERLOAD_DEFAULTS.maxWaitMs, 60_000, true),
  }
}
