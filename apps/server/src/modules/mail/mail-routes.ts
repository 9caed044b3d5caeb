import { STAFF_API, type MailOutboxRet, type MailResendRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { staffPost } from '../../http/staff-route.js'

/** The mail the site sends, for administrators: the outbox, and sending a failed message again. */
export async function mailRoutes(app: FastifyInstance) {
  const { mail } = app.services

  staffPost(app, STAFF_API.mailOutbox, async ({ body }) => ok<MailOutboxRet>(await mail.outbox(body.page ?? 1, body.pageSize ?? 20)))

  staffPost(app, STAFF_API.mailResend, async ({ body, user, request }) =>
    ok<MailResendRet>({ message: await mail.resend({ user, address: request.ip }, Number(body.id)) }),
  )
}
