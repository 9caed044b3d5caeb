import { STAFF_API, type BackupStatusRet } from '@ibr/contract/staff'
import type { FastifyInstance } from 'fastify'
import { backupRunRepository } from '../../backup/backup-run-repository.js'
import { ok } from '../../http/json-body.js'
import { staffPost } from '../../http/staff-route.js'

/** The daily backup's state for administrators: a failed backup shows on their dashboard. */
export async function backupStatusRoutes(app: FastifyInstance) {
  const { db, config } = app.deps
  staffPost(app, STAFF_API.backupStatus, async () => {
    const status = await backupRunRepository(db).status()
    return ok<BackupStatusRet>({
      configured: config.backupDir !== '',
      lastSuccessAt: status.lastSuccessAt?.toISOString() ?? null,
      lastFailureAt: status.lastFailureAt?.toISOString() ?? null,
      lastError: status.lastError,
      failing: status.failing,
    })
  })
}
