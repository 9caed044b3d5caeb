// The records module's boundary: what the rest of the server may import from it; lint refuses the folder's other files.
export { facilityKind } from './kinds/facility-kind.js'
export { faqKind } from './kinds/faq-kind.js'
export { quickLinkKind } from './kinds/quick-link-kind.js'
export { teamKind } from './kinds/team-kind.js'
export { type RecordKind } from './record-kind.js'
export { recordRoutes } from './record-routes.js'
export { RECORD_WORKFLOW, type RecordTransitionName } from './record-workflow.js'
export { type RecordActor, type RecordChange, recordService, type WorkflowKind, workflowService } from './records-service.js'
