import { appStore } from './app-store'
import { settings } from './settings'
import { toastError } from '../components/toast/toasts'
import { currentLang, t } from '../i18n'
import { createApiClient, loginRedirect } from './api-client'

/** The site's one API client, wired to the toasts, the loading bar and the login address. */
export const api = createApiClient({
  lang: () => currentLang,
  fetch: (...args) => fetch(...args),
  timeoutMs: 60_000,
  notifyError: toastError,
  onPending: (count) => {
    if (appStore.get().loading !== count > 0) appStore.set({ loading: count > 0 })
  },
  onLoginRequired: loginRedirect(
    (url) => location.assign(url),
    settings.ssoLoginUrl,
    () => location.href,
  ),
  messages: { network: t('err.network'), noPermission: t('err.noPermission') },
})
