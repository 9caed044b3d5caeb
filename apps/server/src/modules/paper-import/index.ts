// The paper-import module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { paperImportRoutes } from './paper-import-routes.js'
export { paperImportService, readCitations } from './paper-import-service.js'
