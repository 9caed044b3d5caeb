import { STAFF_API, type ConferenceCreateRet, type ConferenceGetRet, type ConferenceListRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../http/json-body.js'
import { staffPost } from '../../../http/staff-route.js'

/**
 * Conferences in the staff console: the list, one conference, its creation, the saves of its
 * working copy and programme, and the records workflow's steps on it (submit, approve, send back,
 * revisions, restore) with the records' bodies.
 */
export async function conferenceAdminRoutes(app: FastifyInstance) {
  const { conferenceAdmin: conferences } = app.services

  staffPost(app, STAFF_API.conferenceList, async ({ user }) => ok<ConferenceListRet>(await conferences.list(user)))
  staffPost(app, STAFF_API.conferenceGet, async ({ body, user }) =>
    ok<ConferenceGetRet>({ conference: await conferences.get(user, Number(body.menuId)) }),
  )
  staffPost(app, STAFF_API.conferenceCreate, async ({ body, user, request }) =>
    ok<ConferenceCreateRet>(await conferences.create({ user, address: request.ip }, body)),
  )
  staffPost(app, STAFF_API.conferenceSave, async ({ body, user, request }) =>
    ok<ConferenceGetRet>({ conference: await conferences.save({ user, address: request.ip }, body) }),
  )
  staffPost(app, STAFF_API.conferenceSchedule, async ({ body, user, request }) =>
    ok<ConferenceGetRet>({ conference: await conferences.schedule({ user, address: request.ip }, body) }),
  )
  const { workflow } = conferences
  staffPost(app, STAFF_API.conferenceSubmit, async ({ body, user, request }) =>
    ok(await workflow.submit({ user, address: request.ip }, body)),
  )
  staffPost(app, STAFF_API.conferenceApprove, async ({ body, user, request }) =>
    ok(await workflow.approve({ user, address: request.ip }, body)),
  )
  staffPost(app, STAFF_API.conferenceReject, async ({ body, user, request }) =>
    ok(await workflow.reject({ user, address: request.ip }, body)),
  )
  staffPost(app, STAFF_API.conferenceRevisions, async ({ body, user }) => ok(await workflow.revisions(Number(body.id), user)))
  staffPost(app, STAFF_API.conferenceRestore, async ({ body, user, request }) =>
    ok(await workflow.restore({ user, address: request.ip }, body)),
  )
}
