// The image module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { imageRoutes } from './image-routes.js'
export { imageService, type ImageService } from './image-service.js'
