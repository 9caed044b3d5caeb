import { STAFF_API } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useEffect } from 'react'
import { Button } from '../components/button/button'
import { Loading } from '../components/loading/loading'
import { Panel } from '../components/panel/panel'
import { ForcedPasswordPage } from '../features/account/forced-password-page'
import { SignInPage } from '../features/sign-in/sign-in-page'
import { useT } from '../i18n/use-t'
import { api } from '../lib/api'
import { isApiError } from '../lib/api-error'
import { sessionStore, sessionUnreachable } from '../lib/session-store'
import { BareFrame } from './frame/bare-frame'
import { ConsoleFrame } from './frame/console-frame'

let checking: Promise<void> | null = null

/** Asks the server who is signed in (the session cookie is not readable here); once at a time. */
function checkSession(): Promise<void> {
  checking ??= api
    .call(STAFF_API.me, {})
    .then(
      () => undefined,
      (error: unknown) => {
        // 401: the client has already turned to the sign-in form.
        if (!isApiError(error)) sessionUnreachable(String(error))
        else if (error.code !== 'loginExpired') sessionUnreachable(error.message)
      },
    )
    .finally(() => (checking = null))
  return checking
}

/**
 * Stands in front of every screen. Signed out (or signed out meanwhile by a call answering 401), it
 * shows the sign-in form in place: the address stays, so signing in again comes back to the same
 * screen with the same filters. A person who must change their password sees only that form.
 */
export function SessionGate() {
  const t = useT()
  const { status, user, problem } = useStore(sessionStore, (s) => s)
  useEffect(() => {
    if (sessionStore.get().status === 'checking') void checkSession()
  }, [])
  if (status === 'signedIn' && user)
    return user.mustChangePassword ? (
      <BareFrame user={user}>
        <ForcedPasswordPage user={user} />
      </BareFrame>
    ) : (
      <ConsoleFrame user={user} />
    )
  if (status === 'signedOut')
    return (
      <BareFrame>
        <SignInPage />
      </BareFrame>
    )
  if (status === 'unreachable')
    return (
      <BareFrame>
        <Panel tone="error" title={t('error.sessionUnknown')}>
          <p>{problem}</p>
          <Button
            onPress={() => {
              sessionStore.set({ status: 'checking' })
              void checkSession()
            }}
          >
            {t('common.retry')}
          </Button>
        </Panel>
      </BareFrame>
    )
  return (
    <BareFrame>
      <Loading />
    </BareFrame>
  )
}
