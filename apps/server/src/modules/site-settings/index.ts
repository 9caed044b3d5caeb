// The site-settings module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { siteSettingsRoutes } from './site-settings-routes.js'
export { siteSettingsService, type SiteSettingsService } from './site-settings-service.js'
