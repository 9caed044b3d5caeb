import { API, RegistrationAccessBody, RegistrationUpdateBody, type RegistrationViewRet } from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../http/json-body.js'
import { requestLang } from '../../../http/request-lang.js'
import { jsonCallLimit } from '../../../http/client-limit.js'

/**
 * The registrant's private link: see, change or withdraw a registration with its code and
 * key. Limited like the help desk's ticket status, never cached (each answer is one person's).
 */
export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { registration } = app.services
  const limited = { rateLimit: jsonCallLimit(app.deps.config.formRateLimit) }

  app.post(API.registrationGet, { schema: { body: RegistrationAccessBody }, config: limited }, async (request) =>
    ok<RegistrationViewRet>({ registration: await registration.view(request.body, requestLang(request)) }),
  )

  app.post(API.registrationUpdate, { schema: { body: RegistrationUpdateBody }, config: limited }, async (request) =>
    ok<RegistrationViewRet>({ registration: await registration.update(request.body, requestLang(request)) }),
  )

  app.post(API.registrationWithdraw, { schema: { body: RegistrationAccessBody }, config: limited }, async (request) =>
    ok<RegistrationViewRet>({ registration: await registration.withdraw(request.body, requestLang(request)) }),
  )
}
