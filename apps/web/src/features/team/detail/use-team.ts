import type { TeamDetail } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useEffect, useState } from 'react'
import { api } from '../../../lib/api'
import type { ApiError } from '../../../lib/api-client'

export type TeamState =
  { status: 'loading' } | { status: 'ready'; team: TeamDetail } | { status: 'notFound' } | { status: 'failed'; message: string }

const ID = /^[1-9]\d{0,9}$/

/**
 * The team of the address. Quiet: an unknown team is the page's own "not found" state rather than
 * an error toast; any other failure is shown in the page with a way to try again.
 */
export function useTeam(id: string): { state: TeamState; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; state: TeamState } | null>(null)
  const key = `${id}#${attempt}`
  useEffect(() => {
    if (!ID.test(id)) return
    let current = true
    api.call(API.researchDetail, { id, type: 'team' }, { quiet: true }).then(
      ({ team }) => current && setResult({ key, state: team ? { status: 'ready', team } : { status: 'notFound' } }),
      (error: ApiError) =>
        current &&
        setResult({
          key,
          state:
            error.code === 'notFound' || error.code === 'badRequest'
              ? { status: 'notFound' }
              : { status: 'failed', message: error.message },
        }),
    )
    return () => {
      current = false
    }
  }, [key, id])
  const state: TeamState = !ID.test(id) ? { status: 'notFound' } : result?.key === key ? result.state : { status: 'loading' }
  return { state, retry: () => setAttempt((n) => n + 1) }
}
