import type { RegistrationView } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useEffect, useState } from 'react'
import { api } from '../../lib/api'
import { ApiError } from '../../lib/api-client'

export type RegistrationState =
  { status: 'loading' } | { status: 'ready'; data: RegistrationView } | { status: 'gone' } | { status: 'failed'; message: string }

/** The registration a private link opens; `set` replaces it after a change or a withdrawal. */
export function useRegistration(code: string, key: string) {
  const [state, setState] = useState<RegistrationState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    api.call(API.registrationGet, { code, key }, { quiet: true }).then(
      (data) => current && setState({ status: 'ready', data: data.registration }),
      (error: unknown) => {
        if (!current) return
        const gone = error instanceof ApiError && (error.code === 'notFound' || error.code === 'badRequest')
        setState(gone ? { status: 'gone' } : { status: 'failed', message: error instanceof Error ? error.message : String(error) })
      },
    )
    return () => {
      current = false
    }
  }, [code, key])
  return { state, set: (data: RegistrationView) => setState({ status: 'ready', data }) }
}
