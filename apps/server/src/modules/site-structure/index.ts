// The site-structure module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { bannerService, type BannerService } from './banner-service.js'
// The menu as staff change it, locked for a change: a conference created with its pages takes the same lock.
export { menuAdminRepository as menuWriter } from './menu-admin-repository.js'
export { menuAdminService, type MenuAdminService } from './menu-admin-service.js'
export { pinnedService, type PinnedService } from './pinned-service.js'
export { siteStructureRoutes } from './site-structure-routes.js'
