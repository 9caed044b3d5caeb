import { ERROR_MESSAGES, ERROR_STATUS, UNAVAILABLE_MESSAGE, type ErrorCode } from '@ibr/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, type Message } from './app-error.js'
import { isDatabaseDown } from './database-errors.js'
import { drainRefusedBody } from './drain-refused-body.js'
import { requestLang } from './request-lang.js'

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

function validationMessage(error: FastifyError): Message {
  const first = error.validation?.[0]
  const field =
    first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || (first?.params as { missingProperty?: string })?.missingProperty || ''
  if (!first) return ERROR_MESSAGES.badRequest
  const detail = first.message ?? 'is not valid'
  return field
    ? { zh: `参数 ${field} 不正确（${detail}）`, en: `Invalid value of ${field}: ${detail}` }
    : { zh: `请求内容不正确（${detail}）`, en: `Invalid request: ${detail}` }
}

/** Turns any failure into { code, msg } in the request's language; no stack trace leaves the server. */
export function toFailure(error: FastifyError | Error, request: FastifyRequest): { status: number; code: ErrorCode; msg: string } {
  const lang = requestLang(request)
  if (error instanceof AppError) return { status: error.status, code: error.code, msg: error.messages[lang] }
  const fe = error as FastifyError
  if (fe.validation) return { status: 400, code: 'badRequest', msg: validationMessage(fe)[lang] }
  if (isDatabaseDown(error)) return { status: 503, code: 'systemErr', msg: UNAVAILABLE_MESSAGE[lang] }
  const mapped = fe.code ? FRAMEWORK_CODES[fe.code] : undefined
  if (mapped) return { status: ERROR_STATUS[mapped], code: mapped, msg: ERROR_MESSAGES[mapped][lang] }
  if (fe.statusCode === 429) return { status: 429, code: 'rateLimited', msg: ERROR_MESSAGES.rateLimited[lang] }
  if (fe.statusCode === 413) return { status: 413, code: 'tooLarge', msg: ERROR_MESSAGES.tooLarge[lang] }
  if (fe.statusCode === 415) return { status: 415, code: 'unsupportedType', msg: ERROR_MESSAGES.unsupportedType[lang] }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)
    return { status: 400, code: 'badRequest', msg: ERROR_MESSAGES.badRequest[lang] }
  return { status: 500, code: 'systemErr', msg: ERROR_MESSAGES.systemErr[lang] }
}

export function sendFailure(reply: FastifyReply, error: FastifyError | Error) {
  const failure = toFailure(error, reply.request)
  if (failure.status >= 500) reply.log.error({ err: error }, 'request failed')
  // A busy or unreachable database: well-behaved clients come back in a second instead of at once.
  if (failure.status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '1')
  return reply.code(failure.status).header('cache-control', 'no-store').send({ code: failure.code, msg: failure.msg })
}

export function registerErrorHandling(app: FastifyInstance, postPaths: ReadonlySet<string>) {
  app.setErrorHandler(async (error, request, reply) => {
    // Multipart uploads over the limit are read to their end by the multipart parser itself.
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') await drainRefusedBody(request)
    return sendFailure(reply, error as FastifyError)
  })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const error = postPaths.has(path) && request.method !== 'POST' ? new AppError('methodNotAllowed') : new AppError('notFound')
    return sendFailure(reply, error)
  })
}
