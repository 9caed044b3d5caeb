// The home module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { homeRoutes } from './home-routes.js'
