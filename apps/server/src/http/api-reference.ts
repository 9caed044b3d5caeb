import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import {
  API,
  CALL_SPECS,
  COMMON_FAILURES,
  ERROR_STATUS,
  FailureSchema,
  successSchema,
  UploadRet,
  type CallSpec,
  type ErrorCode,
} from '@ibr/contract'
import { STAFF_API, STAFF_CALL_SPECS, type StaffCallSpec } from '@ibr/contract/staff'
import type { FastifyInstance, RouteOptions } from 'fastify'
import type { TSchema } from 'typebox'

/** Where the generated reference is served. */
export const OPENAPI_PATH = '/api/openapi.json'
export const DOCS_PATH = '/api/docs'

type Responses = Record<string, TSchema>

/** The failure answers of a call, one per HTTP status, each describing the codes it carries. */
function failureResponses(codes: readonly ErrorCode[]): Responses {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of new Set([...COMMON_FAILURES, ...codes])) {
    const status = ERROR_STATUS[code]
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  const responses: Responses = {}
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = { ...FailureSchema, description: `failure: ${list.map((c) => `\`${c}\``).join(', ')}` }
  }
  // Any other failure still leaves in the same envelope (and is serialised by this schema).
  responses['4xx'] = { ...FailureSchema, description: 'another failure of the request (for example methodNotAllowed)' }
  responses['5xx'] = {
    ...FailureSchema,
    description: 'a failure of the server: `systemErr` (503 when the database is unreachable: try again)',
  }
  return responses
}

/** The routes that are not JSON calls: the upload (multipart) and the file reads (GET). */
export const OTHER_ROUTES: Record<string, { summary: string; ret?: TSchema; failures: ErrorCode[]; consumes?: string[] }> = {
  [API.fileUpload]: {
    summary: 'Upload a file (multipart/form-data: an optional `lang` field, then the file in a part named `file`); answers a draft',
    ret: UploadRet,
    failures: ['rateLimited'],
    consumes: ['multipart/form-data'],
  },
  [`${API.fileImage}:id`]: { summary: 'An image, resized to WebP with `?w=`; the answer is the image', failures: ['notFound'] },
  [`${API.fileDownload}:id`]: { summary: 'A public file; the answer is the file', failures: ['notFound'] },
  [STAFF_API.cas]: {
    summary:
      'CAS single sign-on of the staff console: GET without `ticket` goes to CAS, GET with `ticket` signs in and goes on to `next`; POST is CAS’s single logout (form field `logoutRequest`)',
    failures: [],
  },
}

/** Who may make a staff call, for the reference. */
function staffAccess(spec: StaffCallSpec): string {
  if (spec.permission === null) return 'No session needed.'
  const csrf = spec.csrf ? ' and the header `x-csrf-token` with the token from `/api/staff/auth/me`' : ''
  return `Needs the staff session cookie${csrf}; permission \`${spec.permission}\`.`
}

/** Writes what the contract says of a route into its schema: summary, group, response schemas. */
function describeRoute(route: RouteOptions) {
  const url = route.url
  const spec = (CALL_SPECS as Record<string, CallSpec>)[url] ?? (STAFF_CALL_SPECS as Record<string, StaffCallSpec>)[url]
  if (spec && route.method === 'POST') {
    const who = 'permission' in spec ? staffAccess(spec) : ''
    route.schema = {
      ...route.schema,
      summary: spec.summary,
      ...(who ? { description: who } : {}),
      // An upload's parts are read by its handler as a stream: described in the summary, not validated as a body.
      ...('multipart' in spec && spec.multipart ? { consumes: ['multipart/form-data'] } : {}),
      tags: [spec.tag],
      response: { ...(spec.ret ? { 200: successSchema(spec.ret) } : {}), ...failureResponses(spec.failures) },
    }
    return
  }
  const other = OTHER_ROUTES[url]
  if (other) {
    route.schema = {
      ...route.schema,
      summary: other.summary,
      tags: [url === STAFF_API.cas ? 'staff' : 'files'],
      ...(other.consumes ? { consumes: other.consumes } : {}),
      response: { ...(other.ret ? { 200: successSchema(other.ret) } : {}), ...failureResponses(other.failures) },
    }
    return
  }
  // Pages, assets and the reference itself are not calls of the API.
  route.schema = { ...route.schema, hide: true }
}

/**
 * The API reference, generated from the routes: every call gets its response schemas from the
 * contract (CALL_SPECS) as it is registered, @fastify/swagger turns the routes into an OpenAPI 3.1
 * document, and Swagger UI (served from the package, no CDN) shows it. Registered before any route.
 */
export async function registerApiReference(app: FastifyInstance) {
  app.addHook('onRoute', describeRoute)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Institute for Brain Research: API',
        version: app.deps.version,
        description: [
          'Every call is `POST` with a JSON body carrying `lang` (`zh` or `en`; anything else reads as `zh`).',
          'Success answers `{ "code": "success", "retMap": { … } }`; a failure answers `{ code, msg }` with `msg` in the',
          "request's language, plus `field` (the request field at fault) or `fields` when the request names some.",
          'Unknown body fields are ignored. Ids are integers from 1 to 2147483647, as numbers or digit strings.',
        ].join(' '),
      },
      tags: [
        { name: 'site', description: 'menu, banners, health' },
        { name: 'content', description: 'news, notices, events, postings and the other sections' },
        { name: 'research', description: 'research areas, teams, facilities, papers' },
        { name: 'conference', description: 'conference pages and registration' },
        { name: 'calendar', description: 'the academic calendar' },
        { name: 'helpdesk', description: 'the network and information services office' },
        { name: 'files', description: 'uploads, images and downloads' },
        { name: 'search', description: 'site search in Chinese and English' },
        { name: 'staff', description: 'the staff console: sign-in, sessions, accounts, the audit log' },
      ],
    },
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  )
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { docExpansion: 'list', deepLinking: true } })
}
