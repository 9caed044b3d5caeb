import { BULK_BODY_BYTES, STAFF_API, type BulkRet, type RegistrationConferencesRet, type RegistrationListRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { bulkAnswer } from '../../../http/bulk-answer.js'
import { ok } from '../../../http/json-body.js'
import { staffPost } from '../../../http/staff-route.js'

/** Registrations in the staff console: the list, decisions, payments and check-in, each scoped to its conference. */
export async function registrationStaffRoutes(app: FastifyInstance) {
  const { staff } = app.services.registration
  const actor = (call: { user: Parameters<typeof staff.list>[1]; request: { ip: string } }) => ({
    user: call.user,
    address: call.request.ip,
  })

  staffPost(app, STAFF_API.registrationConferences, async ({ user }) => ok<RegistrationConferencesRet>(await staff.conferences(user)))

  staffPost(app, STAFF_API.registrationList, async ({ body, user }) => ok<RegistrationListRet>(await staff.list(body, user)))

  staffPost(app, STAFF_API.registrationDecide, async (call) => ok({ registration: await staff.decide(actor(call), call.body) }))

  staffPost(
    app,
    STAFF_API.registrationBulk,
    async (call) => ok<BulkRet>(bulkAnswer(await staff.bulk(actor(call), call.body), call.request)),
    { bodyLimit: BULK_BODY_BYTES },
  )

  staffPost(app, STAFF_API.registrationPay, async (call) => ok({ registration: await staff.pay(actor(call), call.body) }))

  staffPost(app, STAFF_API.registrationCheckin, async (call) => ok(await staff.checkin(actor(call), call.body)))
}
