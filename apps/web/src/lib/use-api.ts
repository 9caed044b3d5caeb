import type { CallPath, Calls } from '@ibr/contract/calls'
import { useEffect, useState } from 'react'
import { api } from './api'
import type { ApiError } from './api-client'

export interface ApiState<T> {
  data: T | undefined
  error: ApiError | undefined
  loading: boolean
}

/**
 * Calls the API when `path` or the body changes. An answer is shown only under the call it
 * answers: while a new call is on its way the state is loading with no data, never the previous
 * call's answer under the new question (the calendar once showed one day's pictures under another).
 * `path` null waits (nothing to ask yet).
 */
export function useApi<P extends CallPath>(path: P | null, body: Calls[P]['body']): ApiState<Calls[P]['ret']> {
  // The body is compared by value: the effect is keyed by its JSON, and the call sends that JSON.
  const bodyJson = JSON.stringify(body)
  const key = path === null ? null : `${path} ${bodyJson}`
  const [answer, setAnswer] = useState<{ key: string; data?: Calls[P]['ret']; error?: ApiError } | null>(null)
  useEffect(() => {
    if (path === null) return
    let current = true
    const asked = `${path} ${bodyJson}`
    api.call(path, JSON.parse(bodyJson) as Calls[P]['body']).then(
      (data) => current && setAnswer({ key: asked, data }),
      (error: ApiError) => current && setAnswer({ key: asked, error }),
    )
    return () => {
      current = false
    }
  }, [path, bodyJson])
  if (key === null) return { data: undefined, error: undefined, loading: false }
  if (answer?.key !== key) return { data: undefined, error: undefined, loading: true }
  return { data: answer.data, error: answer.error, loading: false }
}
