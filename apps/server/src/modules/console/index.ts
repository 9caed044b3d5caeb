// The console module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { consoleRoutes } from './console-routes.js'
