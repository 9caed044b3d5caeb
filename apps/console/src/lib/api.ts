import { langStore } from '../i18n/lang'
import { translateNow } from '../i18n/use-t'
import { createStaffClient } from './api-client'
import { passwordChangeRequired, sessionLapsed, sessionStarted } from './session-store'

/** The console's one API client, wired to the session and the chosen language. */
export const api = createStaffClient({
  fetch: (...args) => fetch(...args),
  lang: () => langStore.get().lang,
  timeoutMs: 60_000,
  networkMessage: () => translateNow('error.network'),
  onSession: ({ user }) => sessionStarted(user),
  onLoginExpired: sessionLapsed,
  onPasswordChangeRequired: passwordChangeRequired,
  createXhr: () => new XMLHttpRequest(),
})
