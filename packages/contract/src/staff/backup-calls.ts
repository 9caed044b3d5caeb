/** The backup staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { EmptyBody } from '../api/common.js'
import { BackupStatusRet } from './backup-api.js'
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'

export const BACKUP_CALLS = [
  /** The daily backup's last runs, for the dashboard. */
  defineStaffCall({
    name: 'backupStatus',
    path: '/api/staff/backup/status',
    summary: "The daily backup's last good run and last failure (administrators' dashboard)",
    effect: 'read',
    permission: 'site.manage',
    body: EmptyBody,
    ret: BackupStatusRet,
    failures: SIGNED_IN,
  }),
] as const
