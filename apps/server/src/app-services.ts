import type { AppDeps } from './app-deps.js'
import { menuService, type MenuService } from './modules/menu/menu-service.js'

/** Services that keep state (caches): built once per app in buildApp, never shared between apps. */
export interface AppServices {
  menu: MenuService
}

export function createServices(deps: AppDeps): AppServices {
  return { menu: menuService(deps.db, deps.config.sectionCacheSeconds) }
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices
  }
}
