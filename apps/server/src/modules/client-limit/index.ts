// The client-limit module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { clientLimitJobs } from './client-limit-jobs.js'
export { clientLimitService } from './client-limit-service.js'
export { clientLimitStore } from './client-limit-store.js'
