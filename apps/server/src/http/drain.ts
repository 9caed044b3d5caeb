import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { PROBE_PATHS } from './probe-paths.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's leaving: whether it has begun, and the requests it still has to answer. */
    drain: Drain
  }
}

export interface Drain {
  /** From now on /readyz says the instance is leaving; requests are still served until close(). */
  begin(): void
  /** True from begin() (or the start of close()) on. */
  draining(): boolean
  /** Requests received and not answered yet, the probes left out (a scrape does not count itself). */
  inFlight(): number
}

function isProbeRequest(url: string | undefined) {
  const path = url?.split('?', 1)[0]
  return (PROBE_PATHS as readonly (string | undefined)[]).includes(path)
}

/**
 * Counts the requests in flight at the HTTP server itself (the front door's kept answers included)
 * and, once the server closes, lets no connection outlive its last answer. Node's server.close() and
 * Fastify's closeIdleConnections() close only the connections idle at that moment: a kept-alive
 * connection whose request was in flight then stayed open after its answer (nginx keeps its upstream
 * connections 60 s), so the close waited the whole grace period with nothing left to do and the
 * process exited 1. Now every answer sent while closing says `Connection: close`, and a connection
 * that answered before is closed as soon as it is idle.
 */
export function registerDrain(app: FastifyInstance) {
  const server = app.server as Server
  const open = new Set<ServerResponse>()
  let draining = false
  let closing = false

  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections())

  // Ahead of the framework's (and the front door's) listener: counted before anything is answered.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.shouldKeepAlive = false
    if (isProbeRequest(req.url)) {
      if (closing) res.once('close', closeIdleSoon)
      return
    }
    open.add(res)
    res.once('close', () => {
      open.delete(res)
      if (closing) closeIdleSoon()
    })
  })

  app.addHook('preClose', async () => {
    draining = true
    closing = true
    // Answers not begun yet close their connection; those already under way are closed once idle.
    for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false
  })

  app.decorate('drain', {
    begin() {
      draining = true
    },
    draining: () => draining,
    inFlight: () => open.size,
  } satisfies Drain)
}
