import { STAFF_API, type BackupStatusRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/json-body.js'
import { staffPost } from '../../http/staff-route.js'

/** The daily backup's state for administrators: a failed backup shows on their dashboard. */
export async function backupStatusRoutes(app: FastifyInstance) {
  const { config } = app.deps
  staffPost(app, STAFF_API.backupStatus, async () => {
    const status = await app.services.backupRuns.status()
    return ok<BackupStatusRet>({
      configured: config.backupDir !== '',
      lastSuccessAt: status.lastSuccessAt?.toISOString() ?? null,
      lastFailureAt: status.lastFailureAt?.toISOString() ?? null,
      lastError: status.lastError,
      failing: status.failing,
    })
  })
}
