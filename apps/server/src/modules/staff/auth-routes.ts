import { EmptyBody } from '@ibr/contract'
import { LoginBody, PasswordBody, STAFF_API, type AuthMethodsRet, type SessionRet } from '@ibr/contract/staff'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { beginPasswordChange, beginSignIn, settleAttempt } from '../../auth/attempt-guard.js'
import { readDeviceCookie } from '../../auth/device-cookie.js'
import { checkPassword, hashPassword, passwordProblem } from '../../auth/password.js'
import { clearSessionCookie } from '../../auth/session-cookie.js'
import { siteWords } from '../../auth/site-words.js'
import { AppError, badRequest } from '../../http/app-error.js'
import { ok } from '../../http/json-body.js'
import { recordAudit } from '../audit/index.js'
import { signInAnswer, tooManyAttempts } from './sign-in-answer.js'
import { signInLinkRoutes } from './sign-in-link-routes.js'

/** Signing in with a local account, the session's person, signing out, changing one's password. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, config } = app.deps
  const { sessions, staffCookie, signInAccounts: accounts, signInLinks: links } = app.services

  app.post(STAFF_API.authMethods, { schema: { body: EmptyBody } }, async () =>
    ok<AuthMethodsRet>({
      localLogin: config.staff.localLogin,
      sso: config.staff.casUrl !== '',
      signInLink: config.staff.localLogin && links.available,
    }),
  )

  signInLinkRoutes(fastify, links)

  app.post(STAFF_API.login, { schema: { body: LoginBody } }, async (request, reply) => {
    if (!config.staff.localLogin) throw new AppError('noPermission', 'staff.localLoginOff')
    const { username, password } = request.body
    const address = request.ip
    const begun = await beginSignIn(db, config.staff, { username, address, deviceToken: readDeviceCookie(request) })
    if ('wait' in begun) throw tooManyAttempts(begun.wait)
    try {
      const account = await accounts.byUsername(username)
      // The password is checked (against a decoy when there is no such local account) before anything
      // else is decided, so the answer takes the same time whether the name exists, is active or not.
      const good = await checkPassword(password, account?.source === 'local' ? account.password_hash : null)
      if (!good || !account || !account.active) {
        await db.transaction().execute(async (trx) => {
          await recordAudit(trx, {
            userId: account?.id ?? null,
            username,
            action: 'signInFailed',
            entity: 'session',
            address,
            summary: 'local',
          })
          await settleAttempt(trx, begun.attempt)
        })
        throw new AppError('loginFailed', 'staff.loginFailed')
      }
      return ok<SessionRet>(await signInAnswer(request, reply, account, 'local'))
    } finally {
      // After the outcome is written (a success's signIn line ends the count), never before.
      await settleAttempt(db, begun.attempt)
    }
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
    const account = await accounts.byId(user.id)
    if (!account || account.source !== 'local') throw new AppError('badRequest', 'staff.casNoPassword')
    // A stolen session must not become a way to guess the password behind it, nor to spend the
    // server's time on strength estimates, yet a typo here must not count against signing in (it would
    // lock the person out of their next sign-in): a limit of its own, counting every refused attempt.
    const begun = await beginPasswordChange(db, config.staff, { userId: user.id, username: account.username, address: request.ip })
    if ('wait' in begun) throw tooManyAttempts(begun.wait)
    const refuse = async (summary: string, error: AppError): Promise<never> => {
      await db.transaction().execute(async (trx) => {
        await recordAudit(trx, {
          userId: user.id,
          username: account.username,
          action: 'passwordChangeFailed',
          entity: 'user',
          entityId: user.id,
          address: request.ip,
          summary: `password change: ${summary}`,
        })
        await settleAttempt(trx, begun.attempt)
      })
      throw error
    }
    try {
      if (!(await checkPassword(request.body.current, account.password_hash))) {
        await refuse('wrong current password', new AppError('currentPasswordWrong', 'staff.currentWrong', { field: 'current' }))
      }
      const problem = await passwordProblem(request.body.password, account.username, { name: account.name, site: siteWords(config) })
      if (problem) await refuse('new password refused', badRequest(problem, { min: 10 }, 'password'))
      if (request.body.password === request.body.current) {
        await refuse('new password same as the current one', badRequest('staff.passwordSame', {}, 'password'))
      }
      const passwordHash = await hashPassword(request.body.password)
      await accounts.changeOwnPassword({ user, address: request.ip, keepSession: session.idHash }, passwordHash, begun.attempt)
      return ok({})
    } finally {
      await settleAttempt(db, begun.attempt)
    }
  })
}
