import type { FastifyInstance } from 'fastify'
import { appliedMigrations, knownMigrations } from '../../db/database.js'
import { newerMigrations } from '../../db/migration-compat.js'
import { sharedWhileRunning } from '../../lib/shared-while-running.js'
import { registerMetrics } from '../../metrics/metrics-routes.js'
import { checkReadiness } from './readiness.js'

/**
 * How long /readyz waits for the database. An unreachable PostgreSQL already fails within the pool's
 * one-second connection wait; this bounds a database that accepts and then says nothing.
 */
export const READY_TIMEOUT_MS = 1000

/**
 * /healthz (the process answers) and /readyz (send it requests: not closing, the database answers,
 * its migrations are this build's, or this build's and newer additive ones). Probes come every few
 * seconds from every load balancer and orchestrator, so they log nothing per request and are not rate
 * limited; readiness costs one small query (two on a newer schema), shared by the probes that arrive
 * while it runs.
 */
export async function probeRoutes(app: FastifyInstance, options: { draining: () => boolean }) {
  const known = await knownMigrations()
  const applied = sharedWhileRunning(() => appliedMigrations(app.deps.db))

  app.get('/healthz', { logLevel: 'silent' }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }))

  app.get('/readyz', { logLevel: 'silent' }, async (_request, reply) => {
    const readiness = await checkReadiness({
      draining: options.draining,
      appliedMigrations: applied,
      additiveNewer: async (newer) =>
        (await newerMigrations(app.deps.db, newer)).filter((m) => m.olderBuildsMayServe === true).map((m) => m.name),
      knownMigrations: known,
      timeoutMs: READY_TIMEOUT_MS,
    })
    return reply
      .code(readiness.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness)
  })
}

/** The operator's endpoints (http/probe-paths.ts): health, readiness, and the metrics with what feeds them. */
export async function registerProbes(app: FastifyInstance) {
  // From SIGTERM (http/drain.ts), or the first preClose hook when the app is closed directly.
  await app.register(probeRoutes, { draining: () => app.drain.draining() })
  await registerMetrics(app)
}
