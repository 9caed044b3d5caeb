import type { StaffUser } from '@ibr/contract/staff'
import { createStore } from './create-store'

/**
 * Who is signed in here. `checking` until the first `me` answers; `unreachable` when it could not be
 * asked (the server is down): the console then offers to try again rather than a sign-in form that
 * would fail the same way.
 */
export interface SessionState {
  status: 'checking' | 'signedIn' | 'signedOut' | 'unreachable'
  user: StaffUser | null
}

export const sessionStore = createStore<SessionState>({ status: 'checking', user: null })

export const sessionStarted = (user: StaffUser) => sessionStore.set({ status: 'signedIn', user })
export const sessionEnded = () => sessionStore.set({ status: 'signedOut', user: null })
export const sessionUnreachable = () => sessionStore.set({ status: 'unreachable', user: null })

/** The server refused a call until a new password is set: the console shows only that form. */
export function passwordChangeRequired() {
  const { user } = sessionStore.get()
  if (user && !user.mustChangePassword) sessionStore.set({ user: { ...user, mustChangePassword: true } })
}
