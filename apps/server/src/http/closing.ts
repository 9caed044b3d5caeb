import type { FastifyInstance } from 'fastify'
import { AppError } from './app-error.js'
import { sendFailure } from './error-handler.js'
import { isProbePath } from './probe-paths.js'

/**
 * While the server closes, a request that still reaches it (on a kept-alive connection) is answered
 * 503 systemErr in our envelope, with Retry-After: by then this process has gone and a new one can serve.
 * Replaces Fastify's return503OnClosing, whose answer is neither our shape nor says when to come back.
 * The probes still answer: /readyz says it is draining, and the last scrape sees the final counts.
 */
export function registerClosingAnswer(app: FastifyInstance, retryAfterSeconds: number) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (request, reply) => {
    if (!closing || isProbePath(request.routeOptions.url)) return
    reply.header('retry-after', String(retryAfterSeconds))
    return sendFailure(reply, new AppError('systemErr', 'error.closing', { status: 503 }))
  })
}
