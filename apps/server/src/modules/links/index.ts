// The links module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { announceBrokenLinks } from './link-notices.js'
export { linksRoutes } from './links-routes.js'
export { linkCheckSettings, linkJobs, linksService, type LinksService, queueItemCheck } from './links-service.js'
