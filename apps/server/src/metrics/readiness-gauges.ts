import type { FastifyInstance } from 'fastify'
import { Gauge, type Registry } from 'prom-client'
import { sharedWhileRunning } from '../lib/shared-while-running.js'

/** What /readyz answered, as far as the gauge needs it. */
interface ReadyAnswer {
  ready: boolean
  /** Why not (draining, database, migrations); empty when ready. */
  reason: string
}

/**
 * /readyz asked in-process, so the series says exactly what a load balancer is told (one definition
 * of readiness, modules/health/readiness.ts) without a blackbox exporter beside Prometheus. An app
 * that has begun closing takes no more requests, even injected ones: it is leaving, i.e. draining.
 */
async function askReadyz(app: FastifyInstance): Promise<ReadyAnswer> {
  let answer
  try {
    answer = await app.inject({ method: 'GET', url: '/readyz' })
  } catch {
    return { ready: false, reason: 'draining' }
  }
  let reason = ''
  try {
    const body = answer.json<{ reason?: unknown }>()
    if (typeof body.reason === 'string') reason = body.reason
  } catch {
    // Not the probe's JSON (shed or closing answers): the status alone says not ready.
  }
  return answer.statusCode === 200 ? { ready: true, reason: '' } : { ready: false, reason: reason || 'unknown' }
}

/**
 * `ibr_ready` (1 or 0, the reason as a label when 0) and `ibr_database_up` (1 when the database
 * answered a query within a second), read at each scrape. Together they let Prometheus alert on an
 * instance that answers /metrics but should not be sent requests, and tell a database outage from
 * the rest (docs/operations.md).
 */
export function registerReadinessGauges(app: FastifyInstance, registry: Registry) {
  const registers = [registry]
  const readyz = sharedWhileRunning(() => askReadyz(app))
  new Gauge({
    name: 'ibr_ready',
    help: 'Whether /readyz answers 200 (1) or 503 (0); when 0, `reason` says why: draining, database, migrations.',
    labelNames: ['reason'] as const,
    registers,
    async collect() {
      const { ready, reason } = await readyz()
      // One series at a time: a reason that changes replaces the last one rather than leaving it behind.
      this.reset()
      this.set({ reason }, ready ? 1 : 0)
    },
  })
  new Gauge({
    name: 'ibr_database_up',
    help: 'Whether the database answered a query within a second at this scrape (1) or not (0); a pool busy with other queries counts as 1.',
    registers,
    async collect() {
      this.set((await app.databaseOutage.check()) ? 1 : 0)
    },
  })
}
