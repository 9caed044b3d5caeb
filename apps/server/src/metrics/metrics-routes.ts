import type { FastifyInstance } from 'fastify'
import { Gauge, Registry } from 'prom-client'
import { registerDatabaseGauges } from './database-gauges.js'
import { metricsAccess } from './metrics-access.js'
import { processMetrics } from './process-metrics.js'
import { registerReadinessGauges } from './readiness-gauges.js'
import { registerRequestMetrics } from './request-metrics.js'

/**
 * GET /metrics in Prometheus' text format (docs/operations.md lists every series). The app's own
 * series (prefix `ibr_`) live in a registry of this app's, never prom-client's global one, so apps
 * built side by side (tests) each count their own; the process's series are shared. The request
 * hook goes on the root instance, so it sees every route.
 */
export async function registerMetrics(app: FastifyInstance) {
  const { config, db, databaseKind, version } = app.deps
  const registry = new Registry()
  registerRequestMetrics(app, registry)
  registerDatabaseGauges(registry, {
    db,
    jobKinds: app.services.jobs.kinds(),
    backupConfigured: config.backupDir !== '',
  })
  registerReadinessGauges(app, registry)
  new Gauge({
    name: 'ibr_build_info',
    help: 'Always 1; the labels say which build runs, on which database.',
    labelNames: ['version', 'database'] as const,
    registers: [registry],
  }).set({ version, database: databaseKind }, 1)
  const scraped = Registry.merge([registry, processMetrics()])

  await app.register(async (metrics) => {
    metrics.get('/metrics', { logLevel: 'silent', onRequest: metricsAccess(config.metricsToken) }, async (_request, reply) => {
      const text = await scraped.metrics()
      return reply.header('content-type', scraped.contentType).header('cache-control', 'no-store').send(text)
    })
  })
}
