// The health module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { healthRoutes } from './health-routes.js'
export { registerProbes } from './probe-routes.js'
