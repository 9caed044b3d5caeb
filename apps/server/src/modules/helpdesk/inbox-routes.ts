import { BULK_BODY_BYTES, STAFF_API, type BulkRet, type HelpdeskGetRet, type HelpdeskListRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../http/app-error.js'
import { bulkAnswer } from '../../http/bulk-answer.js'
import { ok } from '../../http/json-body.js'
import { staffPost, staffPostAndGet } from '../../http/staff-route.js'

/** The services office's inbox in the staff console: fault reports and feedback, their notes and replies. */
export async function inboxRoutes(app: FastifyInstance) {
  const { inbox } = app.services

  staffPost(app, STAFF_API.helpdeskList, async ({ body, user }) => ok<HelpdeskListRet>(await inbox.list(body, user)))

  staffPost(app, STAFF_API.helpdeskGet, async ({ body }) => ok<HelpdeskGetRet>(await inbox.get(body.ticket)))

  staffPost(app, STAFF_API.helpdeskUpdate, async ({ body, user, request }) =>
    ok({ item: await inbox.update({ user, address: request.ip }, body) }),
  )

  staffPost(
    app,
    STAFF_API.helpdeskBulk,
    async ({ body, user, request }) => ok<BulkRet>(bulkAnswer(await inbox.bulk({ user, address: request.ip }, body), request)),
    { bodyLimit: BULK_BODY_BYTES },
  )

  staffPost(app, STAFF_API.helpdeskNote, async ({ body, user, request }) =>
    ok({ note: await inbox.note({ user, address: request.ip }, body) }),
  )

  staffPostAndGet(app, STAFF_API.helpdeskScreenshot, async ({ body, reply }) => {
    const file = await inbox.screenshot(body.ticket)
    const bytes = await app.deps.store.open({ sha256: file.sha256 })
    if (!bytes) throw notFound('helpdesk.noScreenshot')
    return reply.type(file.mime).header('cache-control', 'no-store').header('content-length', file.size).send(bytes)
  })
}
