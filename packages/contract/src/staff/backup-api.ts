import Type, { type Static } from 'typebox'
import { Nullable } from '../api/common.js'

/** Where the daily backup (BACKUP_DIR) stands, for the administrators' dashboard. */
export const BackupStatusRet = Type.Object({
  configured: Type.Boolean({ description: 'whether the server makes a daily backup (BACKUP_DIR is set)' }),
  lastSuccessAt: Nullable(Type.String({ description: 'ISO 8601: when the last good backup ended' })),
  lastFailureAt: Nullable(Type.String({ description: 'ISO 8601: when the last failed backup ended' })),
  lastError: Nullable(Type.String({ description: 'what the last failed backup reported' })),
  failing: Type.Boolean({ description: 'the latest backup failed' }),
})
export type BackupStatusRet = Static<typeof BackupStatusRet>
