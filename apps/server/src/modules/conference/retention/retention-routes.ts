import { STAFF_API, type RegistrationPurgePreviewRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../http/json-body.js'
import { staffPost } from '../../../http/staff-route.js'
import { purgePreview } from './registration-retention-service.js'

/** Administrators' view of the retention job: what its next runs will remove. */
export async function retentionRoutes(app: FastifyInstance) {
  staffPost(app, STAFF_API.registrationPurgePreview, async () => ok<RegistrationPurgePreviewRet>(await purgePreview(app.deps)))
}
