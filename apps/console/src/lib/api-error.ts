import type { ConflictDetail } from '@ibr/contract/staff-client'
import { ApiError as CallError } from '@ibr/ui/api-error'

/**
 * A staff call that did not succeed (see packages/ui's ApiError); `conflict` says who saved a content
 * item since the version a change started from.
 */
export class ApiError extends CallError<ConflictDetail> {
  /** The message the server gave for one request field, if it named that field. */
  forField(name: string): string | undefined {
    if (this.field === name) return this.message
    return this.fields.find((f) => f.field === name)?.msg
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError
