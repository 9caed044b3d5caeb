import { STAFF_API, type RecordAction, type StaffUser } from '@ibr/contract/staff'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../http/json-body.js'
import { staffPost, staffRecordPost, type RecordCallPath, type StaffRequest } from '../../http/staff-route.js'
import { facilityKind } from './kinds/facility-kind.js'
import { faqKind } from './kinds/faq-kind.js'
import { quickLinkKind } from './kinds/quick-link-kind.js'
import { teamKind } from './kinds/team-kind.js'
import type { RecordKind } from './record-kind.js'
import type { RecordService } from './records-service.js'
import { teamPapers } from './team-papers.js'

/**
 * The records workflow's staff calls: the same nine calls for every kind, registered from
 * its RecordKind; the contract declares each one's schemas and permission (staff/records-calls.ts).
 */
export async function recordRoutes(app: FastifyInstance) {
  const { db } = app.deps
  const actor = (call: { user: StaffUser; request: FastifyRequest }) => ({ user: call.user, address: call.request.ip })

  function register<Doc>(kind: RecordKind<Doc>, service: RecordService<Doc>) {
    const post = <A extends RecordAction | 'reorder'>(action: A, handler: (call: StaffRequest<RecordCallPath<A>>) => Promise<unknown>) =>
      staffRecordPost(app, kind.entity, action, handler)
    post('list', async ({ body, user }) => ok(await service.list(body, user)))
    post('get', async ({ body, user }) => ok(await service.get(Number(body.id), user)))
    post('save', async (call) => ok(await service.save(actor(call), call.body as { id?: number | string; version?: number; doc: Doc })))
    post('submit', async (call) => ok(await service.submit(actor(call), call.body)))
    post('approve', async (call) => ok(await service.approve(actor(call), call.body)))
    post('reject', async (call) => ok(await service.reject(actor(call), call.body)))
    post('archive', async (call) => ok(await service.archive(actor(call), call.body)))
    post('revisions', async ({ body, user }) => ok(await service.revisions(Number(body.id), user)))
    post('restore', async (call) => ok(await service.restore(actor(call), call.body)))
    if (kind.reorder) post('reorder', async (call) => ok(await service.reorder(actor(call), call.body)))
  }

  const { records } = app.services
  register(teamKind, records.team)
  register(facilityKind, records.facility)
  register(faqKind, records.faq)
  register(quickLinkKind, records.quickLink)

  staffPost(app, STAFF_API.teamPapers, async ({ body }) => ok(await teamPapers(db, body)))
}
