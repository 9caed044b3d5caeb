import { SignInLinkBody, SignInLinkUseBody, STAFF_API, type SessionRet, type SignInLinkRet } from '@ibr/contract/staff'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../http/app-error.js'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { message } from '../../i18n/messages.js'
import { signInAnswer, tooManyAttempts } from './sign-in-answer.js'
import { SIGN_IN_LINK_MINUTES, type signInLinkService } from './sign-in-link-service.js'

/** Asking for a sign-in link by e-mail, and signing in with one (docs/staff-identity.md, "Sign-in links"). */
export function signInLinkRoutes(fastify: FastifyInstance, links: ReturnType<typeof signInLinkService>) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { config } = app.deps

  app.post(STAFF_API.signInLink, { schema: { body: SignInLinkBody } }, async (request) => {
    if (!config.staff.localLogin) throw new AppError('noPermission', 'staff.localLoginOff')
    const { username } = request.body
    const { wait, nameAllowed } = await links.count(username, request.ip)
    if (wait > 0) throw tooManyAttempts(wait)
    if (links.available) {
      // After the answer, so that its time does not depend on whether the account exists.
      const work = links.send({ username, address: request.ip, lang: requestLang(request), nameAllowed })
      work.catch((error: unknown) => request.log.error({ err: error }, 'sign-in link not sent'))
    }
    return ok<SignInLinkRet>({ minutes: SIGN_IN_LINK_MINUTES })
  })

  app.post(STAFF_API.signInLinkUse, { schema: { body: SignInLinkUseBody } }, async (request, reply) => {
    if (!config.staff.localLogin) throw new AppError('noPermission', 'staff.localLoginOff')
    const account = await links.use(request.body.token)
    if (!account) throw new AppError('loginFailed', message('staff.signInLinkInvalid', { minutes: SIGN_IN_LINK_MINUTES }))
    // A sign-in like a password's, past the throttle (the mailbox proved who it is); the browser is known from now on.
    return ok<SessionRet>(await signInAnswer(request, reply, account, 'sign-in link'))
  })
}
