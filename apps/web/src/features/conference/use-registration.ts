import type { RegistrationView } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { usePrivateCall, type PrivateState } from '../../lib/use-private-call'

export type RegistrationState = PrivateState<RegistrationView>

/** The registration a private link opens; `set` replaces it after a change or a withdrawal. */
export function useRegistration(code: string, key: string): { state: RegistrationState; set: (data: RegistrationView) => void } {
  const { state, set } = usePrivateCall(API.registrationGet, { code, key })
  return {
    state: state.status === 'ready' ? { status: 'ready', data: state.data.registration } : state,
    set: (registration) => set({ registration }),
  }
}
