import type { CallPath, Calls } from '@ibr/contract/calls'
import { useCallback, useEffect, useState } from 'react'
import { api } from './api'
import { ApiError } from './api-client'

/** A page opened by a private link or token: `gone` when the server does not know it (or no longer), `failed` when it could not answer. */
export type PrivateState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'gone' } | { status: 'failed'; message: string }

/**
 * Asks the one call behind a private link (a registration, a report's state, a preview) when the
 * link's body changes. A link the server does not know, or no longer, is `gone` — its own page, not an
 * error; the call is quiet, as the page says what happened. `retry` asks again; `set` shows a newer
 * answer (after a change made on the page).
 */
export function usePrivateCall<P extends CallPath>(path: P, body: Calls[P]['body']) {
  const bodyJson = JSON.stringify(body)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<PrivateState<Calls[P]['ret']>>({ status: 'loading' })
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    api.call(path, JSON.parse(bodyJson) as Calls[P]['body'], { quiet: true }).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return
        const gone = error instanceof ApiError && (error.code === 'notFound' || error.code === 'badRequest')
        setState(gone ? { status: 'gone' } : { status: 'failed', message: error instanceof Error ? error.message : String(error) })
      },
    )
    return () => {
      current = false
    }
  }, [path, bodyJson, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const set = useCallback((data: Calls[P]['ret']) => setState({ status: 'ready', data }), [])
  return { state, retry, set }
}
