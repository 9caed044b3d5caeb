import { STAFF_API, type ConferenceCreateRet, type ConferenceGetRet, type ConferenceListRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { staffPost } from '../../http/staff-route.js'
import { queueItemCheck } from '../links/links-service.js'
import { conferenceAdminService } from './conference-admin-service.js'

/**
 * Conferences in the staff console: the list, one conference, its creation, the saves of its
 * working copy and programme, and the records workflow's steps on it (submit, approve, send back,
 * revisions, restore) with the records' bodies.
 */
export async function conferenceAdminRoutes(app: FastifyInstance) {
  // Every change shows on the public site at once, on every instance sharing the database (changes/).
  const conferences = conferenceAdminService(
    app.deps.db,
    app.services.menu,
    app.deps.config.product,
    async (id) => {
      await app.services.changes.published('conference')
      // A workflow step on a conference's working copy: its pages' links are checked as now published.
      if (id !== undefined) queueItemCheck(app.services.jobs, 'conference', id, app.log)
    },
    (trx, conferenceId) => app.services.registration.capacityChanged(trx, conferenceId),
  )

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
