// The media module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { mediaRoutes } from './media-routes.js'
export { mediaService, type MediaService } from './media-service.js'
