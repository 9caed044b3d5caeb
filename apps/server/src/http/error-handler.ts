import { ERROR_STATUS, type ErrorCode, type FieldFailure, type Lang } from '@ibr/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ConflictDetail, MediaUsage } from '@ibr/contract/staff'
import { message } from '../i18n/messages.js'
import { AppError, type Message } from './app-error.js'
import { clientWentAway } from './client-gone.js'
import { isBadValue, isDatabaseDown, isPoolBusy } from '../db/database-errors.js'
import { databaseOutage } from './database-outage.js'
import { drainRefusedBody } from './drain-refused-body.js'
import { requestLang } from './request-lang.js'
import { lineWritten, logClientGone, requestLine } from './request-log.js'
import { schemaFailure, type SchemaError } from './schema-failure.js'

/** Fastify and plugin error codes, by the answer they get. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'tooLarge',
  FST_REQ_FILE_TOO_LARGE: 'tooLarge',
  FST_FILES_LIMIT: 'tooLarge',
  FST_PARTS_LIMIT: 'tooLarge',
  FST_FIELDS_LIMIT: 'tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedType',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupportedType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'badRequest',
  FST_ERR_CTP_INVALID_JSON_BODY: 'badRequest',
  FST_PROTO_VIOLATION: 'badRequest',
  FST_ERR_VALIDATION: 'badRequest',
}

/** The answer to a failure: its status, and what the envelope says in the request's language. */
export interface FailureAnswer {
  status: number
  code: ErrorCode
  msg: string
  field?: string
  fields?: FieldFailure[]
  conflict?: ConflictDetail
  usages?: MediaUsage[]
}

function answer(code: ErrorCode, text: Message, lang: Lang, status: number = ERROR_STATUS[code], field?: string): FailureAnswer {
  return field ? { status, code, msg: text[lang], field } : { status, code, msg: text[lang] }
}

/** Turns any failure into { code, msg, field?, fields? } in the request's language; no stack trace leaves the server. */
export function toFailure(error: FastifyError | Error, request: FastifyRequest): FailureAnswer {
  const lang = requestLang(request)
  if (error instanceof AppError) {
    const failure = answer(error.code, error.messages, lang, error.status, error.field)
    if (error.fields) failure.fields = error.fields.map((f) => ({ field: f.field, msg: f.msg[lang] }))
    if (error.conflict) failure.conflict = error.conflict
    if (error.usages) failure.usages = error.usages
    return failure
  }
  const fe = error as FastifyError
  if (fe.validation) {
    const { msg, field } = schemaFailure(fe.validation as SchemaError[])
    return answer('badRequest', msg, lang, 400, field)
  }
  if (isDatabaseDown(error) || isPoolBusy(error)) return answer('systemErr', message('error.unavailable'), lang, 503)
  if (isBadValue(error)) return answer('badRequest', message('error.badRequest'), lang)
  if (fe.code === 'FST_ERR_BAD_URL') return answer('badRequest', message('error.badUrl'), lang)
  const mapped = fe.code ? FRAMEWORK_CODES[fe.code] : undefined
  if (mapped) return answer(mapped, message(`error.${mapped}`), lang)
  if (fe.statusCode === 429) return answer('rateLimited', message('error.rateLimited'), lang)
  if (fe.statusCode === 413) return answer('tooLarge', message('error.tooLarge'), lang)
  if (fe.statusCode === 415) return answer('unsupportedType', message('error.unsupportedType'), lang)
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return answer('badRequest', message('error.badRequest'), lang)
  return answer('systemErr', message('error.systemErr'), lang)
}

export function sendFailure(reply: FastifyReply, error: FastifyError | Error) {
  const { status, ...envelope } = toFailure(error, reply.request)
  // Nobody is left to read an answer (499 is nginx's status for it); the log says what happened.
  if (clientWentAway(error, reply.request, status)) {
    logClientGone(reply.request, reply, error, reply.server.deps.config.logRequests)
    return reply.code(499).send()
  }
  // An unreachable database fails every request the same way: the outage says so once and counts
  // them (http/database-outage.ts), rather than a line and a stack per request. A busy pool is load,
  // not an outage: its refusals are logged as the request's line, without a stack.
  if (status === 503 && (isDatabaseDown(error) || isPoolBusy(error))) {
    if (isDatabaseDown(error)) reply.server.databaseOutage.refused(error)
    refusalLine(reply, error, status)
  } else if (status >= 500) {
    // The request's one line, with the error: a fault is logged when it happens, even if the
    // answer never completes (the request log then adds nothing).
    reply.log.error({ ...requestLine(reply.request, reply, status), err: error }, 'request failed')
    lineWritten(reply.request)
  }
  if (error instanceof AppError && error.retryAfter !== undefined)
    reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfter))))
  // A busy or unreachable database: well-behaved clients come back in a second instead of at once.
  if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '1')
  return reply.code(status).header('cache-control', 'no-store').send(envelope)
}

/**
 * A request refused because of the database: with LOG_REQUESTS=all each gets its line, as every
 * request does; otherwise only a busy pool's do (an outage's are counted in its own lines).
 */
function refusalLine(reply: FastifyReply, error: unknown, status: number) {
  const busy = isPoolBusy(error)
  if (busy || reply.server.deps.config.logRequests === 'all')
    reply.log.warn(
      {
        ...requestLine(reply.request, reply, status),
        reason: busy ? 'every database connection stayed in use for the whole wait' : 'the database cannot be reached',
      },
      'request refused',
    )
  lineWritten(reply.request)
}

export function registerErrorHandling(app: FastifyInstance, postPaths: ReadonlySet<string>) {
  const outage = databaseOutage({ db: app.deps.db, log: app.log })
  app.decorate('databaseOutage', outage)
  app.addHook('onClose', async () => outage.stop())
  app.setErrorHandler(async (error, request, reply) => {
    // Multipart uploads over the limit are read to their end by the multipart parser itself; one
    // refused before its handler read it (a staff upload without a session) is read here.
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' || request.isMultipart()) await drainRefusedBody(request)
    return sendFailure(reply, error as FastifyError)
  })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const error = postPaths.has(path) && request.method !== 'POST' ? new AppError('methodNotAllowed') : new AppError('notFound')
    return sendFailure(reply, error)
  })
}
