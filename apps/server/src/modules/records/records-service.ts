/** What other modules use of the records workflow: conferences are one more kind of it (docs/conferences.md). */
export type { WorkflowKind } from './record-kind.js'
export { workflowService, type RecordActor } from './record-service.js'
