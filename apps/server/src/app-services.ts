import type { AppDeps } from './app-deps.js'
import { cookieSettings, type CookieSettings } from './auth/session-cookie.js'
import { sessionStore, type SessionStore } from './auth/session-store.js'
import { menuService, type MenuService } from './modules/menu/menu-service.js'

/** Services built once per app in buildApp, never shared between apps: caches, and the staff sessions. */
export interface AppServices {
  menu: MenuService
  sessions: SessionStore
  staffCookie: CookieSettings
}

export function createServices(deps: AppDeps): AppServices {
  return {
    menu: menuService(deps.db, deps.config.sectionCacheSeconds),
    sessions: sessionStore(deps.db, deps.config.staff),
    staffCookie: cookieSettings(deps.config.staff.publicUrl),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices
  }
}
