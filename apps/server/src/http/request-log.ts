import { STAFF_CALL_SPECS, type StaffCallSpec } from '@ibr/contract/staff'
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import type { LogRequests } from '../config.js'
import { clientWentAway } from './client-gone.js'

/** A request slower than this is worth a line whatever it answered: it is what a person waited on. */
export const SLOW_REQUEST_MS = 1000

/** Staff calls that change something: who changed what, when, is worth a line even when it worked. */
const STAFF_WRITES: ReadonlySet<string> = new Set(
  Object.entries(STAFF_CALL_SPECS as Record<string, StaffCallSpec>)
    .filter(([, spec]) => spec.effect === 'write')
    .map(([path]) => path),
)

/**
 * Failures that are not worth a line each. 401 is the console polling `me` while signed out (every
 * open console tab, every minute) and a session that ran out; 404 is crawlers and scanners probing
 * addresses the site never had. Both come in floods that say nothing about the server, so they are
 * left to the counts by status (metrics), not the log.
 */
const QUIET_FAILURES: ReadonlySet<number> = new Set([401, 404])

/** Requests whose line was already written (a failure logged with its error, a refusal counted), so completion adds none. */
const written = new WeakSet<FastifyRequest>()

/** Says that this request's line was written elsewhere, or that it is counted rather than logged. */
export function lineWritten(request: FastifyRequest): void {
  written.add(request)
}

/** The fields of a request's line: what was asked, how it ended, how long it took, who asked. */
export function requestLine(request: FastifyRequest, reply: FastifyReply, status = reply.statusCode) {
  return {
    req: request,
    res: { statusCode: status },
    route: request.routeOptions.url,
    responseTime: reply.elapsedTime,
    ...(request.staff && { staffUserId: request.staff.user.id }),
  }
}

/** Whether a completed request is worth a line at the default setting. */
export function isNotable(request: FastifyRequest, status: number, elapsedMs: number): boolean {
  if (status >= 400 && !QUIET_FAILURES.has(status)) return true
  if (elapsedMs > SLOW_REQUEST_MS) return true
  return request.method === 'POST' && STAFF_WRITES.has(request.routeOptions.url ?? '')
}

/**
 * The request log: one line per request at its completion, for the requests that say something
 * (LOG_REQUESTS=notable), or for all of them. Replaces Fastify's two lines per request ("incoming
 * request", "request completed"): at the default level they were most of the log and a measurable
 * share of the server's time (docs/benchmarks.md, "Request logs"). The arrival is still logged at
 * debug, for finding a request that never completes.
 */
export class RequestLog extends LogController {
  constructor(private readonly mode: LogRequests) {
    super()
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (written.has(request)) return
    const status = reply.statusCode
    if (error) {
      if (clientWentAway(error, request)) logClientGone(request, reply, error, this.mode)
      else reply.log.error({ ...requestLine(request, reply), err: error }, 'request errored')
      return
    }
    if (this.mode !== 'all' && !isNotable(request, status, reply.elapsedTime)) return
    if (status >= 500) reply.log.error(requestLine(request, reply), 'request completed')
    else reply.log.info(requestLine(request, reply), 'request completed')
  }

  /** A response stream that failed after its headers left: the client hanging up is no fault of ours. */
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || clientWentAway(error, request)) logClientGone(request, reply, error, this.mode)
    else reply.log.warn({ ...requestLine(request, reply), err: error }, 'response terminated with an error with headers already sent')
  }
}

/**
 * A client that closed its connection before its answer was whole: a tab closed, a video seeked, a
 * crawler's timeout. Normal traffic, no fault of the server: a line only where every request gets one.
 */
export function logClientGone(request: FastifyRequest, reply: FastifyReply, error: Error, mode: LogRequests): void {
  written.add(request)
  // What the connection reported (an upload cut short fails as unreadable, but the cause is the reset).
  const cause = request.raw.errored ?? error
  const line = { ...requestLine(request, reply), reason: (cause as { code?: string }).code ?? cause.message }
  if (mode === 'all') reply.log.info(line, 'client went away')
  else reply.log.debug(line, 'client went away')
}
