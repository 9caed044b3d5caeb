import type { CallPath, Calls } from '@ibr/contract/calls'
import type { FieldFailure } from '@ibr/contract'
import type { Lang } from '@ibr/contract/lang'
import { ApiError } from '@ibr/ui/api-error'

export { ApiError }

export interface ApiClientOptions {
  lang: () => Lang
  fetch: typeof fetch
  /** 60 s. */
  timeoutMs: number
  /** Shows an error toast. */
  notifyError: (message: string) => void
  /** Called with the number of calls in flight after each change. */
  onPending: (count: number) => void
  /** HTTP 401: leave for the single-sign-on login. */
  onLoginRequired: () => void
  messages: { network: string; noPermission: string }
}

export interface CallOptions {
  /** No toast on failure: the caller shows the error where it belongs (a form field, say). */
  quiet?: boolean
}

/**
 * The one request wrapper: every call is a POST of JSON with `lang`; success
 * resolves to `retMap`; anything else shows its message and rejects with an ApiError.
 */
export function createApiClient(options: ApiClientOptions) {
  let pending = 0
  const change = (delta: number) => {
    pending += delta
    options.onPending(pending)
  }

  async function call<P extends CallPath>(path: P, body: Calls[P]['body'], callOptions: CallOptions = {}): Promise<Calls[P]['ret']> {
    const fail = (error: ApiError): never => {
      if (!callOptions.quiet) options.notifyError(error.message)
      throw error
    }
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), options.timeoutMs)
    change(+1)
    try {
      let response: Response
      try {
        response = await options.fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ ...body, lang: options.lang() }),
          signal: controller.signal,
        })
      } catch {
        return fail(new ApiError('network', options.messages.network, 0))
      }
      if (response.status === 401) {
        options.onLoginRequired()
        throw new ApiError('loginExpired', '', 401)
      }
      let answer: unknown
      try {
        answer = await response.json()
      } catch {
        return fail(new ApiError('network', options.messages.network, response.status))
      }
      if (isSuccess(answer)) return answer.retMap as Calls[P]['ret']
      if (!isFailure(answer)) return fail(new ApiError('network', options.messages.network, response.status))
      const message = answer.code === 'noPermission' ? options.messages.noPermission : answer.msg || answer.code
      return fail(new ApiError(answer.code, message, response.status, namedField(answer.field), namedFields(answer.fields)))
    } finally {
      clearTimeout(timer)
      change(-1)
    }
  }

  return { call, pending: () => pending }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isSuccess = (v: unknown): v is { code: 'success'; retMap: unknown } => isObject(v) && v.code === 'success' && 'retMap' in v
const isFailure = (v: unknown): v is { code: string; msg?: string; field?: unknown; fields?: unknown } =>
  isObject(v) && typeof v.code === 'string' && (v.msg === undefined || typeof v.msg === 'string')
const isFieldFailure = (v: unknown): v is FieldFailure => isObject(v) && typeof v.field === 'string' && typeof v.msg === 'string'
/** The fields a failure names; anything malformed there is left out rather than losing the failure. */
const namedField = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
const namedFields = (v: unknown): FieldFailure[] => (Array.isArray(v) ? v.filter(isFieldFailure) : [])

/**
 * What a 401 does: leave for the single-sign-on page, which brings the visitor back to `here()`.
 * Several calls answering 401 together leave once, not restart the navigation each time.
 */
export function loginRedirect(go: (url: string) => void, ssoLoginUrl: string, here: () => string): () => void {
  let leaving = false
  return () => {
    if (leaving) return
    leaving = true
    go(loginUrl(ssoLoginUrl, here()))
  }
}

/** The single-sign-on address that brings the visitor back here afterwards. */
export function loginUrl(ssoLoginUrl: string, siteAddress: string): string {
  const url = new URL(ssoLoginUrl)
  url.searchParams.set('service', siteAddress)
  return url.toString()
}
