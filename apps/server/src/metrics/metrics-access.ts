import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../http/app-error.js'

/** Headers a proxy adds: a request carrying one was forwarded, whatever its socket says. */
const PROXY_HEADERS = new Set(['forwarded', 'x-forwarded-for', 'x-real-ip'])

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/**
 * Whether the request comes from a client on this machine itself. The socket's address, not
 * request.ip (which TRUST_PROXY takes from X-Forwarded-For); and a request a proxy forwarded is not
 * local even though the proxy (nginx on the same machine) connects from 127.0.0.1.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return false
  return !Object.keys(request.headers).some((name) => PROXY_HEADERS.has(name) || name.startsWith('x-forwarded-'))
}

/** Whether `Authorization: Bearer <token>` carries the token; compared in constant time (as digests, so lengths do not show). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1]
  if (!sent) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(sent), digest(token))
}

/**
 * Who may read /metrics: a client on this machine, or one sending the token (METRICS_TOKEN). A
 * request without the token is asked for it (401), a wrong one refused (403); without a token set,
 * only this machine reads them.
 */
export function metricsAccess(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isLocalClient(request)) return
    if (!token) throw new AppError('noPermission', 'error.metricsLocalOnly')
    const authorization = request.headers.authorization
    if (!authorization) {
      reply.header('www-authenticate', 'Bearer realm="metrics"')
      throw new AppError('noPermission', 'error.metricsToken', { status: 401 })
    }
    if (!bearerMatches(authorization, token)) throw new AppError('noPermission', 'error.metricsToken')
  }
}
