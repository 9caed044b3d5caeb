import { EmptyBody } from '@ibr/contract'
import { LoginBody, PasswordBody, STAFF_API, type AuthMethodsRet, type SessionRet } from '@ibr/contract/staff'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { isTrustedDevice, newDeviceToken, readDeviceCookie, setDeviceCookie } from '../../auth/device-cookie.js'
import { passwordChangeWait, signInWait } from '../../auth/login-throttle.js'
import { checkPassword, hashPassword, passwordProblem } from '../../auth/password.js'
import { clearSessionCookie } from '../../auth/session-cookie.js'
import { loadStaffUser } from '../../auth/staff-identity.js'
import { AppError, badRequest } from '../../http/app-error.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { message } from '../../i18n/messages.js'
import { recordAudit } from '../audit/audit-service.js'
import { accountRepository } from './account-repository.js'
import { openSession } from './open-session.js'
import { staffRepository } from './staff-repository.js'

/** Signing in with a local account, the session's person, signing out, changing one's password. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, config } = app.deps
  const { sessions, staffCookie } = app.services
  const repo = staffRepository(db)

  app.post(STAFF_API.authMethods, { schema: { body: EmptyBody } }, async () =>
    ok<AuthMethodsRet>({ localLogin: config.staff.localLogin, sso: config.staff.casUrl !== '' }),
  )

  app.post(STAFF_API.login, { schema: { body: LoginBody } }, async (request, reply) => {
    if (!config.staff.localLogin) throw new AppError('noPermission', 'staff.localLoginOff')
    const { username, password } = request.body
    const address = request.ip
    const trustedDevice = await isTrustedDevice(db, username, readDeviceCookie(request))
    const wait = await signInWait(db, config.staff, { username, address, trustedDevice })
    if (wait > 0) {
      throw new AppError('rateLimited', message('staff.tooManyAttempts', { count: Math.ceil(wait / 60) }), { retryAfter: wait })
    }
    const account = await repo.byUsername(username)
    // The password is checked (against a decoy when there is no such local account) before anything
    // else is decided, so the answer takes the same time whether the name exists, is active or not.
    const good = await checkPassword(password, account?.source === 'local' ? account.password_hash : null)
    if (!good || !account || !account.active) {
      await recordAudit(db, {
        userId: account?.id ?? null,
        username,
        action: 'signInFailed',
        entity: 'session',
        address,
        summary: 'local',
      })
      throw new AppError('loginFailed', 'staff.loginFailed')
    }
    const session = await openSession(request, reply, account, { source: 'local', summary: 'local' })
    // After the session's cookie, so a client reading only the first Set-Cookie still finds the session.
    setDeviceCookie(request, reply, config.staff.publicUrl, await newDeviceToken(db, account.id))
    const user = await loadStaffUser(db, account.id, requestLang(request))
    return ok<SessionRet>({ user: user!, csrfToken: session.csrfToken })
  })

  app.post(STAFF_API.me, { schema: { body: EmptyBody } }, async (request) => {
    const { user, session } = request.staff!
    return ok<SessionRet>({ user, csrfToken: session.csrfToken })
  })

  app.post(STAFF_API.logout, { schema: { body: EmptyBody } }, async (request, reply) => {
    const { user, session } = request.staff!
    await sessions.end(session.idHash)
    await recordAudit(db, { userId: user.id, username: user.username, action: 'signOut', entity: 'session', address: request.ip })
    clearSessionCookie(reply, staffCookie)
    const { casUrl, publicUrl } = config.staff
    // A CAS session is also ended at CAS, or the next visit would sign the person straight back in.
    const redirect = session.casTicketHash && casUrl ? `${casUrl}/logout?service=${encodeURIComponent(publicUrl)}` : null
    return ok({ redirect })
  })

  app.post(STAFF_API.password, { schema: { body: PasswordBody } }, async (request) => {
    const { user, session } = request.staff!
    const account = await repo.byId(user.id)
    if (!account || account.source !== 'local') throw new AppError('badRequest', 'staff.casNoPassword')
    // A stolen session must not become a way to guess the password behind it, yet a typo here must not
    // count against signing in (it would lock the person out of their next sign-in): a limit of its own.
    const wait = await passwordChangeWait(db, config.staff, user.id)
    if (wait > 0) {
      throw new AppError('rateLimited', message('staff.tooManyAttempts', { count: Math.ceil(wait / 60) }), { retryAfter: wait })
    }
    if (!(await checkPassword(request.body.current, account.password_hash))) {
      await recordAudit(db, {
        userId: user.id,
        username: account.username,
        action: 'passwordChangeFailed',
        entity: 'user',
        entityId: user.id,
        address: request.ip,
        summary: 'password change: wrong current password',
      })
      throw new AppError('currentPasswordWrong', 'staff.currentWrong', { field: 'current' })
    }
    const problem = await passwordProblem(request.body.password, account.username, [account.name])
    if (problem) throw badRequest(problem, { min: 10 }, 'password')
    if (request.body.password === request.body.current) throw badRequest('staff.passwordSame', {}, 'password')
    const passwordHash = await hashPassword(request.body.password)
    await db.transaction().execute(async (trx) => {
      await accountRepository(trx).setPassword(user.id, passwordHash, false)
      // Whoever else knew the old password is signed out; this session goes on.
      await accountRepository(trx).endSessions(user.id, session.idHash)
      await recordAudit(trx, {
        userId: user.id,
        username: user.username,
        action: 'passwordChange',
        entity: 'user',
        entityId: user.id,
        address: request.ip,
        summary: 'own password changed; other sessions ended',
      })
    })
    return ok({})
  })
}
