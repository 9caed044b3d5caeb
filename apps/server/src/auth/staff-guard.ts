import { can, CSRF_HEADER, STAFF_API, STAFF_CALL_SPECS, type StaffCallSpec, type StaffUser } from '@ibr/contract/staff'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify'
import { AppError } from '../http/app-error.js'
import { requestLang } from '../http/request-lang.js'
import { recordAudit } from '../modules/audit/index.js'
import { readSessionCookie, type CookieSettings } from './session-cookie.js'
import type { SessionStore, StaffSession } from './session-store.js'
import { loadStaffUser } from './staff-identity.js'
import { sameSecret } from './tokens.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person on a staff route that needs one; undefined everywhere else. */
    staff?: { session: StaffSession; user: StaffUser }
  }
}

/** Staff paths that are not JSON calls, with why they need no declared permission. */
export const UNGUARDED_STAFF_ROUTES: Record<string, string> = {
  [STAFF_API.cas]: "CAS's own address: a sign-in guarded by its ticket, a single logout by CAS's back channel",
}

/** The calls a person who must change their password may still make. */
const ALLOWED_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([STAFF_API.me, STAFF_API.logout, STAFF_API.password])

const specs: Record<string, StaffCallSpec> = STAFF_CALL_SPECS

export interface StaffGuardDeps {
  sessions: SessionStore
  cookie: CookieSettings
  /** PUBLIC_URL's origin; '' compares a request's Origin with its own Host instead. */
  publicOrigin: string
}

/**
 * Default deny for the staff API: every route under /api/staff/ must be declared in STAFF_CALL_SPECS
 * (registering one that is not fails the start), and gets the check of its declaration before its
 * handler: the Origin, the session, the CSRF token, a pending password change, the permission, then
 * the scope once the body is validated. Public routes get no hook: they never read a cookie.
 */
export function registerStaffGuard(app: FastifyInstance, deps: StaffGuardDeps) {
  app.decorateRequest('staff', undefined)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/staff/') || route.url in UNGUARDED_STAFF_ROUTES) return
    const spec = specs[route.url]
    if (!spec) throw new Error(`${route.url}: a staff route must declare its permission in STAFF_CALL_SPECS`)
    route.preValidation = [...hooks(route.preValidation), guard(spec, deps)]
    if (spec.scope) route.preHandler = [...hooks(route.preHandler), scopeGuard(spec)]
  })
}

const hooks = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/** Whether a request comes from the site's own pages (or from no browser page at all). */
export function sameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  if (publicOrigin) return origin === publicOrigin
  try {
    // Through URL both sides drop a default port (:80, :443) the same way.
    return new URL(origin).origin === new URL(`${request.protocol}://${request.headers.host}`).origin
  } catch {
    return false
  }
}

/**
 * A GET the browser makes itself: allowed only for a call declared `get`, and refused when the
 * browser says another site asked for it (Sec-Fetch-Site; `none` is the person opening the address).
 */
function browserGet(request: FastifyRequest, spec: StaffCallSpec): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const site = request.headers['sec-fetch-site']
  if (!spec.get || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
    throw new AppError('noPermission', 'staff.foreignOrigin')
  }
  return true
}

function guard(spec: StaffCallSpec, deps: StaffGuardDeps): preValidationAsyncHookHandler {
  return async (request) => {
    if (!sameOrigin(request, deps.publicOrigin)) throw new AppError('noPermission', 'staff.foreignOrigin')
    const viaGet = browserGet(request, spec)
    if (spec.permission === null) return
    const id = readSessionCookie(request, deps.cookie)
    const found = id ? await deps.sessions.find(id) : { state: 'none' as const }
    if (found.state === 'expired') {
      await recordAudit(request.server.deps.db, {
        userId: found.userId,
        username: found.username,
        action: 'sessionExpired',
        entity: 'session',
        address: request.ip,
      })
    }
    if (found.state !== 'open') throw new AppError('loginExpired')
    const user = await loadStaffUser(request.server.deps.db, found.session.userId, requestLang(request))
    if (!user) throw new AppError('loginExpired')
    if (spec.csrf && !viaGet) {
      const token = request.headers[CSRF_HEADER]
      if (typeof token !== 'string' || !sameSecret(token, found.session.csrfToken)) throw new AppError('csrfInvalid')
    }
    if (user.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(request.routeOptions.url ?? '')) {
      throw new AppError('passwordChangeRequired')
    }
    if (!can(user, spec.permission)) throw new AppError('noPermission')
    request.staff = { session: found.session, user }
  }
}

function scopeGuard(spec: StaffCallSpec): preHandlerAsyncHookHandler {
  const { kind, field } = spec.scope!
  return async (request) => {
    const value = Number((request.body as Record<string, unknown>)[field])
    if (!request.staff || !can(request.staff.user, spec.permission!, { [kind]: value })) throw new AppError('noPermission')
  }
}
