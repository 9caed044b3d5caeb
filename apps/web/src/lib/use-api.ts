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
 * Calls the API when `path` or the body changes and keeps the latest answer; an answer that
 * arrives after a newer call started is dropped. `path` null waits (nothing to ask yet).
 */
export function useApi<P extends CallPath>(path: P | null, body: Calls[P]['body']): ApiState<Calls[P]['ret']> {
  const key = path === null ? null : `${path} ${JSON.stringify(body)}`
  const [state, setState] = useState<ApiState<Calls[P]['ret']> & { key: string | null }>({
    data: undefined,
    error: undefined,
    loading: path !== null,
    key,
  })
  useEffect(() => {
    if (path === null) return
    let current = true
    setState((s) => ({ ...s, loading: true }))
    api.call(path, body).then(
      (data) => current && setState({ data, error: undefined, loading: false, key }),
      (error: ApiError) => current && setState({ data: undefined, error, loading: false, key }),
    )
    return () => {
      current = false
    }
    // The body is compared by value through `key`.
  }, [key])
  return state
}
