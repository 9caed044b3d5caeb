import type { FastifyRequest } from 'fastify'

/** What Node reports when the other end of a connection went away: reset, closed under a write, cut short. */
const HANG_UP_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE'])

/**
 * Whether `error` is the client hanging up under its request (a closed tab, a cancelled upload, a
 * crawler's timeout) rather than a fault of the server:
 * - the request stream's own error, which only the client causes;
 * - a reset or a broken pipe while the client's connection is gone. The same codes come from a
 *   database connection that broke (db/database-errors.ts), a real fault: while the client still
 *   waits, they are logged as ever;
 * - a refusal (`status` under 500) of a body that was cut short, such as an upload that could not
 *   be read to its end: the refusal only follows from the client leaving. A fault (5xx) is never
 *   put down to the client, even then.
 */
export function clientWentAway(error: Error, request: FastifyRequest, status?: number): boolean {
  const raw = request.raw
  if (raw.errored !== null && raw.errored === error) return true
  const connectionGone = !raw.socket || raw.socket.destroyed
  if (!connectionGone) return false
  const code = (error as { code?: unknown }).code
  if ((typeof code === 'string' && HANG_UP_CODES.has(code)) || error.message === 'aborted') return true
  return status !== undefined && status < 500 && raw.readableAborted
}
