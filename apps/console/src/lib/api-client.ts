import type { Lang } from '@ibr/contract/lang'
import {
  type AuditExportBody,
  CSRF_HEADER,
  STAFF_API,
  STAFF_ACCESS,
  type SessionRet,
  type StaffCallJsonPath,
  type StaffCallPath,
  type StaffCalls,
} from '@ibr/contract/staff-client'
import { ApiError } from './api-error'

export interface StaffClientOptions {
  fetch: typeof fetch
  lang: () => Lang
  timeoutMs: number
  /** The text shown when no usable answer came, in the current language. */
  networkMessage: () => string
  /** A session was opened or confirmed (`login`, `me`): the person and the session's token. */
  onSession: (session: SessionRet) => void
  /** 401 loginExpired: the session is gone (idle, too old, or ended elsewhere). */
  onLoginExpired: () => void
  /** 403 passwordChangeRequired: nothing else is allowed before a new password is set. */
  onPasswordChangeRequired: () => void
}

/** The calls whose success is a file rather than JSON, with their bodies. */
interface FileCalls {
  [STAFF_API.auditExport]: Omit<AuditExportBody, 'lang'>
}

/**
 * The console's one request wrapper. Every call is a POST of JSON with `lang`, sent with the session
 * cookie and, where the contract says the call needs it, the session's CSRF token, kept in memory
 * only (a token in storage would outlive the session and be readable by any script on the origin).
 */
export function createStaffClient(options: StaffClientOptions) {
  let csrfToken: string | null = null

  async function send(path: StaffCallPath, body: object): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (STAFF_ACCESS[path].csrf && csrfToken !== null) headers[CSRF_HEADER] = csrfToken
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), options.timeoutMs)
    try {
      return await options.fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers,
        body: JSON.stringify({ ...body, lang: options.lang() }),
        signal: controller.signal,
      })
    } catch {
      throw new ApiError('network', options.networkMessage(), 0)
    } finally {
      clearTimeout(timer)
    }
  }

  /** Reads a failure's envelope and does what its code asks of the whole console. */
  async function failure(response: Response): Promise<ApiError> {
    const answer = await readJson(response)
    if (!isFailure(answer)) return new ApiError('network', options.networkMessage(), response.status)
    const error = new ApiError(
      answer.code,
      answer.msg || answer.code,
      response.status,
      namedField(answer.field),
      namedFields(answer.fields),
    )
    if (error.code === 'loginExpired') {
      csrfToken = null
      options.onLoginExpired()
    } else if (error.code === 'passwordChangeRequired') {
      options.onPasswordChangeRequired()
    }
    return error
  }

  /**
   * Sends a call; a csrfInvalid refusal (the token went stale, say after the session was renewed in
   * another tab) fetches the session's token again with `me` and sends the call once more.
   */
  async function request(path: StaffCallPath, body: object, read: (response: Response) => Promise<unknown>): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const response = await send(path, body)
      const result = await read(response)
      if (result !== REFUSED) return result
      const error = await failure(response)
      if (error.code !== 'csrfInvalid' || attempt > 0 || !STAFF_ACCESS[path].csrf) throw error
      await call(STAFF_API.me, {})
    }
  }

  async function call<P extends StaffCallJsonPath>(path: P, body: StaffCalls[P]['body']): Promise<StaffCalls[P]['ret']> {
    const ret = (await request(path, body, async (response) => {
      const answer = await readJson(response.clone())
      return isSuccess(answer) ? answer.retMap : REFUSED
    })) as StaffCalls[P]['ret']
    if (path === STAFF_API.login || path === STAFF_API.me) {
      const session = ret as SessionRet
      csrfToken = session.csrfToken
      options.onSession(session)
    }
    return ret
  }

  /** A call whose success is a file (the audit CSV), refused like any other call. */
  async function download<P extends keyof FileCalls>(path: P, body: FileCalls[P]): Promise<Blob> {
    return (await request(path, body, async (response) => (response.ok && !isJson(response) ? await response.blob() : REFUSED))) as Blob
  }

  return {
    call,
    download,
    /** Forgets the token when the session ends here (sign-out). */
    forgetSession: () => void (csrfToken = null),
  }
}

export type StaffClient = ReturnType<typeof createStaffClient>

const REFUSED = Symbol('refused')

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}
const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('application/json')
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isSuccess = (v: unknown): v is { code: 'success'; retMap: unknown } => isObject(v) && v.code === 'success' && 'retMap' in v
const isFailure = (v: unknown): v is { code: string; msg?: string; field?: unknown; fields?: unknown } =>
  isObject(v) && typeof v.code === 'string' && v.code !== 'success' && (v.msg === undefined || typeof v.msg === 'string')
const isFieldFailure = (v: unknown): v is { field: string; msg: string } =>
  isObject(v) && typeof v.field === 'string' && typeof v.msg === 'string'
const namedField = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
const namedFields = (v: unknown) => (Array.isArray(v) ? v.filter(isFieldFailure) : [])
