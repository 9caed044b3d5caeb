import type { FastifyReply, FastifyRequest } from 'fastify'
import { readSessionCookie, setSessionCookie } from '../../auth/session-cookie.js'
import { digest } from '../../auth/tokens.js'
import { recordAudit } from '../audit/index.js'
import { accountRepository } from './account-repository.js'

/**
 * Opens a session for an account that has just proved who it is (a password, or a CAS ticket): the
 * cookie, the time of the sign-in and its audit line. A new id at every sign-in: an id planted in the
 * browser before (session fixation) is ended, never promoted.
 */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  account: { id: number; username: string },
  how: { source: 'local'; summary?: string } | { source: 'cas'; ticket: string },
) {
  const { db } = request.server.deps
  const { sessions, staffCookie } = request.server.services
  const previous = readSessionCookie(request, staffCookie)
  if (previous) await sessions.end(digest(previous))
  const session = await sessions.start(account.id, {
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    ...(how.source === 'cas' ? { casTicket: how.ticket } : {}),
  })
  await accountRepository(db).markSignIn(account.id)
  await recordAudit(db, {
    userId: account.id,
    username: account.username,
    action: 'signIn',
    entity: 'session',
    address: request.ip,
    summary: (how.source === 'local' && how.summary) || how.source,
  })
  setSessionCookie(reply, staffCookie, session.id)
  return session
}
