import type { SessionRet } from '@ibr/contract/staff'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { newDeviceToken, readDeviceCookie, setDeviceCookie } from '../../auth/device-cookie.js'
import { loadStaffUser } from '../../auth/staff-identity.js'
import { AppError } from '../../http/app-error.js'
import { requestLang } from '../../http/request-lang.js'
import { message } from '../../i18n/messages.js'
import { openSession } from './open-session.js'

/**
 * What a browser gets once a local account has proved who it is (a password, a sign-in link): a new
 * session, a fresh device token in place of the one it brought (so this browser is known from now on),
 * and the person with the CSRF token.
 */
export async function signInAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  account: { id: number; username: string },
  summary: string,
): Promise<SessionRet> {
  const { db, config } = request.server.deps
  const session = await openSession(request, reply, account, { source: 'local', summary })
  // After the session's cookie, so a client reading only the first Set-Cookie still finds the session.
  setDeviceCookie(request, reply, config.staff.publicUrl, await newDeviceToken(db, account.id, readDeviceCookie(request)))
  const user = await loadStaffUser(db, account.id, requestLang(request))
  return { user: user!, csrfToken: session.csrfToken }
}

/** The 429 of a throttled attempt, with the minutes to wait in its message and Retry-After. */
export const tooManyAttempts = (wait: number) =>
  new AppError('rateLimited', message('staff.tooManyAttempts', { count: Math.ceil(wait / 60) }), { retryAfter: wait })
