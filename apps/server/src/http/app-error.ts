import { ERROR_STATUS, type ErrorCode } from '@ibr/contract'
import type { ConflictDetail, MediaUsage } from '@ibr/contract/staff'
import { message, type Message, type MessageKey, type Params } from '../i18n/messages.js'

export type { Message, MessageKey }

/** A request field at fault and what is wrong with it, in both languages. */
export interface FieldMessage {
  field: string
  msg: Message
}

export interface FailureDetail {
  /** Another HTTP status than the code's own (503 for a database that is down, 416 for a range). */
  status?: number
  /** The request field at fault: a body field, or a form field's name. */
  field?: string
  /** Every field at fault when several are; `field` then names the first. */
  fields?: readonly FieldMessage[]
  /** Seconds after which the client may try again (a Retry-After header). */
  retryAfter?: number
  /** A stale change to staff content: what was saved since (a 409 conflict). */
  conflict?: ConflictDetail
  /** A library file still in use: everything that uses it (a 409 conflict on delete). */
  usages?: MediaUsage[]
}

/**
 * A failure the client is meant to see: a code, a message in both languages (the code's own,
 * `error.<code>`, unless a more precise one is given), an HTTP status and the fields at fault.
 */
export class AppError extends Error {
  readonly status: number
  readonly messages: Message
  readonly field: string | undefined
  readonly fields: readonly FieldMessage[] | undefined
  readonly retryAfter: number | undefined
  readonly conflict: ConflictDetail | undefined
  readonly usages: MediaUsage[] | undefined

  constructor(
    readonly code: ErrorCode,
    text: MessageKey | Message = `error.${code}`,
    detail: FailureDetail = {},
  ) {
    const messages = typeof text === 'string' ? message(text) : text
    super(messages.en)
    this.messages = messages
    this.status = detail.status ?? ERROR_STATUS[code]
    this.field = detail.field ?? detail.fields?.[0]?.field
    this.fields = detail.fields
    this.retryAfter = detail.retryAfter
    this.conflict = detail.conflict
    this.usages = detail.usages
  }
}

/** A badRequest worded by the catalogue's `key`, naming the request field at fault if there is one. */
export const badRequest = (key: MessageKey, params: Params = {}, field?: string) =>
  new AppError('badRequest', message(key, params), { field })

/** A notFound worded by the catalogue's `key` (the code's own message by default). */
export const notFound = (key: MessageKey = 'error.notFound', params: Params = {}) => new AppError('notFound', message(key, params))
