/**
 * What the public API declares of each call (CallSpec) and the envelopes every answer shares: the
 * failure `{ code, msg }` and the success `{ code: 'success', retMap }`.
 */
import Type, { type TSchema } from 'typebox'
import { ERROR_STATUS, type ErrorCode } from './errors.js'
import { MediaUsage } from './staff/media-api.js'

export interface CallSpec {
  /** One line for the API reference, in English. */
  summary: string
  /** The group the call is listed under. */
  tag: 'site' | 'content' | 'research' | 'conference' | 'calendar' | 'helpdesk' | 'files' | 'search'
  /**
   * `read`: the call changes nothing (a rate-limit count aside), so sending it twice is harmless and a
   * proxy may send it again to another instance when the first fails (deploy/nginx's read locations are
   * generated from this); `write`: it changes something and is never sent twice.
   */
  effect: 'read' | 'write'
  body: TSchema
  /** The success answer's `retMap`; absent for an answer that is not JSON (a file). */
  ret?: TSchema
  /** Failures of this call besides those every call may answer (COMMON_FAILURES). */
  failures: readonly ErrorCode[]
}

/** What any JSON call may answer: a body that is not valid, too large, of another type; a server fault. */
export const COMMON_FAILURES = ['badRequest', 'tooLarge', 'unsupportedType', 'systemErr'] as const satisfies readonly ErrorCode[]

/** The failure envelope: `{ code, msg }`, plus the request fields at fault when the request names some. */
export const FailureSchema = Type.Object(
  {
    code: Type.Enum(Object.keys(ERROR_STATUS) as ErrorCode[], { description: 'what went wrong; the HTTP status says its kind' }),
    msg: Type.String({ description: "the message in the request's language" }),
    field: Type.Optional(Type.String({ description: 'the request field at fault (for a form value, the form field’s name)' })),
    fields: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), msg: Type.String() }), { description: 'every field at fault, when several are' }),
    ),
    conflict: Type.Optional(
      Type.Object(
        {
          version: Type.Integer({ description: 'the current version' }),
          savedBy: Type.String({ description: 'who saved it' }),
          savedAt: Type.String({ description: 'when, ISO 8601' }),
          fields: Type.Array(Type.String(), { description: 'the fields changed since the version sent' }),
        },
        { description: 'a stale change to staff content (409): what was saved since' },
      ),
    ),
    usages: Type.Optional(Type.Array(MediaUsage, { description: 'a library file still in use (409 on delete): everything that uses it' })),
  },
  { description: 'a failed call' },
)

/** The success envelope of seed-spec point 7 around a call's retMap. */
export const successSchema = (ret: TSchema) =>
  Type.Object({ code: Type.Literal('success'), retMap: ret }, { description: 'the call succeeded; retMap holds its answer' })
