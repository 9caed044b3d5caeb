import {
  API,
  EmptyBody,
  FaultSubmitBody,
  FeedbackSubmitBody,
  LinkListBody,
  type FaqListRet,
  type LinkListRet,
  TicketStatusBody,
  type TicketRet,
  type TicketStatusRet,
} from '@ibr/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { requestLang } from '../../http/request-lang.js'
import { presentFaq, presentLink } from './helpdesk-presenter.js'
import { refuseFaultBody, refuseFeedbackBody, submitFault, submitFeedback } from './helpdesk-service.js'
import { officeNotice } from './helpdesk-mail.js'
import { ticketStatus } from './ticket-status.js'
import { jsonCallLimit } from '../../http/client-limit.js'

/** The network and information services office: fault reports, feedback, common questions, quick links. */
export async function helpdeskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, config } = app.deps
  const { helpdesk } = app.services
  const submission = { rateLimit: jsonCallLimit(config.formRateLimit) }

  const tellOffice = officeNotice(app.services.mail, config.mail.helpdeskNotify)

  // The form's rules, not the schema's first complaint, answer a form sent with mistakes.
  const form = { attachValidation: true, config: submission }

  app.post(API.faultSubmit, { schema: { body: FaultSubmitBody }, ...form }, async (request) => {
    if (request.validationError) refuseFaultBody(request.body, request.validationError)
    return ok<TicketRet>(await submitFault(db, request.body, requestLang(request), config.timeZone, tellOffice))
  })

  app.post(API.feedbackSubmit, { schema: { body: FeedbackSubmitBody }, ...form }, async (request) => {
    if (request.validationError) refuseFeedbackBody(request.body, request.validationError)
    return ok<TicketRet>(await submitFeedback(db, request.body, requestLang(request), config.timeZone, tellOffice))
  })

  // Limited like the forms: a key cannot be guessed by asking many times.
  app.post(API.ticketStatus, { schema: { body: TicketStatusBody }, config: submission }, async (request) =>
    ok<TicketStatusRet>(await ticketStatus(db, request.body.ticket, request.body.key)),
  )

  app.post(API.faqList, { schema: { body: EmptyBody }, config: { publicCache: true } }, async (request) => {
    const lang = requestLang(request)
    return ok<FaqListRet>({ faqList: (await helpdesk.faqs()).map((r) => presentFaq(r, lang)) })
  })

  app.post(API.linkList, { schema: { body: LinkListBody }, config: { publicCache: true } }, async (request) => {
    const lang = requestLang(request)
    return ok<LinkListRet>({ linkList: (await helpdesk.links(request.body.group)).map((r) => presentLink(r, lang)) })
  })
}
