import { STAFF_CALL_SPECS, type StaffCallPath, type StaffUser } from '@ibr/contract/staff'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import type { StaffSession } from '../auth/session-store.js'

type Specs = typeof STAFF_CALL_SPECS

export interface StaffRequest<P extends StaffCallPath> {
  body: Static<Specs[P]['body']>
  /** The signed-in person (the guard has checked the route's permission). */
  user: StaffUser
  session: StaffSession
  request: FastifyRequest
  reply: FastifyReply
}

/**
 * Registers a staff call with the body schema its declaration names, so the route, the permission
 * check and the API reference can never disagree about a call.
 */
export function staffPost<P extends StaffCallPath>(app: FastifyInstance, path: P, handler: (call: StaffRequest<P>) => Promise<unknown>) {
  app.post(path, { schema: { body: STAFF_CALL_SPECS[path].body } }, async (request, reply) => {
    const { user, session } = request.staff!
    return handler({ body: request.body as Static<Specs[P]['body']>, user, session, request, reply })
  })
}
