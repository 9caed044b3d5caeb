// The audit module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { auditRoutes } from './audit-routes.js'
export { auditService, type AuditService, recordActorAudit, recordAudit } from './audit-service.js'
