import type { FastifyInstance } from 'fastify'
import { Counter, Gauge, type Registry } from 'prom-client'
import { isProbePath } from '../http/probe-paths.js'
import { DurationHistogram, type DurationSeries } from './duration-histogram.js'

/** The route label of a request no route matched: one series however many addresses are tried. */
export const UNMATCHED_ROUTE = 'unmatched'

/** Seconds; public reads answer in milliseconds from the cache, exports and uploads take seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/**
 * Counts every answer by route pattern and status, with its duration, and the public cache's hits
 * and misses (from the x-cache header it sets). The route is the pattern the request matched, never
 * its address, so the number of series is bounded by the routes. The probes are left out: they
 * would mostly count themselves being scraped.
 */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry) {
  // Kept answers the front door sent never reach the framework: counted as if they had, into a tally
  // per route that the counters take in when they are read (the door's answers cost too little for a
  // labels object each).
  const door = new Map<string, { series: DurationSeries; requests: number; hits: number }>()
  const requests = new Counter({
    name: 'ibr_http_requests_total',
    help: 'Answers sent, by method, route pattern and HTTP status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    collect() {
      for (const tally of door.values()) {
        if (tally.requests > 0) this.inc(tally.series.labels, tally.requests)
        tally.requests = 0
      }
    },
  })
  const duration = new DurationHistogram(
    'ibr_http_request_duration_seconds',
    'Time from receiving a request to sending its answer, by method, route pattern and HTTP status.',
    DURATION_BUCKETS,
    registry,
  )
  const cache = new Counter({
    name: 'ibr_public_cache_requests_total',
    help: 'Public reads answered from the cache (hit) or computed and kept (miss), by route.',
    labelNames: ['route', 'result'] as const,
    registers: [registry],
    collect() {
      for (const [route, tally] of door) {
        if (tally.hits > 0) this.inc({ route, result: 'hit' }, tally.hits)
        tally.hits = 0
      }
    },
  })
  new Gauge({
    name: 'ibr_http_requests_in_flight',
    help: 'Requests received and not answered yet, the probes left out: what an instance taken out of the upstream still has to finish.',
    registers: [registry],
    collect() {
      this.set(app.drain.inFlight())
    },
  })
  new Gauge({
    name: 'ibr_public_cache_entries',
    help: 'Answers held in the public cache of this instance.',
    registers: [registry],
    collect() {
      this.set(app.publicCache.size())
    },
  })

  app.publicCache.onDoorAnswer((route, seconds) => {
    let tally = door.get(route)
    if (!tally) door.set(route, (tally = { series: duration.series({ method: 'POST', route, status: '200' }), requests: 0, hits: 0 }))
    duration.observe(tally.series, seconds)
    tally.requests++
    tally.hits++
  })

  app.addHook('onResponse', (request, reply, done) => {
    const pattern = request.routeOptions.url
    if (!isProbePath(pattern)) {
      const route = pattern ?? UNMATCHED_ROUTE
      const labels = { method: request.method, route, status: String(reply.statusCode) }
      requests.inc(labels)
      duration.observe(duration.series(labels), reply.elapsedTime / 1000)
      const result = reply.getHeader('x-cache')
      if (result === 'hit' || result === 'miss') cache.inc({ route, result })
    }
    done()
  })
}
