import { STAFF_CALL_SPECS, type RecordAction, type RecordEntity, type StaffCallPath, type StaffUser } from '@ibr/contract/staff'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import type { StaffSession } from '../auth/session-store.js'

type Specs = typeof STAFF_CALL_SPECS
type UploadPath = { [P in StaffCallPath]: Specs[P] extends { multipart: true } ? P : never }[StaffCallPath]
type JsonCallPath = Exclude<StaffCallPath, UploadPath>

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
export function staffPost<P extends JsonCallPath>(
  app: FastifyInstance,
  path: P,
  handler: (call: StaffRequest<P>) => Promise<unknown>,
  options: { bodyLimit?: number } = {},
) {
  app.post(path, { schema: { body: STAFF_CALL_SPECS[path].body }, ...options }, async (request, reply) => {
    const { user, session } = request.staff!
    return handler({ body: request.body as Static<Specs[P]['body']>, user, session, request, reply })
  })
}

/** The path of one workflow action of any record kind: the calls the contract's recordCalls declares per kind. */
export type RecordCallPath<A extends RecordAction | 'reorder'> = Extract<`/api/staff/${RecordEntity}/${A}`, JsonCallPath>

/**
 * Registers one workflow action of a record kind: the records' routes serve every kind with one
 * handler per action, so the handler's body is that action's body of any kind. The path is built
 * from the kind, so it is checked to be a declared call (a reorder only some kinds have).
 */
export function staffRecordPost<A extends RecordAction | 'reorder'>(
  app: FastifyInstance,
  entity: RecordEntity,
  action: A,
  handler: (call: StaffRequest<RecordCallPath<A>>) => Promise<unknown>,
) {
  const path = `/api/staff/${entity}/${action}` as const
  if (!(path in STAFF_CALL_SPECS)) throw new Error(`${path}: not a declared staff call (staff/records-calls.ts)`)
  staffPost(app, path as RecordCallPath<A>, handler)
}

type GetPath = { [P in StaffCallPath]: Specs[P] extends { get: true } ? P : never }[StaffCallPath]

/**
 * Registers a `get` call twice: as the usual POST, and as a GET with the body's fields in the query
 * string for the browser to fetch itself (an image in the page). One handler answers both.
 */
export function staffPostAndGet<P extends GetPath & JsonCallPath>(
  app: FastifyInstance,
  path: P,
  handler: (call: StaffRequest<P>) => Promise<unknown>,
) {
  staffPost(app, path, handler)
  app.get(path, { schema: { querystring: STAFF_CALL_SPECS[path].body } }, async (request, reply) => {
    const { user, session } = request.staff!
    return handler({ body: request.query as Static<Specs[P]['body']>, user, session, request, reply })
  })
}

export type StaffUploadRequest = Omit<StaffRequest<UploadPath>, 'body'>

/**
 * Registers a staff upload: multipart/form-data, read by its handler as a stream (no body schema). The
 * guard's check runs as for any staff call, before the handler reads a byte of the file.
 */
export function staffUpload(app: FastifyInstance, path: UploadPath, handler: (call: StaffUploadRequest) => Promise<unknown>) {
  app.post(path, async (request, reply) => {
    const { user, session } = request.staff!
    return handler({ user, session, request, reply })
  })
}
