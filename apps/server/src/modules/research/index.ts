// The research module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { researchRoutes } from './research-routes.js'
export { researchService } from './research-service.js'
