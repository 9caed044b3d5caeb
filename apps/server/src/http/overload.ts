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
  if (config.sampleMs === 0 || (config.maxEventLoopDelayMs === 0 && config.maxEventLoopUtilization === 0)) return
  // The state is read again only after a sample: coming back sooner is refused the same way.
  const retryAfter = String(Math.max(1, Math.ceil(config.sampleMs / 1000)))
  const tally = shedTally(app.log)
  app.addHook('onClose', async () => tally.flush())
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
    tally.add(type, value ?? 0)
    lineWritten(request)
    const { status, ...envelope } = toFailure(new AppError('systemErr', 'error.overloaded', { status: 503 }), request)
    reply.code(status).header('retry-after', retryAfter).header('cache-control', 'no-store')
    return envelope
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
  let timer: NodeJS.Timeout | undefined

  function flush() {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (count === 0) return
    const why = [
      // No reading at all: the loop never got round to timing itself during a whole sample.
      delayMs === Infinity && `event loop blocked for the whole sample`,
      delayMs > 0 && delayMs < Infinity && `event loop delay ${Math.round(delayMs)} ms`,
      utilization > 0 && `event loop utilisation ${Math.round(utilization * 100)} %`,
    ].filter(Boolean)
    log.warn(
      { shed: count, eventLoopDelayMs: Math.round(delayMs), eventLoopUtilization: utilization },
      `shed ${count} request${count === 1 ? '' : 's'} in the last second: ${why.join(', ')}`,
    )
    count = 0
    delayMs = 0
    utilization = 0
  }

  return {
    /** One refusal, with the reading that caused it. */
    add(type: string, value: number) {
      count += 1
      if (type === TYPE_EVENT_LOOP_DELAY) delayMs = Math.max(delayMs, value)
      else utilization = Math.max(utilization, value)
      if (!timer) {
        timer = setTimeout(flush, windowMs)
        timer.unref()
      }
    },
    flush,
  }
}
