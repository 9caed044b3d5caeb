import type { FieldFailure } from '@ibr/contract'
import type { ConflictDetail } from '@ibr/contract/staff-client'

/**
 * A staff call that did not succeed: the server's code and message (in the request's language), or
 * `network` when no usable answer came; `field` / `fields` name the request fields at fault;
 * `conflict` says who saved a content item since the version a change started from.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly fields: readonly FieldFailure[] = [],
    readonly conflict?: ConflictDetail,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The message the server gave for one request field, if it named that field. */
  forField(name: string): string | undefined {
    if (this.field === name) return this.message
    return this.fields.find((f) => f.field === name)?.msg
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError
