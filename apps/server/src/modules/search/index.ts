// The search module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { searchRoutes } from './search-routes.js'
export { ageGroups, listMark } from './search-scope.js'
export { searchService } from './search-service.js'
export { SEARCH_SYNC_JOB, searchJobs, syncSearch } from './search-sync.js'
export { prefixQuery } from './search-text.js'
