// The site module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { siteRoutes } from './site-routes.js'
