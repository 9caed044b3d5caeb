export { conferences } from './conferences.js'
export { site } from './site.js'
export { staff } from './staff.js'
