import { isWebAddress } from '@ibr/contract'
import type { BoolReader, Env, IntReader } from './env-readers.js'

/** Staff sign-in and sessions. */
export interface StaffConfig {
  /** The site's external address (no trailing slash), e.g. https://www.example.edu; '' when not set. */
  publicUrl: string
  /** The CAS server's prefix (no trailing slash), e.g. https://sso.example.edu/cas; '' turns single sign-on off. */
  casUrl: string
  /** Whether user names and passwords are accepted (LOCAL_LOGIN=0: single sign-on only). */
  localLogin: boolean
  /** A CAS attribute whose values grant roles at each sign-in, through casRoleMap. */
  casRoleAttribute: string
  /** Attribute value → role code (e.g. {"staff-editor": 10}). */
  casRoleMap: Record<string, number>
  /** Milliseconds a CAS validation may take. */
  casTimeoutMs: number
  idleMinutes: number
  maxHours: number
  /** Days a preview link of a draft works. */
  previewDays: number
  /** Sign-in throttling (auth/login-throttle.ts): free failures per (name, address) pair; failures per address before each pair from it gets one; the window. */
  loginLimitAccount: number
  loginLimitAddress: number
  loginWindowMinutes: number
}

export function staffConfig(env: Env, int: IntReader, bool: BoolReader, problems: string[]): StaffConfig {
  const address = (name: string): string => {
    const raw = (env[name] ?? '').trim()
    if (!raw) return ''
    if (!isWebAddress(raw)) {
      problems.push(`${name} must be an http:// or https:// address, got "${raw}"`)
      return ''
    }
    return raw.replace(/\/+$/, '')
  }
  const publicUrl = address('PUBLIC_URL')
  if (publicUrl && new URL(publicUrl).pathname !== '/') problems.push('PUBLIC_URL must be the site root, with no path')
  const casUrl = address('CAS_URL')
  if (casUrl && !publicUrl) problems.push('PUBLIC_URL must be set when CAS_URL is: the service addresses sent to CAS are built from it')
  const localLogin = bool('LOCAL_LOGIN', true)
  if (!localLogin && !casUrl) problems.push('LOCAL_LOGIN=0 needs CAS_URL: nobody could sign in')
  let casRoleMap: Record<string, number> = {}
  const rawMap = env.CAS_ROLE_MAP
  if (rawMap) {
    try {
      const parsed: unknown = JSON.parse(rawMap)
      const valid = [10, 21, 40, 999999]
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
      for (const [value, code] of Object.entries(parsed)) {
        if (!valid.includes(Number(code))) throw new Error(`"${value}" maps to ${String(code)}, not a role code (10, 21, 40, 999999)`)
        casRoleMap[value] = Number(code)
      }
    } catch (error) {
      problems.push(`CAS_ROLE_MAP must be a JSON object from attribute value to role code: ${(error as Error).message}`)
      casRoleMap = {}
    }
  }
  const casRoleAttribute = env.CAS_ROLE_ATTRIBUTE ?? ''
  if (Object.keys(casRoleMap).length > 0 && !casRoleAttribute) problems.push('CAS_ROLE_MAP needs CAS_ROLE_ATTRIBUTE')
  return {
    publicUrl,
    casUrl,
    localLogin,
    casRoleAttribute,
    casRoleMap,
    casTimeoutMs: int('CAS_TIMEOUT_MS', 10000, 100, 60000),
    idleMinutes: int('STAFF_IDLE_MINUTES', 60, 1, 24 * 60),
    maxHours: int('STAFF_MAX_HOURS', 12, 1, 24 * 30),
    previewDays: int('PREVIEW_DAYS', 7, 1, 365),
    loginLimitAccount: int('LOGIN_LIMIT_ACCOUNT', 5, 1, 1000),
    loginLimitAddress: int('LOGIN_LIMIT_ADDRESS', 30, 1, 100000),
    loginWindowMinutes: int('LOGIN_LIMIT_MINUTES', 15, 1, 24 * 60),
  }
}
