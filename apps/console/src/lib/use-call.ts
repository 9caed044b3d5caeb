import type { StaffCallJsonPath, StaffCalls } from '@ibr/contract/staff-client'
import { useCallback, useEffect, useState } from 'react'
import { useLang } from '../i18n/use-t'
import { api } from './api'
import type { ApiError } from './api-error'

export interface CallState<T> {
  data: T | undefined
  error: ApiError | undefined
  loading: boolean
  /** Asks again (after a change this screen made). */
  reload: () => void
}

interface Options {
  /**
   * Keeps the previous answer on screen while a new one is asked for (the next page of a table);
   * otherwise nothing is shown under a question it does not answer (another account's details).
   */
  keepPrevious?: boolean
}

/** Makes a call when the path, the body (by value) or the language changes; `path` null waits. */
export function useCall<P extends StaffCallJsonPath>(
  path: P | null,
  body: StaffCalls[P]['body'],
  { keepPrevious = false }: Options = {},
): CallState<StaffCalls[P]['ret']> {
  const lang = useLang()
  const [round, setRound] = useState(0)
  const bodyJson = JSON.stringify(body)
  const key = path === null ? null : `${path} ${lang} ${round} ${bodyJson}`
  const [answer, setAnswer] = useState<{ key: string; data?: StaffCalls[P]['ret']; error?: ApiError } | null>(null)
  useEffect(() => {
    if (key === null || path === null) return
    let current = true
    api.call(path, JSON.parse(bodyJson) as StaffCalls[P]['body']).then(
      (data) => current && setAnswer({ key, data }),
      (error: ApiError) => current && setAnswer({ key, error }),
    )
    return () => {
      current = false
    }
  }, [key, path, bodyJson])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  if (key === null) return { data: undefined, error: undefined, loading: false, reload }
  if (answer?.key === key) return { data: answer.data, error: answer.error, loading: false, reload }
  return { data: keepPrevious ? answer?.data : undefined, error: undefined, loading: true, reload }
}
