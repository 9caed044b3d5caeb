import type { UploadRet } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import type { Lang } from '@ibr/contract/lang'
import { ApiError } from './api-client'

/**
 * Sends one file to /file/commonUpload (multipart, field `file`) with XMLHttpRequest, the one
 * browser API that reports upload progress. Resolves the draft (id and secret token); rejects with
 * an ApiError carrying the server's code and message, or `network` when no answer came.
 */
export function uploadFile(
  file: File,
  options: { lang: Lang; networkMessage: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadRet> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API.fileUpload}?lang=${options.lang}`)
    xhr.responseType = 'json'
    xhr.timeout = 10 * 60_000
    xhr.upload.onprogress = (event) => event.lengthComputable && options.onProgress?.(event.loaded / event.total)
    const noAnswer = () => reject(new ApiError('network', options.networkMessage, xhr.status))
    xhr.onerror = noAnswer
    xhr.ontimeout = noAnswer
    xhr.onabort = () => reject(new ApiError('aborted', '', 0))
    xhr.onload = () => {
      const answer = xhr.response as { code?: unknown; msg?: unknown; retMap?: UploadRet } | null
      if (answer?.code === 'success' && answer.retMap) resolve(answer.retMap)
      else if (typeof answer?.code === 'string')
        reject(new ApiError(answer.code, typeof answer.msg === 'string' ? answer.msg : answer.code, xhr.status))
      else noAnswer()
    }
    options.signal?.addEventListener('abort', () => xhr.abort())
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}
