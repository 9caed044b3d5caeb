// The editorial module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { articleAutosaveJobs, articleAutosaveService } from './article-autosave-service.js'
export { editorialRoutes } from './editorial-routes.js'
export { type Actor, editorialService, type EditorialService, kindOfTemplate } from './editorial-service.js'
export { PUBLISH_SCHEDULED_JOB, scheduledPublicationJobs } from './scheduled-publications.js'
