// The menu module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { menuRoutes } from './menu-routes.js'
export { type MenuNode, menuService, type MenuService, type MenuTree } from './menu-service.js'
