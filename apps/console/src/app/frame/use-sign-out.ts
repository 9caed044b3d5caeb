import { STAFF_API } from '@ibr/contract/staff-client'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toastError } from '../../components/toast/toasts'
import { signInKeys } from '../../features/sign-in/sign-in-keys'
import { api } from '../../lib/api'
import { isApiError } from '../../lib/api-error'
import { paths } from '../../lib/paths'
import { sessionEnded } from '../../lib/session-store'
import { useStaffMutation } from '../../lib/use-staff-mutation'

/**
 * Signs out. A CAS session is ended at CAS too (the server answers its logout address); otherwise the
 * sign-in form is shown, at the dashboard, so the next person does not land on this one's screen.
 */
export function useSignOut() {
  const navigate = useNavigate()
  const { mutateAsync: logout } = useStaffMutation(STAFF_API.logout, { invalidates: signInKeys.session })
  const client = useQueryClient()
  return async () => {
    // A read still on its way would come back refused once the session is gone, and say it had lapsed.
    await readsLanded(client)
    try {
      const { redirect } = await logout({})
      api.forgetSession()
      if (typeof redirect === 'string') {
        location.assign(redirect)
        return
      }
    } catch (error) {
      // Already signed out (the session had lapsed): the client has shown the sign-in form.
      if (isApiError(error) && error.code === 'loginExpired') return
      toastError(isApiError(error) ? error.message : String(error))
      return
    }
    await navigate(paths.dashboard.getHref())
    sessionEnded()
  }
}

/** Resolves once no read of the cache is on its way. */
function readsLanded(client: QueryClient): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve()
  return new Promise((landed) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return
      unsubscribe()
      landed()
    })
  })
}
