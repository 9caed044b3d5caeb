import type { Lang } from '@ibr/contract/lang'
import {
  type AuditExportBody,
  type ConflictDetail,
  type HelpdeskTicketBody,
  type MediaFileRet,
  type RegistrationExportBody,
  type RegistrationFilesBody,
  CSRF_HEADER,
  STAFF_API,
  STAFF_ACCESS,
  type SessionRet,
  type StaffCallJsonPath,
  type StaffCallPath,
  type StaffCalls,
} from '@ibr/contract/staff-client'
import { ApiError } from './api-error'
import { sendForm, UploadInterrupted } from './upload-request'

export interface StaffClientOptions {
  fetch: typeof fetch
  lang: () => Lang
  timeoutMs: number
  /** The text shown when no usable answer came, in the current language. */
  networkMessage: () => string
  /** A session was opened or confirmed (`login`, a sign-in link, `me`): the person and the session's token. */
  onSession: (session: SessionRet) => void
  /** 401 loginExpired: the session is gone (idle, too old, or ended elsewhere). */
  onLoginExpired: () => void
  /** 403 passwordChangeRequired: nothing else is allowed before a new password is set. */
  onPasswordChangeRequired: () => void
  /** A new request for an upload (XMLHttpRequest, the one that reports upload progress). */
  createXhr: () => XMLHttpRequest
}

/** The calls whose success is a file rather than JSON, with their bodies. */
interface FileCalls {
  [STAFF_API.auditExport]: Omit<AuditExportBody, 'lang'>
  [STAFF_API.helpdeskScreenshot]: Omit<HelpdeskTicketBody, 'lang'>
  /** A conference's registrations as XLSX or CSV (its name is in Content-Disposition). */
  [STAFF_API.registrationExport]: Omit<RegistrationExportBody, 'lang'>
  /** Every file of a conference's registrations as one ZIP. */
  [STAFF_API.registrationFiles]: Omit<RegistrationFilesBody, 'lang'>
}

/** The uploads (multipart, one file each), with their answers. */
interface UploadCalls {
  [STAFF_API.mediaUpload]: MediaFileRet
}

export interface UploadOptions {
  /** The fraction of the file sent so far (0 to 1). */
  onProgress?: (fraction: number) => void
  /** Cancels the upload: the call then rejects with an ApiError of code `aborted`. */
  signal?: AbortSignal
}

/**
 * The console's one request wrapper. Every call is a POST of JSON with `lang`, sent with the session
 * cookie and, where the contract says the call needs it, the session's CSRF token, kept in memory
 * only (a token in storage would outlive the session and be readable by any script on the origin).
 */
export function createStaffClient(options: StaffClientOptions) {
  let csrfToken: string | null = null

  async function send(path: StaffCallPath, body: object, keepalive = false): Promise<Response> {
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
        ...(keepalive ? { keepalive } : {}),
      })
    } catch {
      throw new ApiError('network', options.networkMessage(), 0)
    } finally {
      clearTimeout(timer)
    }
  }

  /** Reads a failure's envelope and does what its code asks of the whole console. */
  async function failure(response: Response): Promise<ApiError> {
    return failureOf(response.status, await readJson(response))
  }

  function failureOf(status: number, answer: unknown): ApiError {
    if (!isFailure(answer)) return new ApiError('network', options.networkMessage(), status)
    const error = new ApiError(
      answer.code,
      answer.msg || answer.code,
      status,
      namedField(answer.field),
      namedFields(answer.fields),
      conflictDetail(answer.conflict),
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
  async function request(
    path: StaffCallPath,
    body: object,
    read: (response: Response) => Promise<unknown>,
    keepalive = false,
  ): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const response = await send(path, body, keepalive)
      const result = await read(response)
      if (result !== REFUSED) return result
      const error = await failure(response)
      if (error.code !== 'csrfInvalid' || attempt > 0 || !STAFF_ACCESS[path].csrf) throw error
      await call(STAFF_API.me, {})
    }
  }

  /** Sends a JSON call; `keepalive` lets it finish after the page has gone (a small body only: the browser caps it). */
  async function call<P extends StaffCallJsonPath>(
    path: P,
    body: StaffCalls[P]['body'],
    { keepalive = false }: { keepalive?: boolean } = {},
  ): Promise<StaffCalls[P]['ret']> {
    const ret = (await request(
      path,
      body,
      async (response) => {
        const answer = await readJson(response.clone())
        return isSuccess(answer) ? answer.retMap : REFUSED
      },
      keepalive,
    )) as StaffCalls[P]['ret']
    if (path === STAFF_API.login || path === STAFF_API.signInLinkUse || path === STAFF_API.me) {
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

  /**
   * Uploads one file as multipart/form-data, reporting its progress; refused like any other call (a
   * stale token is fetched again once, though the file is then sent again). `lang` rides in the
   * address too, so a refusal before the form is read still answers in the console's language.
   */
  async function upload<P extends keyof UploadCalls>(
    path: P,
    file: File,
    { onProgress, signal }: UploadOptions = {},
  ): Promise<UploadCalls[P]> {
    for (let attempt = 0; ; attempt++) {
      const lang = options.lang()
      const form = new FormData()
      form.append('lang', lang)
      form.append('file', file, file.name)
      const headers: Record<string, string> = {}
      if (STAFF_ACCESS[path].csrf && csrfToken !== null) headers[CSRF_HEADER] = csrfToken
      let answer
      try {
        answer = await sendForm(options.createXhr(), {
          url: `${path}?lang=${lang}`,
          form,
          headers,
          onProgress: onProgress ?? (() => {}),
          signal,
        })
      } catch (e) {
        if (e instanceof UploadInterrupted && e.reason === 'aborted') throw new ApiError('aborted', 'aborted', 0)
        throw new ApiError('network', options.networkMessage(), 0)
      }
      if (isSuccess(answer.body)) return answer.body.retMap as UploadCalls[P]
      const error = failureOf(answer.status, answer.body)
      if (error.code !== 'csrfInvalid' || attempt > 0 || !STAFF_ACCESS[path].csrf) throw error
      await call(STAFF_API.me, {})
    }
  }

  return {
    call,
    download,
    upload,
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
const isFailure = (v: unknown): v is { code: string; msg?: string; field?: unknown; fields?: unknown; conflict?: unknown } =>
  isObject(v) && typeof v.code === 'string' && v.code !== 'success' && (v.msg === undefined || typeof v.msg === 'string')
const isFieldFailure = (v: unknown): v is { field: string; msg: string } =>
  isObject(v) && typeof v.field === 'string' && typeof v.msg === 'string'
const namedField = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
const namedFields = (v: unknown) => (Array.isArray(v) ? v.filter(isFieldFailure) : [])
const conflictDetail = (v: unknown): ConflictDetail | undefined =>
  isObject(v) &&
  typeof v.version === 'number' &&
  typeof v.savedBy === 'string' &&
  typeof v.savedAt === 'string' &&
  Array.isArray(v.fields) &&
  v.fields.every((f) => typeof f === 'string')
    ? { version: v.version, savedBy: v.savedBy, savedAt: v.savedAt, fields: v.fields as string[] }
    : undefined
