import type { FastifyRequest } from 'fastify'

/** What Node reports when the other end of a connection went away: reset, closed under a write, cut short. */
const HANG_UP_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE'])

/**
 * Whether `error` is the client hanging up under its request (a closed tab, a cancelled upload, a
 * crawler's timeout) rather than a fault of the server. The request stream's own error is always
 * the client's. The same codes also come from a database connection that broke
 * (database-errors.ts), which is a real fault: they are the client's only while the client's own
 * connection is gone too, so a database failing under a client that still waits is logged as ever.
 */
export function clientWentAway(error: Error, request: FastifyRequest): boolean {
  const raw = request.raw
  if (raw.errored !== null && raw.errored === error) return true
  const code = (error as { code?: unknown }).code
  const hangUp = (typeof code === 'string' && HANG_UP_CODES.has(code)) || error.message === 'aborted'
  return hangUp && (!raw.socket || raw.socket.destroyed)
}
