import underPressure, { TYPE_EVENT_LOOP_DELAY, type FastifyUnderPressureOptions } from '@fastify/under-pressure'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { OverloadConfig } from '../config.js'
import { AppError } from './app-error.js'
import { toFailure } from './error-handler.js'
import { PROBE_PATHS } from './probe-paths.js'
import { lineWritten } from './request-log.js'

const PROBES: ReadonlySet<string> = new Set(PROBE_PATHS)

const pathOf = (request: FastifyRequest) => {
  const q = request.url.indexOf('?')
  return q === -1 ? request.url : request.url.slice(0, q)
}

/**
 * Refuses new requests while the event loop is overloaded, before anything is read or parsed: a
 * server that queues without bound turns a spike into timeouts for everyone, while one that refuses
 * the excess keeps answering the rest at its normal speed. The refusal is the usual envelope
 * (503 systemErr) with Retry-After, so clients back off.
 *
 * Its language comes from the query's `lang` or the browser's Accept-Language (requestLang): the
 * body, where the site puts `lang`, is not read yet, and reading it is the work being refused. The
 * site's visitors mostly browse in their browser's language, so Accept-Language is right for most.
 *
 * The health probes (PROBE_PATHS) are always answered: an orchestrator that saw them refused would
 * restart a busy instance, throwing away the work it is doing.
 */
export async function registerOverloadShedding(app: FastifyInstance, config: OverloadConfig) {
  if (config.sampleMs === 0) return
  // The state is read again only after a sample: coming back sooner is refused the same way.
  const retryAfter = String(Math.max(1, Math.ceil(config.sampleMs / 1000)))
  const tally = shedTally(app.log)
  app.addHook('onClose', async () => tally.flush())

  /** The refusal's answer, in the language of the query or the browser; its count goes to the tally. */
  function refusal(request: FastifyRequest, reply: FastifyReply, type: string, value: number) {
    tally.add(type, value)
    lineWritten(request)
    const { status, ...envelope } = toFailure(new AppError('systemErr', 'error.overloaded', { status: 503 }), request)
    reply.code(status).header('retry-after', retryAfter).header('cache-control', 'no-store')
    return envelope
  }

  if (config.maxWaitMs > 0) {
    const waited = busyStretch()
    app.addHook('onRequest', (request, reply, done) => {
      const ms = waited()
      if (ms <= config.maxWaitMs || PROBES.has(pathOf(request))) return done()
      // Answered here, done() not called: the request goes no further (Fastify's early reply).
      reply.send(refusal(request, reply, TYPE_WAIT, ms))
    })
  }
  if (config.maxEventLoopDelayMs === 0 && config.maxEventLoopUtilization === 0) return
  // The first sample after the start covers the start's own work (building the routes, migrating,
  // seeding), which blocks the loop but is not load: readings count from the second sample on.
  let trustedFrom = Infinity
  app.addHook('onReady', async () => {
    trustedFrom = Date.now() + 2 * config.sampleMs
  })
  await app.register(underPressure, {
    sampleInterval: config.sampleMs,
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxEventLoopUtilization: config.maxEventLoopUtilization,
    // 'cumulative', the default, averages since the process started: after an hour of calm an
    // overload would take minutes to show. 'interval' reads each sample on its own.
    eventLoopUtilizationMode: 'interval',
    pressureHandler: refuse as unknown as FastifyUnderPressureOptions['pressureHandler'],
  })

  /**
   * Answers a refusal, or undefined to let a probe through. The plugin sends what this returns and
   * stops the request there (its documented contract, though its types say void); sending here
   * instead would let the request go on to be parsed while the answer is still on its way.
   */
  function refuse(request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) {
    if (PROBES.has(pathOf(request)) || Date.now() < trustedFrom) return undefined
    return refusal(request, reply, type, value ?? 0)
  }
}

/** The tally's name for a refusal because the request waited too long for its turn. */
const TYPE_WAIT = 'requestWait'

/**
 * How long the event loop has been busy, without a break, since it started on the requests it is
 * now handling. Every request the loop picks up in one pass over the ready sockets was already
 * waiting when the pass began (the rest are read in the next one), so this is how long the request
 * at hand has waited at least, unseen by anyone: a burst read in one pass is worked through one
 * request after the other, and those at its end were due long ago.
 *
 * This is what under-pressure's sampled delay misses on the embedded database, whose queries run on
 * the event loop: a request runs to its end once read, the loop turns between passes, and the delay
 * it reads stays low while requests queue in the kernel for seconds. Refusing each request that has
 * waited too long, rather than everything for a whole sample, keeps the server working at its full
 * rate on the requests it accepts.
 *
 * The pass ends with the loop's check phase, where setImmediate runs: nothing is armed while idle.
 */
export function busyStretch(now: () => number = () => performance.now()) {
  let since: number | undefined
  const end = () => {
    since = undefined
  }
  return () => {
    const t = now()
    if (since === undefined) {
      since = t
      setImmediate(end)
    }
    return t - since
  }
}

/**
 * Counts refusals and writes one line a second while they last: a line per refusal would be
 * thousands of lines a second, written by the very event loop that is already behind.
 */
export function shedTally(log: FastifyBaseLogger, windowMs = 1000) {
  let count = 0
  let delayMs = 0
  let utilization = 0
  let waitMs = 0
  let timer: NodeJS.Timeout | undefined

  function flush() {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (count === 0) return
    const why = [
      waitMs > 0 && `requests waited ${Math.round(waitMs)} ms for their turn`,
      // No reading at all: the loop never got round to timing itself during a whole sample.
      delayMs === Infinity && `event loop blocked for the whole sample`,
      delayMs > 0 && delayMs < Infinity && `event loop delay ${Math.round(delayMs)} ms`,
      utilization > 0 && `event loop utilisation ${Math.round(utilization * 100)} %`,
    ].filter(Boolean)
    log.warn(
      { shed: count, eventLoopDelayMs: Math.round(delayMs), eventLoopUtilization: utilization, waitMs: Math.round(waitMs) },
      `shed ${count} request${count === 1 ? '' : 's'} in the last second: ${why.join(', ')}`,
    )
    count = 0
    delayMs = 0
    utilization = 0
    waitMs = 0
  }

  return {
    /** One refusal, with the reading that caused it. */
    add(type: string, value: number) {
      count += 1
      if (type === TYPE_EVENT_LOOP_DELAY) delayMs = Math.max(delayMs, value)
      else if (type === TYPE_WAIT) waitMs = Math.max(waitMs, value)
      else utilization = Math.max(utilization, value)
      if (!timer) {
        timer = setTimeout(flush, windowMs)
        timer.unref()
      }
    },
    flush,
  }
}
