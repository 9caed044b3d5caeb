import { STAFF_API } from '@ibr/contract/staff-client'
import { useStore } from '@ibr/ui/create-store'
import { useEffect } from 'react'
import { Button } from '../components/button/button'
import { Loading } from '../components/loading/loading'
import { Panel } from '../components/panel/panel'
import { ForcedPasswordPage } from '../features/account/forced-password-page'
import { SignInPage } from '../features/sign-in/sign-in-page'
import { useT } from '../i18n/use-t'
import { sessionStore, sessionUnreachable } from '../lib/session-store'
import { useStaffQuery } from '../lib/use-staff-query'
import { BareFrame } from './frame/bare-frame'
import { ConsoleFrame } from './frame/console-frame'

/**
 * Asks the server who is signed in (the session cookie is not readable here) while the session is being
 * checked, through the query cache like every read, so one question is asked at a time (again when the
 * person retries, as the answer is never fresh for long). The client
 * starts the session from the answer; a failure other than 401 (which has already turned to the
 * sign-in form) says the session is unknown.
 */
function useSessionCheck(checking: boolean) {
  const { error, loading } = useStaffQuery(checking ? STAFF_API.me : null, {}, { fresh: true })
  // A failed answer stays in the cache while it is asked again: only a failure of the last question counts.
  const failed = loading ? undefined : error
  useEffect(() => {
    if (failed && failed.code !== 'loginExpired') sessionUnreachable(failed.message)
  }, [failed])
}

/**
 * Stands in front of every screen. Signed out (or signed out meanwhile by a call answering 401), it
 * shows the sign-in form in place: the address stays, so signing in again comes back to the same
 * screen with the same filters. A person who must change their password sees only that form.
 */
export function SessionGate() {
  const t = useT()
  const { status, user, problem } = useStore(sessionStore, (s) => s)
  useSessionCheck(status === 'checking')
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
          <Button onPress={() => sessionStore.set({ status: 'checking' })}>{t('common.retry')}</Button>
        </Panel>
      </BareFrame>
    )
  return (
    <BareFrame>
      <Loading />
    </BareFrame>
  )
}
