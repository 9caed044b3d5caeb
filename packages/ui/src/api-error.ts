import type { FieldFailure } from '@ibr/contract'

/**
 * A call that did not succeed, on the site or in the console: the server's code and message (in the
 * request's language), or `network` when no usable answer came; `field` / `fields` name the request
 * fields at fault when the server names them; `conflict` is what an app learns when a save meets a
 * newer version (the console's calls; the site's never do).
 */
export class ApiError<Conflict = never> extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly fields: readonly FieldFailure[] = [],
    readonly conflict?: Conflict,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}
