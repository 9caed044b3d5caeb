// The syndication module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { citationRoutes } from './citation-routes.js'
export { syndicationRoutes } from './syndication-routes.js'
