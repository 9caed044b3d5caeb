import type { StaffUser } from '@ibr/contract/staff-client'
import { createStore } from '@ibr/ui/create-store'

/**
 * Who is signed in here. `checking` until the first `me` answers; `unreachable` when it could not be
 * asked (the server is down): the console then offers to try again rather than a sign-in form that
 * would fail the same way.
 */
export interface SessionState {
  status: 'checking' | 'signedIn' | 'signedOut' | 'unreachable'
  user: StaffUser | null
  /** Signed out by the server while working here (idle, too long, or ended elsewhere), not by choice. */
  lapsed: boolean
  /** Why the session could not be asked for, when `unreachable`. */
  problem?: string
}

export const sessionStore = createStore<SessionState>({ status: 'checking', user: null, lapsed: false })

export const sessionStarted = (user: StaffUser) => sessionStore.set({ status: 'signedIn', user, lapsed: false })
export const sessionEnded = () => sessionStore.set({ status: 'signedOut', user: null, lapsed: false })
export const sessionUnreachable = (problem: string) => sessionStore.set({ status: 'unreachable', user: null, lapsed: false, problem })

/** The server answered 401: the sign-in form says why when the person was working here. */
export const sessionLapsed = () => sessionStore.set({ status: 'signedOut', user: null, lapsed: sessionStore.get().status === 'signedIn' })

/** The server refused a call until a new password is set: the console shows only that form. */
export function passwordChangeRequired() {
  const { user } = sessionStore.get()
  if (user && !user.mustChangePassword) sessionStore.set({ user: { ...user, mustChangePassword: true } })
}
