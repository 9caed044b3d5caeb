/** What came back from an upload: the HTTP status and the JSON answer (undefined when it was not JSON). */
export interface UploadAnswer {
  status: number
  body: unknown
}

export interface UploadRequest {
  url: string
  form: FormData
  headers: Record<string, string>
  /** Called as the bytes go out, with the fraction sent (0 to 1). */
  onProgress: (fraction: number) => void
  signal?: AbortSignal
}

/** Why an upload got no answer: the connection failed, or the person cancelled it. */
export class UploadInterrupted extends Error {
  constructor(readonly reason: 'network' | 'aborted') {
    super(reason)
    this.name = 'UploadInterrupted'
  }
}

/**
 * Posts a form with XMLHttpRequest: fetch cannot report how much of a request body has gone, and a
 * progress bar per file needs exactly that. The session cookie goes with it (same origin).
 */
export function sendForm(xhr: XMLHttpRequest, request: UploadRequest): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(new UploadInterrupted('aborted'))
    const abort = () => xhr.abort()
    request.signal?.addEventListener('abort', abort, { once: true })
    const settle = () => request.signal?.removeEventListener('abort', abort)
    xhr.open('POST', request.url)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(Math.min(1, event.loaded / event.total))
    })
    xhr.addEventListener('load', () => {
      settle()
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      resolve({ status: xhr.status, body })
    })
    xhr.addEventListener('error', () => {
      settle()
      reject(new UploadInterrupted('network'))
    })
    xhr.addEventListener('timeout', () => {
      settle()
      reject(new UploadInterrupted('network'))
    })
    xhr.addEventListener('abort', () => {
      settle()
      reject(new UploadInterrupted('aborted'))
    })
    xhr.send(request.form)
  })
}
