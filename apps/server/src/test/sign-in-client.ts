import { STAFF_API } from '@ibr/contract/staff'
import { useTestApp } from './use-test-app.js'

/**
 * The local sign-in tests' app: `accountLimit` wrong passwords in a row hold an account back, while
 * an address may try a thousand times, so that only the account's limit is tested. With the calls.
 */
export function useSignInApp(accountLimit = 5) {
  const t = useTestApp(undefined, { LOGIN_LIMIT_ACCOUNT: String(accountLimit), LOGIN_LIMIT_ADDRESS: '1000' })
  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.post(STAFF_API.login, { username, password, lang: 'en' }, headers)
  /** A sign-in sent from `address`, with the device cookie given, answered as it came. */
  const loginFrom = (address: string, username: string, password: string, cookie?: string) =>
    t.inject({
      method: 'POST',
      url: STAFF_API.login,
      headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
      payload: { username, password, lang: 'en' },
      remoteAddress: address,
    })
  return { t, login, loginFrom }
}
