/**
 * What other modules may use of the site's structure: the menu as staff change it, locked for a
 * change (a conference created with its pages takes the same lock as the menu administration).
 */
export { menuAdminRepository as menuWriter } from './menu-admin-repository.js'
