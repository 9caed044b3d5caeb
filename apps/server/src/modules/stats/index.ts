// The stats module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { statsJobs } from './stats-jobs.js'
export { isCrawler, trackingRefused } from './stats-privacy.js'
export { statsRecorder, type StatsRecorder } from './stats-recorder.js'
export { statsRoutes } from './stats-routes.js'
export { searchStatsKey } from './stats-service.js'
export { statsSummaryService } from './stats-summary.js'
